import Testing

@testable import HabitWeb

@Suite struct SessionCookieTests {
  @Test func theSessionsValueIsFoundAmongTheOtherCookiesOfAnyCookieHeader() {
    #expect(SessionStore.token(in: ["habit_session=abc"]) == "abc")
    #expect(SessionStore.token(in: ["theme=dark; habit_session=abc; lang=en"]) == "abc")
    #expect(SessionStore.token(in: ["theme=dark;\thabit_session=abc"]) == "abc")
    #expect(SessionStore.token(in: ["theme=dark", "habit_session=abc"]) == "abc")
    // The first one counts, as in the browser's order
    #expect(SessionStore.token(in: ["habit_session=first; habit_session=second"]) == "first")
  }

  @Test func noSessionsCookieIsNoToken() {
    #expect(SessionStore.token(in: []) == nil)
    #expect(SessionStore.token(in: [""]) == nil)
    #expect(SessionStore.token(in: ["theme=dark"]) == nil)
    // Another cookie whose name starts with the session's, or that holds it in its value
    #expect(SessionStore.token(in: ["habit_session_old=abc; x=habit_session=abc"]) == nil)
    #expect(SessionStore.token(in: ["habit_session"]) == nil)
  }

  @Test func anEmptyValueIsAnEmptyToken() {
    #expect(SessionStore.token(in: ["habit_session="]) == "")
  }
}
