import Foundation
import Testing

/// `habit import FOLDER` for harsh and habitctl, through the real binary: the report, what `show`, `stats` and the
/// dates export then say, importing again, and malformed folders refused with nothing written.
@Suite struct ForeignFolderImportTests {
  /// A sandbox with alice, today 2025-03-01, and a folder `name` holding `files`.
  func sandbox(folder name: String, _ files: [String: String]) throws -> (Sandbox, String) {
    let sandbox = try Sandbox(today: "2025-03-01")
    try sandbox.run("user", "add", "alice")
    let folder = sandbox.directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (file, text) in files { sandbox.write("\(name)/\(file)", text) }
    return (sandbox, folder.path)
  }

  static let harsh = [
    "habits": "! Health\nGym: 3/7\nMeditate: 1\nCoffee: 0\nOld course: 2w: 2025-01-31\n",
    "log": """
    2025-02-24 : Gym : y : legs : 1.5
    2025-02-24 : Meditate : y
    2025-02-25 : Meditate : n : overslept
    2025-02-26 : Gym : s : travelling
    2025-02-26 : Meditate : s
    2025-02-26 : Meditate : y : after all
    2025-02-27 : Coffee : y :  : 2
    2025-01-10 : Old course : y
    2025-02-28 : Yoga : y

    """,
  ]

  @Test func harshFolderImportsWithAReportPerHabit() throws {
    let (sandbox, folder) = try sandbox(folder: "harsh", Self.harsh)
    let imported = try sandbox.run("import", folder)
    #expect(
      imported
        == .init(
          stdout: "",
          stderr: """
            Imported \(folder) (harsh):
              activities: 5 added
              goals: 5 added
              completions: 6 added
              day marks: 2 added
              settings: 1 added
              Gym (new, 3 times in any 7 days): 1 completion added, 1 skipped day
              Meditate (new, once a day): 2 completions added, 1 failed day
              Coffee (new, 0 times a day): 1 completion added
              Old course (new, archived, once in any 14 days): 1 completion added
              Yoga (new, archived, 0 times a day): 1 completion added
              ignored: 1 (log lines replaced by a later line for the same habit and day)

            """, status: 0))
    #expect(
      try sandbox.run("show", "Gym").stdout.masked == """
        Gym

        Goal       3 times in any 7 days
        Colour     #E53935
        Created    2025-02-24
        Last done  5 days ago
        Id         <id 1>
        Section    Health

        Last 14 days
        2025-02-26  skipped (travelling)
        2025-02-24  ✓ 1.5 (legs)

        """)
    #expect(
      try sandbox.run("export", "--format", "dates-json").stdout.masked == """
        {
          "habits": [
            {"id": "<id 1>", "title": "Gym", "emoji": "", "colorHex": "#E53935", "createdDate": "2025-02-24T00:00:00Z"},
            {"id": "<id 2>", "title": "Meditate", "emoji": "", "colorHex": "#FB8C00", "createdDate": "2025-02-24T00:00:00Z"},
            {"id": "<id 3>", "title": "Coffee", "emoji": "", "colorHex": "#FDD835", "createdDate": "2025-02-27T00:00:00Z"},
            {"id": "<id 4>", "title": "Old course", "emoji": "", "colorHex": "#43A047", "createdDate": "2025-01-10T00:00:00Z"},
            {"id": "<id 5>", "title": "Yoga", "emoji": "", "colorHex": "#00897B", "createdDate": "2025-02-28T00:00:00Z"}
          ],
          "completions": {
            "<id 1>": ["2025-02-24"],
            "<id 2>": ["2025-02-24", "2025-02-26"],
            "<id 3>": ["2025-02-27"],
            "<id 4>": ["2025-01-10"],
            "<id 5>": ["2025-02-28"]
          }
        }

        """)
    let stats = try sandbox.stats(of: "Gym", "Meditate", "Coffee", "Old course", "Yoga")
    try expectGolden(stats, "import-harsh-stats.txt")
    // Importing the same folder again adds nothing.
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let again = try sandbox.run("import", folder)
    #expect(again.status == 0)
    #expect(
      again.stderr.contains("  completions: 0 added, 6 already present\n  day marks: 0 added, 2 already present\n"))
    #expect(again.stderr.contains("  Gym: nothing new; 2 already present\n"))
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }

  @Test func habitctlFolderImportsAndADryRunWritesNothing() throws {
    let (sandbox, folder) = try sandbox(
      folder: "habitctl",
      [
        "habits": "1 Meditate\n7 Call mom\n",
        "log": "2025-02-27\tMeditate\ty\n2025-02-27\tCall mom\tn\n\n"
          + "2025-02-28\tMeditate\ts\n2025-02-28\tMeditate\ty\n",
      ])
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let dry = try sandbox.run("import", folder, "--dry-run")
    #expect(dry.stderr.hasPrefix("Dry run of \(folder) (habitctl); nothing was written. Importing it would give:\n"))
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
    #expect(
      try sandbox.run("import", folder)
        == .init(
          stdout: "",
          stderr: """
            Imported \(folder) (habitctl):
              activities: 2 added
              goals: 2 added
              completions: 1 added
              day marks: 2 added
              Meditate (new, once a day): 1 completion added, 1 skipped day
              Call mom (new, once in any 7 days): 1 failed day added
              ignored: 1 (log lines repeating a habit and day (the first counts))

            """, status: 0))
    #expect(
      try sandbox.run("show", "Call mom", "--format", "csv").stdout == "day,status,amount,note\n2025-02-27,failed,,\n")
    try expectGolden(try sandbox.stats(of: "Meditate", "Call mom"), "import-habitctl-stats.txt")
    #expect(
      try sandbox.run("export", "--format", "dates-json").stdout.masked == """
        {
          "habits": [
            {"id": "<id 1>", "title": "Meditate", "emoji": "", "colorHex": "#E53935", "createdDate": "2025-02-27T00:00:00Z"},
            {"id": "<id 2>", "title": "Call mom", "emoji": "", "colorHex": "#FB8C00", "createdDate": "2025-02-27T00:00:00Z"}
          ],
          "completions": {
            "<id 1>": ["2025-02-27"],
            "<id 2>": []
          }
        }

        """)
  }

  /// A malformed folder, and exactly what `habit import` must say about it.
  struct BadFolder: CustomTestStringConvertible, Sendable {
    let name: String
    let files: [String: String]
    let arguments: [String]
    /// What follows `error: FOLDER`: `/file:line:column: what`, or `: what` for the folder as a whole.
    let message: String
    let hint: String

    init(_ name: String, _ files: [String: String], arguments: [String] = [], _ message: String, _ hint: String) {
      (self.name, self.files, self.arguments, self.message, self.hint) = (name, files, arguments, message, hint)
    }

    var testDescription: String { name }
  }

  static let badFolders: [BadFolder] = [
    BadFolder(
      "harsh-bad-frequency", ["habits": "Gym: 3/7\nRun: 8/7\n", "log": ""], arguments: ["--format", "harsh"],
      "/habits:2:6: 8 times cannot fit in 7 days (8/7)",
      "harsh frequencies are N (once every N days, 0 to only track), Nw (once every N weeks) or T/I (T times in any "
        + "I days, where I may be Nw)."),
    BadFolder(
      "harsh-bad-outcome", ["habits": "Gym: 3/7\n", "log": "2025-02-01 : Gym : y\n2025-02-02 : Gym : done\n"],
      "/log:2:20: 'done' is not y, n or s", "The third field is y (done), n (not done) or s (skipped)."),
    BadFolder(
      "harsh-cut-short", ["habits": "Gym: 3/7\n", "log": "2025-02-01 : Gym : y\n2025-02-0"],
      "/log:2:1: this line has 1 field separated by ' : ', not 3 to 5",
      "Write log lines as 'yyyy-MM-dd : Habit : y|n|s : comment : amount'; a comment cannot contain ' : '."),
    BadFolder(
      "harsh-bad-day", ["habits": "Gym: 3/7\n", "log": "2025-02-29 : Gym : y\n"],
      "/log:1:1: '2025-02-29' is not a real date", "Write a day that exists."),
    BadFolder(
      "habitctl-bad-days", ["habits": "1 Read\nweekly Gym\n", "log": "2025-02-01\tRead\ty\n"],
      "/habits:2:1: 'weekly' is not a number of days",
      "Write habits as '<every_n_days> <name>': 1 Meditate (daily), 7 Call mom, 0 Coffee (only tracked)."),
    BadFolder(
      "habitctl-cut-short", ["habits": "1 Read\n", "log": "2025-02-01\tRead\ty\n2025-02-02\tRe"],
      "/log:2:1: this line has 2 fields separated by tabs, not 3",
      "Write log lines as yyyy-MM-dd, the habit's name and y, n or s, separated by tabs."),
    BadFolder(
      "no-log", ["habits": "1 Read\n"], arguments: ["--format", "habitctl"],
      ": cannot open log in this folder: No such file or directory",
      "harsh's and habitctl's folders hold two files, habits and log; import the folder that has both."),
    BadFolder(
      "neither", ["habits": "# empty\n", "log": ""],
      ": cannot tell whether this folder is harsh's or habitctl's",
      "harsh's log separates fields with ' : ' and habitctl's with tabs; choose with --format harsh or "
        + "--format habitctl."),
    BadFolder(
      "own-format-for-a-folder", ["habits": "1 Read\n", "log": ""], arguments: ["--format", "csv"],
      ": csv is read from a file, and this is a folder",
      "Give the file itself, or leave out --format for a folder: Loop's CSV export, dijo's, harsh's or habitctl's."),
  ]

  @Test(arguments: badFolders)
  func aMalformedFolderIsRefusedWithItsPlaceAndChangesNothing(_ bad: BadFolder) throws {
    let (sandbox, folder) = try sandbox(folder: bad.name, bad.files)
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let result = try sandbox.run(["import", folder] + bad.arguments)
    #expect(
      result
        == .init(
          stdout: "", stderr: "error: \(folder)\(bad.message)\n\(bad.hint)\nNothing was imported.\n", status: 65))
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }
}
