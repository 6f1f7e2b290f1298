import Foundation
import Testing

/// Every format refuses a day no time zone calls today yet (two days after today), as `--date` refuses a day after
/// today: its place in the file, exit status 65, and nothing written. The sandbox's today is 2026-11-21.
@Suite struct FutureDayImportTests {
  /// An input with one day after today: a file, or a folder of files.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let files: [String: String]
    let isFolder: Bool
    /// What follows `error: PATH`: `/file:line:column: what` in a folder, `:line:column: what` for a file.
    let message: String

    init(_ name: String, file text: String, _ message: String) {
      (self.name, files, isFolder, self.message) = (name, [name: text], false, message)
    }

    init(_ name: String, folder files: [String: String], _ message: String) {
      (self.name, self.files, isFolder, self.message) = (name, files, true, message)
    }

    var testDescription: String { name }
  }

  static let id = "0f8fad5b-d9cb-469f-a165-70867728950e"

  static let cases: [Case] = [
    Case(
      "completions.csv", file: "user,activity_id,activity,day,amount,unit,note\nalice,,Read,2026-11-24,,,\n",
      ":2:13: the day 2026-11-24 is after today (2026-11-21) in every time zone"),
    Case(
      "year-9999.csv", file: "user,activity_id,activity,day,amount,unit,note\nalice,,Read,9999-12-31,,,\n",
      ":2:13: the day 9999-12-31 is after today (2026-11-21) in every time zone"),
    Case(
      "dates.csv", file: "habit_id,date\n\(id),2026-11-20\n\(id),2026-12-01\n",
      ":3:38: the day 2026-12-01 is after today (2026-11-21) in every time zone"),
    Case(
      "dates.json", file: "{\"\(id)\": [\"2026-11-20\", \"2027-01-01\"]}\n",
      ":1:57: the day 2027-01-01 is after today (2026-11-21) in every time zone"),
    Case(
      "native.json",
      file: """
        {"format": "habit", "version": 1, "users": [{"id": "\(id)", "name": "alice", "activities": [
          {"name": "Run", "completions": [{"day": "2026-11-24"}]}]}]}

        """, ":2:35: the day 2026-11-24 is after today (2026-11-21) in every time zone"),
    Case(
      "habit_record.json", file: #"[{"type": "Bit", "name": "Walk", "stats": {"2026-11-24": true}, "goal": true}]"#,
      ":1:44: the day 2026-11-24 is after today (2026-11-21) in every time zone"),
    Case(
      "beaver.json",
      file:
        #"{"user_email": "a@b.c", "habits": [{"id": "a1b2c3", "name": "A", "records": [{"day": "2026-11-24", "done": true}]}]}"#,
      ":1:78: the day 2026-11-24 is after today (2026-11-21) in every time zone"),
    Case(
      "habitkit.json",
      file:
        #"{"habits": [{"id": "h", "name": "A"}], "completions": [{"habitId": "h", "date": "2026-11-23T23:00:00.000Z", "timezoneOffsetInMinutes": 120}], "intervals": []}"#,
      ":1:81: the day 2026-11-24 is after today (2026-11-21) in every time zone"),
    Case(
      "habitbull.csv",
      file: "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\nRead,,,2026-11-24,1,\n",
      ":2:1: the day 2026-11-24 is after today (2026-11-21) in every time zone"),
    Case(
      "harsh", folder: ["habits": "Gym: 1\n", "log": "2026-11-20 : Gym : y\n2026-11-24 : Gym : n\n"],
      "/log:2:1: the day 2026-11-24 is after today (2026-11-21) in every time zone"),
    Case(
      "habitctl", folder: ["habits": "1 Gym\n", "log": "2026-11-24\tGym\ty\n"],
      "/log:1:1: the day 2026-11-24 is after today (2026-11-21) in every time zone"),
    Case(
      "loop-csv",
      folder: [
        "Habits.csv": "Position,Name,Question\n001,Read,\n", "001 Read/Checkmarks.csv": "2026-11-24,2\n2026-11-21,2\n",
      ], "/001 Read/Checkmarks.csv:1:12: the day 2026-11-24 is after today (2026-11-21) in every time zone"),
  ]

  @Test(arguments: cases)
  func aDayAfterTodayIsRefusedWithItsPlace(_ input: Case) throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let path: String
    if input.isFolder {
      path = sandbox.directory.appendingPathComponent(input.name).path
      for (name, text) in input.files {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
      }
    } else {
      path = sandbox.write(input.name, input.files[input.name]!)
    }
    let result = try sandbox.run("import", path)
    #expect(
      result
        == .init(
          stdout: "",
          stderr: "error: \(path)\(input.message)\n"
            + "Only past days and those some time zone calls today (up to 2026-11-23) can be recorded: correct the "
            + "day in the file, or leave it out.\n"
            + "Nothing was imported.\n", status: 65))
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }
}
