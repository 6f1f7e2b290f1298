import Foundation
import HabitCore
import HabitInterchange
import HabitStore
import Testing

/// harsh's folder: the habits file's frequencies become goals, the log's outcomes completions and marks.
@Suite struct HarshImportTests {
  static let habits = """
    # My habits
    ! Mornings
    Meditate: 1
    Gym: 3/7
    Call mom: 1w
    Review finances: 2/2w
    Clean: 14

    ! Tracking only
    Coffee: 0
    Old course: 1: 2025-02-01
    Language app: 1: 2025-12-31

    """

  static let log =
    [
      "# harsh log",
      "2025-02-10 : Meditate : y",
      "2025-02-10 : Gym : y : legs : 1.5",
      "2025-02-10 : Coffee : y :  : 2",
      "2025-02-11 : Meditate : n : overslept",
      "2025-02-11 : Gym : s : travelling : 0",
      "2025-02-11 : Call mom : y : long call : 0",
      "",
      "2025-02-12 : Meditate : s : ill : 3",
      "2025-02-12 : Meditate : y : after all",
      "2025-01-20 : Old course : y : lesson 4 : ",
      "2025-02-12 : Stretching : y",
      "2025-02-12 : Stretching : n",
      "2025-02-13 : Stretching : y : hips",
    ].joined(separator: "\n") + "\n"

  func household() throws -> ForeignImport {
    let harsh = try ForeignImport()
    harsh.write("habits", Self.habits)
    harsh.write("log", Self.log)
    return harsh
  }

  @Test func frequenciesOutcomesAndNotesBecomeGoalsRecordsAndNotes() throws {
    // Given harsh's folder with headings, every kind of frequency, end dates, and a log with repeated days
    let harsh = try household()
    // When it is imported
    let batch = try harsh.readFolder()
    let report = try harsh.apply(batch)
    // Then each habit has its goal from its first day in the log (today when it has none), and the last line of a
    // repeated day counts; a habit only in the log is archived and only tracked.
    #expect(batch.format == "harsh")
    #expect(
      try harsh.described() == [
        "Meditate | created 2025-02-10 | 1/day from 2025-02-10",
        "  2025-02-10 done",
        "  2025-02-11 failed 'overslept'",
        "  2025-02-12 done 'after all'",
        "Gym | created 2025-02-10 | 3/7d from 2025-02-10",
        "  2025-02-10 done 1.5 'legs'",
        "  2025-02-11 skipped 'travelling'",
        "Call mom | created 2025-02-11 | 1/7d from 2025-02-11",
        "  2025-02-11 done 'long call'",
        "Review finances | created 2025-03-01 | 2/14d from 2025-03-01",
        "Clean | created 2025-03-01 | 1/14d from 2025-03-01",
        "Coffee | created 2025-02-10 | 0/day from 2025-02-10",
        "  2025-02-10 done 2",
        "Old course | created 2025-01-20 | 1/day from 2025-01-20 | archived",
        "  2025-01-20 done 'lesson 4'",
        "Language app | created 2025-03-01 | 1/day from 2025-03-01",
        "Stretching | created 2025-02-12 | 0/day from 2025-02-12 | archived",
        "  2025-02-13 done 'hips'",
      ])
    // And each heading is the section of the habits under it; a habit only in the log has none
    let sections = try harsh.database.activities(of: harsh.user, includeArchived: true).map { "\($0.section ?? "-")" }
    #expect(
      sections == Array(repeating: "Mornings", count: 5) + Array(repeating: "Tracking only", count: 3) + ["-"])
    // And the headings' order is the household's order of sections
    #expect(try harsh.database.sectionOrder().names == ["Mornings", "Tracking only"])
    #expect(report.settings == .init(added: 1))
    #expect(report.activities == .init(added: 9))
    #expect(report.completions == .init(added: 7))
    #expect(report.marks == .init(added: 2))
    #expect(
      report.ignored == [
        .init(reason: "amounts on days not done or skipped", count: 1),
        .init(reason: "end dates still to come: habit has no end dates", count: 1),
        .init(reason: "log lines replaced by a later line for the same habit and day", count: 2),
        .init(
          reason: "not-done days of habits judged over several days or only tracked (they never miss a window)",
          count: 1),
      ])
    #expect(
      report.activityDetails.map {
        "\($0.name) \($0.isNew) \($0.archived) \($0.goal ?? "-") \($0.completions.added) \($0.failed.added) "
          + "\($0.skipped.added)"
      } == [
        "Meditate true false once a day 2 1 0",
        "Gym true false 3 times in any 7 days 1 0 1",
        "Call mom true false once in any 7 days 1 0 0",
        "Review finances true false twice in any 14 days 0 0 0",
        "Clean true false once in any 14 days 0 0 0",
        "Coffee true false 0 times a day 1 0 0",
        "Old course true true once a day 1 0 0",
        "Language app true false once a day 0 0 0",
        "Stretching true true 0 times a day 1 0 0",
      ])
  }

  @Test func importingAgainAddsOnlyWhatTheLogGained() throws {
    // Given the folder imported once
    let harsh = try household()
    try harsh.apply(try harsh.readFolder())
    let before = try harsh.described()
    // When it is imported again, unchanged, then with two more lines
    let again = try harsh.apply(try harsh.readFolder())
    #expect(again.activities == .init(present: 9))
    #expect(again.completions == .init(present: 7))
    #expect(again.marks == .init(present: 2))
    #expect(again.activityDetails.allSatisfy { !$0.isNew && $0.goal == nil })
    #expect(again.activityDetails.map(\.records) == [3, 2, 1, 0, 0, 1, 1, 0, 1].map { .init(present: $0) })
    #expect(try harsh.described() == before)
    harsh.write("log", Self.log + "2025-02-14 : Gym : y\n2025-02-14 : Meditate : n\n")
    let newer = try harsh.apply(try harsh.readFolder())
    // Then only the two new days are added
    #expect(newer.completions == .init(added: 1, present: 7))
    #expect(newer.marks == .init(added: 1, present: 2))
    #expect(newer.activityDetails[0].failed == .init(added: 1, present: 1))
    #expect(newer.activityDetails[1].completions == .init(added: 1, present: 1))
    #expect(try harsh.described().count == before.count + 2)
  }

  @Test func aNotDoneDayNeverBreaksAWindowOrATrackedHabit() throws {
    // Given "4 times in any 7 days", met every day by the 4 days before, with an n on a day between, and a
    // tracked-only habit with an n
    let harsh = try ForeignImport(today: "2025-02-20")
    harsh.write("habits", "Swim: 4/7\nWater: 0\n")
    let done = (10...19).filter { $0 != 14 }.map { "2025-02-\($0) : Swim : y" }
    harsh.write(
      "log", (done + ["2025-02-14 : Swim : n : pool closed", "2025-02-14 : Water : n"]).joined(separator: "\n"))
    // When it is imported
    let report = try harsh.apply(try harsh.readFolder())
    // Then the n days are left out, so the window's streak runs on as harsh shows it
    #expect(report.marks == .init())
    #expect(report.ignored.contains(.init(reason: "notes of days not imported", count: 1)))
    let swim = try harsh.database.activity("Swim", of: harsh.user)
    let evaluation = Evaluation(history: try harsh.database.history(of: swim), today: harsh.today)
    #expect(evaluation.currentStreak?.length == 11)
    #expect(try harsh.described().filter { $0.contains("failed") } == [])
  }

  @Test(arguments: [
    ("1", "1/day"), ("2", "1/2d"), ("7", "1/7d"), ("365", "1/365d"), ("1w", "1/7d"), ("3w", "1/21d"),
    ("3/7", "3/7d"), ("1/1", "1/day"), ("7/7", "7/7d"), ("2/2w", "2/14d"), ("0", "0/day"), ("0/7", "0/day"),
    (" 5/7 ", "5/7d"),
  ])
  func frequencyMeansGoal(frequency: String, goal: String) throws {
    let harsh = try ForeignImport()
    harsh.write("habits", "Habit: \(frequency)\n")
    harsh.write("log", "")
    let batch = try harsh.readFolder(.harsh)
    #expect(batch.activities.map { $0.goals.map(\.goal.spec) } == [[goal]])
  }

  /// The error for a habits file line and a log line.
  func error(habits: String, log: String = "") throws -> ImportError? {
    let harsh = try ForeignImport()
    harsh.write("habits", habits)
    harsh.write("log", log)
    do {
      _ = try harsh.readFolder(.harsh)
      return nil
    } catch let error as ImportError {
      return error
    }
  }

  static let frequencyHint =
    "harsh frequencies are N (once every N days, 0 to only track), Nw (once every N weeks) or T/I (T times in any "
    + "I days, where I may be Nw)."

  @Test(arguments: [
    ("Read 1\n", 1, 1, "this line has no ': ' between a habit's name and its frequency"),
    ("Read: 1: 2025-01-01: x\n", 1, 1, "this line has 4 parts separated by ': ', not 2 or 3"),
    ("Read: daily\n", 1, 7, "'daily' is not a frequency"),
    ("# ok\nRead: 3/2\n", 2, 7, "3 times cannot fit in 2 days (3/2)"),
    ("Read: 1/0\n", 1, 7, "'1/0' is not a frequency"),
    ("Read: -1\n", 1, 7, "'-1' is not a frequency"),
    ("Read: 1/2/3\n", 1, 7, "'1/2/3' is not a frequency"),
    ("Read: 400\n", 1, 7, "a window of 400 days is longer than habit's rolling goals can be (366 days)"),
    ("Read: 1: 2025-02-30\n", 1, 10, "'2025-02-30' is not a real date"),
    ("Read: 1: soon\n", 1, 10, "'soon' is not a date of the form yyyy-MM-dd"),
    (": 1\n", 1, 1, "the habit's name is missing"),
    ("Read: 1\nread: 7\n", 2, 1, "the habit 'read' is listed twice (first on line 1)"),
  ])
  func aBadHabitsLineIsLocated(text: String, line: Int, column: Int, message: String) throws {
    let error = try #require(try error(habits: text))
    #expect(error.file == "habits")
    #expect(error.location == InputLocation(line: line, column: column))
    #expect(error.message == message)
  }

  @Test(arguments: [
    ("2025-01-01 : Read\n", 1, 1, "this line has 2 fields separated by ' : ', not 3 to 5"),
    ("2025-01-01 : Read : y : a : 1 : b\n", 1, 1, "this line has 6 fields separated by ' : ', not 3 to 5"),
    ("2025-01-01 Read y\n", 1, 1, "this line has 1 field separated by ' : ', not 3 to 5"),
    ("\n2025-13-01 : Read : y\n", 2, 1, "'2025-13-01' is not a real date"),
    ("2025-1-1 : Read : y\n", 1, 1, "'2025-1-1' is not a day of the form yyyy-MM-dd"),
    ("2025-01-01 : Read : yes\n", 1, 21, "'yes' is not y, n or s"),
    ("2025-01-01 : Read : y : fine : lots\n", 1, 32, "'lots' is not an amount"),
    ("2025-01-01 : Read : y : fine : -2\n", 1, 32, "the amount -2 is negative"),
    ("2025-01-01 :  : y\n", 1, 14, "the habit's name is missing"),
  ])
  func aBadLogLineIsLocated(text: String, line: Int, column: Int, message: String) throws {
    let error = try #require(try error(habits: "Read: 1\n", log: text))
    #expect(error.file == "log")
    #expect(error.location == InputLocation(line: line, column: column))
    #expect(error.message == message)
  }

  @Test func textThatIsNotUTF8OrTooLongIsRefused() throws {
    let harsh = try ForeignImport()
    harsh.write("habits", "Read: 1\n")
    _ = FileManager.default.createFile(
      atPath: harsh.folder.appendingPathComponent("log").path,
      contents: Data(Array("2025-01-01 : Read : y\n2025-01-02 : Re".utf8) + [0xFF] + Array("ad : y\n".utf8)))
    #expect(
      throws: ImportError(
        "this line is not UTF-8 text", at: .init(line: 2, column: 1), hint: "Save the file with UTF-8 encoding.",
        file: "log")
    ) { try harsh.readFolder(.harsh) }
  }

  @Test func aBOMAndWindowsLineEndingsReadAsText() throws {
    let harsh = try ForeignImport()
    harsh.write("habits", "\u{FEFF}Read: 1\r\n")
    harsh.write("log", "\u{FEFF}2025-01-01 : Read : y : p. 4\r\n")
    try harsh.apply(try harsh.readFolder())
    #expect(try harsh.described() == ["Read | created 2025-01-01 | 1/day from 2025-01-01", "  2025-01-01 done 'p. 4'"])
  }

  @Test func theHeadingsOrderLeavesAnOrderTheHouseholdHasAsItIs() throws {
    // Given a household whose sections are ordered Tracking only, then Evening
    let harsh = try household()
    try harsh.database.setSectionOrder(["Tracking only", "Evening"])
    // When harsh's folder is imported
    let report = try harsh.apply(try harsh.readFolder())
    // Then the order stays, and nothing is in conflict
    #expect(try harsh.database.sectionOrder().names == ["Tracking only", "Evening"])
    #expect(report.settings == .init() && report.conflicts.isEmpty)
  }
}
