import Testing

@testable import HabitCore

/// A reminder's time of day as it is written, and the moments a clock passes it.
struct ReminderTimeTests {
  @Test(arguments: [("20:00", 1200), ("20", 1200), ("7:30", 450), ("00:00", 0), ("23:59", 1439)])
  func aReminderIsReadAsMinutesAfterMidnight(text: String, minutes: Int) throws {
    #expect(try ReminderTime(parsing: text).minutes == minutes)
    #expect(try ReminderTime(parsing: text).description.count == 5)
  }

  @Test(arguments: ["24:00", "24", "20:60", "8pm", "20:0", "", ":30", "20:00:00", "off", "-1"])
  func anythingElseIsRefused(text: String) {
    #expect(throws: DayStartError.self) { try ReminderTime(parsing: text) }
  }

  @Test func theMomentsAClockPassesAreAfterItsFirstReadingAndUpToItsLast() throws {
    let time = try ReminderTime(parsing: "20:00")
    func at(_ text: String) throws -> LocalTime { try LocalTime(parsing: text) }
    let eight = try at("2026-11-18T20:00")
    #expect(time.moments(after: try at("2026-11-18T19:59:59"), through: eight) == [eight])
    #expect(time.moments(after: eight, through: try at("2026-11-18T20:00:30")).isEmpty)
    #expect(time.moments(after: try at("2026-11-18T20:00:30"), through: try at("2026-11-18T19:00")).isEmpty)
    // Across midnight, and over two days
    let midnight = try ReminderTime(parsing: "00:00")
    #expect(
      midnight.moments(after: try at("2026-11-18T23:59:58"), through: try at("2026-11-19T00:00:01"))
        == [try at("2026-11-19T00:00")])
    #expect(
      time.moments(after: try at("2026-11-18T19:00"), through: try at("2026-11-19T21:00"))
        == [eight, try at("2026-11-19T20:00")])
  }

  @Test func aPinnedClockMayGiveSecondsAndRunsOnAcrossMidnight() throws {
    let time = try LocalTime(parsing: "2026-11-18T23:59:45")
    #expect(time.minutes == 23 * 60 + 59 && time.seconds == 45)
    #expect(time.adding(seconds: 15) == (try LocalTime(parsing: "2026-11-19T00:00")))
    #expect(time.adding(seconds: -45 - 86_400) == (try LocalTime(parsing: "2026-11-17T23:59")))
    #expect(throws: DayStartError.self) { try LocalTime(parsing: "2026-11-18T23:59:60") }
    #expect(throws: DayStartError.self) { try LocalTime(parsing: "2026-11-18T23:59:5") }
  }
}
