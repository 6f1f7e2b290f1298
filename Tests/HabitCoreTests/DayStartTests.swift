import Testing

@testable import HabitCore

/// A day start and a pinned clock as they are written, and the day a moment falls on.
struct DayStartTests {
  @Test(arguments: [("04:00", 240), ("4", 240), ("4:30", 270), ("00:00", 0), ("12:00", 720), ("0", 0)])
  func aDayStartIsReadAsMinutesAfterMidnight(text: String, minutes: Int) throws {
    #expect(try DayStart(parsing: text).minutes == minutes)
  }

  @Test(arguments: ["12:01", "13", "24:00", "4am", "04:7", "-1", "04:60", "", ":30", "04:00:00", "٤"])
  func anythingElseIsRefused(text: String) {
    #expect(throws: DayStartError.self) { try DayStart(parsing: text) }
  }

  @Test func aMomentBeforeTheDayStartIsYesterday() throws {
    let start = try DayStart(parsing: "04:00")
    let day = try Day(parsing: "2026-03-01")
    #expect(LocalTime(day: day, minutes: 239).today(dayStart: start) == (try Day(parsing: "2026-02-28")))
    #expect(LocalTime(day: day, minutes: 240).today(dayStart: start) == day)
    #expect(LocalTime(day: day, minutes: 0).today(dayStart: .midnight) == day)
    #expect(Now.pinned(day).today(dayStart: start) == day)
    #expect(Now.time(LocalTime(day: day, minutes: 719)).dependsOnDayStart)
    #expect(!Now.time(LocalTime(day: day, minutes: 720)).dependsOnDayStart)
  }

  @Test(arguments: ["2026-11-18 01:30", "2026-11-18T1:30", "2026-02-30T01:00", "2026-11-18T24:00", "2026-11-18"])
  func aPinnedClockIsADateAndATime(text: String) {
    #expect(throws: DayStartError.self) { try LocalTime(parsing: text) }
  }
}
