import HabitCore
import HabitScreens
import Testing

@testable import HabitStore

/// Check-in links and calendar feeds on an in-memory database: one link a member and activity, a secret of 32 hex
/// digits, a check-in recorded by `recordCompletion` for the member's today, and a feed of what the member did.
@Suite struct LinkStoreTests {
  // A Friday: the week (from Monday) has Saturday and Sunday still to come.
  static let today = Day(year: 2026, month: 11, day: 20)!

  func household() throws -> (HabitDatabase, alice: User, bob: User) {
    let database = try HabitDatabase.inMemory(today: Self.today)
    return (database, try database.addUser(named: "alice"), try database.addUser(named: "bob"))
  }

  @Test("A check-in link is made once a member and activity, with a secret of 32 lowercase hex digits")
  func madeOnce() throws {
    let (database, alice, _) = try household()
    _ = try database.addActivity(NewActivity(name: "Read"), for: alice, today: Self.today)
    let first = try database.makeCheckInLink(.named("read"), of: .named("alice"))
    let again = try database.makeCheckInLink(.named("Read"), of: .named("alice"))
    #expect(first.isNew && !again.isNew)
    #expect(first.link == again.link)
    #expect(HabitDatabase.isLinkSecret(first.link.secret))
    #expect(first.link.path == "/c/\(first.link.secret)")
    #expect(first.link.activity == "Read" && first.link.member == "alice")
    let calendar = try database.makeCalendarLink(of: .named("alice"))
    #expect(calendar.link.path == "/calendar/\(calendar.link.secret).ics")
    #expect(calendar.link.secret != first.link.secret)
    #expect(try database.links(of: nil).map(\.kind) == [.calendar, .checkIn])
  }

  @Test("Secrets differ: 200 links, 200 secrets")
  func secretsDiffer() {
    let secrets = Set((0..<200).map { _ in HabitDatabase.linkSecret() })
    #expect(secrets.count == 200)
    #expect(secrets.allSatisfy(HabitDatabase.isLinkSecret))
  }

  @Test("The page's read writes nothing; the check-in records today's completion, then the page says done")
  func checkIn() throws {
    let (database, alice, _) = try household()
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: Self.today)
    let secret = try database.makeCheckInLink(.named("Read"), of: .named("alice")).link.secret
    let before = try database.checkInScreen(secret: secret, now: .pinned(Self.today))
    #expect(before.judged.status == .empty && before.today == Self.today)
    #expect(try database.completions(of: read).isEmpty)
    let outcome = try database.checkIn(secret: secret, now: .pinned(Self.today))
    #expect(outcome.recorded.completionsThatDay == 1)
    #expect(outcome.screen.judged.status == .done)
    #expect(try database.completions(of: read).map(\.day) == [Self.today])
  }

  @Test("A check-in before the member's day start counts for the day before")
  func dayStart() throws {
    let (database, alice, _) = try household()
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: Self.today.adding(days: -3))
    try database.setDayStart(try DayStart(parsing: "04:00"), for: .named("alice"))
    let secret = try database.makeCheckInLink(.named("Read"), of: .named("alice")).link.secret
    let night = LocalTime(day: Self.today, minutes: 2 * 60)
    #expect(try database.checkIn(secret: secret, now: .time(night)).screen.today == Self.today.adding(days: -1))
    #expect(try database.completions(of: read).map(\.day) == [Self.today.adding(days: -1)])
  }

  @Test("A shared activity's check-in is credited to the link's member")
  func sharedCredited() throws {
    let (database, alice, bob) = try household()
    var dishes = NewActivity(name: "Dishes")
    dishes.shared = true
    _ = try database.addActivity(dishes, for: alice, today: Self.today)
    let secret = try database.makeCheckInLink(.named("Dishes"), of: .named("bob")).link.secret
    _ = try database.checkIn(secret: secret, now: .pinned(Self.today))
    let credited = try database.db.query("SELECT done_by FROM completions") { try $0[0] as Int64 }
    #expect(credited == [bob.id])
  }

  @Test("An unknown, malformed or removed secret is unknownSecret, and nothing is written")
  func unknownSecret() throws {
    let (database, alice, _) = try household()
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: Self.today)
    let secret = try database.makeCheckInLink(.named("Read"), of: .named("alice")).link.secret
    let removed = try database.removeLink(.checkIn, activity: .named("Read"), of: .named("alice"))
    #expect(removed.secret == secret)
    for gone in [secret, String(repeating: "a", count: 32), "'; DROP TABLE links; --", secret.uppercased()] {
      #expect(throws: LinkError.unknownSecret) { try database.checkIn(secret: gone, now: .pinned(Self.today)) }
      #expect(throws: LinkError.unknownSecret) { try database.checkInScreen(secret: gone, now: .pinned(Self.today)) }
    }
    #expect(try database.completions(of: read).isEmpty)
    #expect(throws: LinkError.noLink(kind: .checkIn, member: "alice", activity: "Read")) {
      try database.removeLink(.checkIn, activity: .named("Read"), of: .named("alice"))
    }
    // A calendar secret is no check-in, and the other way round.
    let calendar = try database.makeCalendarLink(of: .named("alice")).link.secret
    #expect(throws: LinkError.unknownSecret) { try database.checkIn(secret: calendar, now: .pinned(Self.today)) }
    let checkIn = try database.makeCheckInLink(.named("Read"), of: .named("alice")).link.secret
    #expect(throws: LinkError.unknownSecret) { try database.calendarFeed(secret: checkIn, now: .pinned(Self.today)) }
  }

  /// A shared activity counts only when the member is credited; a private one never; weekday goals still due this
  /// week come after the days done.
  @Test("The feed lists each day's activities with amounts and notes, and this week's weekday goals still due")
  func feed() throws {
    let (database, alice, bob) = try household()
    let start = Self.today.adding(days: -400)
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: start)
    var run = NewActivity(name: "Run")
    run.goal = try Goal(spec: "5 km/week")
    run.unit = "km"
    let running = try database.addActivity(run, for: alice, today: start)
    var diary = NewActivity(name: "Diary")
    diary.isPrivate = true
    let secretDiary = try database.addActivity(diary, for: alice, today: start)
    var dishes = NewActivity(name: "Dishes")
    dishes.shared = true
    let shared = try database.addActivity(dishes, for: alice, today: start)
    var gym = NewActivity(name: "Gym")
    gym.goal = try Goal(spec: "sat,sun")
    _ = try database.addActivity(gym, for: alice, today: start)
    _ = try database.recordCompletion(read, on: Self.today.adding(days: -1), note: "Dune; chapter 3")
    _ = try database.recordCompletion(read, on: Self.today.adding(days: -1))
    _ = try database.recordCompletion(running, on: Self.today, amount: 2.5)
    _ = try database.recordCompletion(running, on: Self.today, amount: 3)
    _ = try database.recordCompletion(secretDiary, on: Self.today)
    _ = try database.recordCompletion(shared, on: Self.today.adding(days: -2), by: bob)
    _ = try database.recordCompletion(shared, on: Self.today.adding(days: -3), by: alice)
    _ = try database.recordCompletion(read, on: Self.today.adding(days: -365))
    _ = try database.recordCompletion(read, on: Self.today.adding(days: -364))
    let secret = try database.makeCalendarLink(of: .named("alice")).link.secret
    let feed = try database.calendarFeed(secret: secret, now: .pinned(Self.today))
    #expect(feed.member == "alice" && feed.today == Self.today)
    #expect(
      feed.days.map(\.day) == [-364, -3, -1, 0].map { Self.today.adding(days: $0) },
      "the window is the last 365 days, today included")
    #expect(feed.days[1].entries.map(\.activity) == ["Dishes"])
    #expect(
      feed.days[2].entries == [
        FeedEntry(activity: "Read", icon: "", count: 2, amount: nil, unit: nil, notes: ["Dune; chapter 3"])
      ])
    #expect(
      feed.days[3].entries == [FeedEntry(activity: "Run", icon: "", count: 2, amount: 5.5, unit: "km", notes: [])])
    #expect(feed.due.map(\.day) == [Self.today.adding(days: 1), Self.today.adding(days: 2)])
    #expect(feed.due.allSatisfy { $0.activity == "Gym" })
  }
}
