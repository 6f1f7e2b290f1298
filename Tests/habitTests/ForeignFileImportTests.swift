import Foundation
import Testing

/// `habit import FILE` for dijo, Beaver Habits, HabitKit and HabitBull through the real binary: the report, what
/// `show`, `stats` and the dates export then say, and malformed files refused with nothing written.
@Suite struct ForeignFileImportTests {
  func sandbox() throws -> Sandbox {
    let sandbox = try Sandbox(today: "2025-03-01")
    try sandbox.run("user", "add", "alice")
    return sandbox
  }

  @Test func dijo() throws {
    let sandbox = try sandbox()
    let file = sandbox.write(
      "habit_record.json",
      """
      [{"type": "Bit", "name": "Walk", "stats": {"2025-02-26": true, "2025-02-27": true}, "goal": true, "auto": false},
       {"type": "Float", "name": "Run", "stats": {"2025-02-27": {"value": 52, "precision": 1}, "2025-02-28": {"value": 0, "precision": 1}},
        "goal": {"value": 50, "precision": 1}, "auto": false},
       {"type": "Bit", "name": "Floss", "stats": {}, "goal": true, "auto": false}]
      """)
    #expect(
      try sandbox.run("import", file)
        == .init(
          stdout: "",
          stderr: """
            Imported \(file) (dijo):
              activities: 3 added
              goals: 3 added
              completions: 3 added
              Walk (new, once a day): 2 completions added
              Run (new, 5 a day): 1 completion added
              Floss (new, once a day): nothing recorded
              ignored: 1 (dijo days at false or 0: nothing done)

            """, status: 0))
    #expect(
      try sandbox.run("show", "Run").stdout.masked == """
        Run

        Goal       5 a day
        Colour     #FB8C00
        Created    2025-02-27
        Last done  2 days ago
        Id         <id 1>

        Last 14 days
        2025-02-27  ✓ 5.2

        """)
    try expectGolden(try sandbox.stats(of: "Walk", "Run"), "import-dijo-stats.txt")
    #expect(
      try sandbox.run("export", "--format", "dates-json").stdout.masked == """
        {
          "habits": [
            {"id": "<id 1>", "title": "Walk", "emoji": "", "colorHex": "#E53935", "createdDate": "2025-02-26T00:00:00Z"},
            {"id": "<id 2>", "title": "Run", "emoji": "", "colorHex": "#FB8C00", "createdDate": "2025-02-27T00:00:00Z"},
            {"id": "<id 3>", "title": "Floss", "emoji": "", "colorHex": "#FDD835", "createdDate": "2025-03-01T00:00:00Z"}
          ],
          "completions": {
            "<id 1>": ["2025-02-26", "2025-02-27"],
            "<id 2>": ["2025-02-27"],
            "<id 3>": []
          }
        }

        """)
  }

  @Test func beaverHabits() throws {
    let sandbox = try sandbox()
    let file = sandbox.write(
      "beaver.json",
      """
      {"user_email": "alice@example.com", "exported_at": "2025-03-01 08:00:00", "habits": [
        {"id": "a1b2c3", "name": "Yoga", "status": "active", "tags": [], "star": false, "chips": null,
         "period": {"period_type": "W", "period_count": 1, "target_count": 2},
         "records": [{"day": "2025-02-24", "done": true, "text": "flow"}, {"day": "2025-02-25", "done": true, "text": "#skip"},
                     {"day": "2025-02-26", "done": false}, {"day": "2025-02-27", "done": true}]},
        {"id": "d4e5f6", "name": "Old", "status": "soft_delete", "tags": [], "star": false, "chips": null, "period": null,
         "records": [{"day": "2025-02-01", "done": true}]}]}
      """)
    #expect(
      try sandbox.run("import", file)
        == .init(
          stdout: "",
          stderr: """
            Imported \(file) (beaver):
              activities: 1 added
              goals: 1 added
              completions: 2 added
              day marks: 1 added
              Yoga (new, twice a week): 2 completions added, 1 skipped day
              ignored: 1 (Beaver records done: false, a day unticked rather than failed)
              ignored: 1 (deleted Beaver habits: status soft_delete)
              ignored: 1 (records of deleted Beaver habits)

            """, status: 0))
    #expect(
      try sandbox.run("show", "Yoga").stdout.masked == """
        Yoga

        Goal       twice a week
        Colour     #E53935
        Created    2025-02-24
        Last done  2 days ago
        Id         <id 1>

        Last 14 days
        2025-02-27  ✓
        2025-02-25  skipped
        2025-02-24  ✓ (flow)

        """)
    try expectGolden(try sandbox.stats(of: "Yoga"), "import-beaver-stats.txt")
    #expect(
      try sandbox.run("export", "--format", "dates-json").stdout.masked == """
        {
          "habits": [
            {"id": "<id 1>", "title": "Yoga", "emoji": "", "colorHex": "#E53935", "createdDate": "2025-02-24T00:00:00Z"}
          ],
          "completions": {
            "<id 1>": ["2025-02-24", "2025-02-27"]
          }
        }

        """)
    #expect(try sandbox.run("import", file).stderr.contains("  Yoga: nothing new; 3 already present\n"))
    // The same export for bob: Yoga is alice's, so nothing of it is imported.
    try sandbox.run("user", "add", "bob")
    let asBob = try sandbox.run("import", file, "--user", "bob").stderr
    #expect(asBob.contains("  day marks: 0 added, 1 in conflict\n  Yoga: in conflict, nothing imported\n"))
    #expect(
      asBob.contains(
        "  conflict: Yoga was imported from this beaver data for alice (as Yoga), not for bob: its records were not "
          + "imported\n"))
  }

  @Test func habitKit() throws {
    let sandbox = try sandbox()
    let file = sandbox.write(
      "habitkit.json",
      """
      {"habits": [{"id": "h1", "name": "Water", "description": "glasses", "icon": null, "color": "blue", "emoji": "💧",
                   "archived": false, "isInverse": false, "orderIndex": 0, "createdAt": "2025-02-20T09:00:00.000Z"}],
       "completions": [
         {"id": "c1", "date": "2025-02-26T10:00:00.000Z", "habitId": "h1", "timezoneOffsetInMinutes": 840, "amountOfCompletions": 2, "note": "hot day"},
         {"id": "c2", "date": "2025-02-27T10:00:00.000Z", "habitId": "h1", "timezoneOffsetInMinutes": 840, "amountOfCompletions": 1, "note": null}],
       "intervals": [
         {"id": "i1", "habitId": "h1", "startDate": "2025-02-19T10:00:00.000Z", "endDate": "2025-02-26T10:00:00.000Z", "type": "day",
          "requiredNumberOfCompletions": null, "requiredNumberOfCompletionsPerDay": 2, "unitType": "incremental", "streakType": "day",
          "allowExceedingGoal": true},
         {"id": "i2", "habitId": "h1", "startDate": "2025-02-26T10:00:00.000Z", "endDate": null, "type": "week",
          "requiredNumberOfCompletions": 3, "requiredNumberOfCompletionsPerDay": 1, "unitType": "incremental", "streakType": "week",
          "allowExceedingGoal": true}],
       "reminders": [], "categories": [], "categoryMappings": []}
      """)
    #expect(
      try sandbox.run("import", file)
        == .init(
          stdout: "",
          stderr: """
            Imported \(file) (habitkit):
              activities: 1 added
              goals: 2 added
              completions: 3 added
              Water (new, 3 times a week): 3 completions added

            """, status: 0))
    // Local midnight at UTC+14 is 10:00 UTC the day before.
    #expect(
      try sandbox.run("show", "Water").stdout.masked == """
        💧 Water
        glasses

        Goal               3 times a week
          from 2025-02-20  twice a day
          from 2025-02-27  3 times a week
        Colour             #2196F3
        Created            2025-02-20
        Last done          yesterday
        Id                 <id 1>

        Last 14 days
        2025-02-28  ✓
        2025-02-27  ✓ (hot day), ✓

        """)
    try expectGolden(try sandbox.stats(of: "Water"), "import-habitkit-stats.txt")
    #expect(
      try sandbox.run("export", "--format", "dates-json").stdout.masked == """
        {
          "habits": [
            {"id": "<id 1>", "title": "Water", "emoji": "💧", "colorHex": "#2196F3", "createdDate": "2025-02-20T00:00:00Z"}
          ],
          "completions": {
            "<id 1>": ["2025-02-27", "2025-02-28"]
          }
        }

        """)
  }

  @Test func habitBull() throws {
    let sandbox = try sandbox()
    let file = sandbox.write(
      "habitbull.csv",
      """
      HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText
      Stretch,"hips, back",Fitness,2/26/2025,1,morning
      Stretch,"hips, back",Fitness,2/27/2025,0,
      Stretch,"hips, back",Fitness,2/28/2025,-2150000000,
      Stretch,"hips, back",Fitness,2025-02-28,1,

      """)
    #expect(
      try sandbox.run("import", file)
        == .init(
          stdout: "",
          stderr: """
            Imported \(file) (habitbull):
              activities: 1 added
              goals: 1 added
              completions: 2 added
              day marks: 1 added
              Stretch (new, once a day): 2 completions added, 1 failed day
              ignored: 1 (HabitBull categories: habit has no groups)
              ignored: 1 (HabitBull values below 0 (it writes -2150000000 where it has none))

            """, status: 0))
    #expect(
      try sandbox.run("show", "Stretch").stdout.masked == """
        Stretch
        hips, back

        Goal       once a day
        Colour     #E53935
        Created    2025-02-26
        Last done  yesterday
        Id         <id 1>

        Last 14 days
        2025-02-28  ✓
        2025-02-27  failed
        2025-02-26  ✓ (morning)

        """)
    try expectGolden(try sandbox.stats(of: "Stretch"), "import-habitbull-stats.txt")
    #expect(
      try sandbox.run("export", "--format", "dates-json").stdout.masked == """
        {
          "habits": [
            {"id": "<id 1>", "title": "Stretch", "emoji": "", "colorHex": "#E53935", "createdDate": "2025-02-26T00:00:00Z"}
          ],
          "completions": {
            "<id 1>": ["2025-02-26", "2025-02-28"]
          }
        }

        """)
  }

  static let badFiles: [BadFile] = [
    BadFile(
      "dijo-wrong-kind.json",
      #"[{"type": "Bit", "name": "A", "stats": {"2025-02-10": 3}, "goal": true, "auto": false}]"#,
      "1:41: a Bit habit's values are true or false, not a whole number", "Check the habit's \"type\"."),
    BadFile(
      "dijo-cut-short.json", #"[{"type": "Bit", "name": "A", "stats": {"2025-02-10": tr"#,
      "1:55: 'tr' is not a JSON value", "Put text in double quotes, or write true, false or null."),
    BadFile(
      "beaver-bad-day.json",
      #"{"user_email": "a@b.c", "habits": [{"id": "a", "name": "A", "records": [{"day": "2025-02-30", "done": true}]}]}"#,
      "1:81: '2025-02-30' is not a real date", "Write a day that exists."),
    BadFile(
      "beaver-cut-short.json", #"{"user_email": "a@b.c", "habits": [{"id": "a", "name": "A", "records": ["#,
      "1:73: the input ends where a value or ']' was expected", "The file may be cut short."),
    BadFile(
      "habitkit-bad-offset.json",
      #"{"habits": [], "completions": [{"habitId": "h", "date": "2025-02-10T00:00:00.000Z", "timezoneOffsetInMinutes": -900}]}"#,
      "1:112: -900 minutes is not a time zone offset", "Offsets run from -720 (UTC-12) to 840 (UTC+14)."),
    BadFile(
      "habitkit-cut-short.json", #"{"habits": [{"id": "h", "name": "Wa"#,
      "1:33: this string is not closed on its line",
      "Add the closing double quote; write a line break inside a string as \\n."),
    BadFile(
      "habitbull-bad-value.csv",
      "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\nRun,,,2025-02-10,done,\n",
      "2:18: 'done' is not an amount",
      "Write amounts as plain numbers such as 12 or 2.5 (a point, no unit or thousands separator)."),
    BadFile(
      "habitbull-cut-short.csv",
      "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\nRun,,,2025-02-10,1,\"open\n",
      "2:20: this quoted field is never closed",
      "Add the closing quote, and write any quote inside a field twice (\"\")."),
  ]

  @Test(arguments: badFiles)
  func aMalformedFileIsRefusedWithItsPlaceAndChangesNothing(_ bad: BadFile) throws {
    let sandbox = try sandbox()
    try sandbox.run("add", "Read")
    try sandbox.run("done", "Read")
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let path = sandbox.write(bad.name, bad.bytes)
    let result = try sandbox.run(["import", path] + bad.arguments)
    #expect(
      result
        == .init(
          stdout: "", stderr: "error: \(path):\(bad.message)\n\(bad.hint)\nNothing was imported.\n", status: 65))
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }
}
