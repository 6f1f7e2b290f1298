import Foundation
import HabitCore
import HabitStore
import SQLite
import Testing

@testable import HabitInterchange

/// Loop backups of every schema version, written by the test, read into habit.
@Suite struct LoopBackupParserTests {
  @Test(arguments: 8...25)
  func everySchemaVersionReadsWithWhatItHas(version: Int) throws {
    // Given a backup of this version with a 3-in-7-days habit in Loop's teal (ARGB, then an index into the
    // 13-colour palette, then into the 20-colour one), its question where the version keeps it
    var backup = LoopBackupBuilder(version: version)
    let color: Int64 = version < 14 ? -16_742_021 : version < 21 ? 5 : 8
    let question = version >= 23 ? ["question": "Did you read?"] : ["description": "Did you read?"]
    let read = backup.habit("Read", ["freq_num": 3, "freq_den": 7, "color": color].merging(question) { $1 })
    backup.repetition(read, "2026-01-01", version >= 16 ? 2 : nil)
    backup.repetition(read, "2026-01-03", version >= 16 ? 3 : nil, notes: version >= 25 ? "away" : nil)
    let loop = try LoopImport()
    // When it is imported
    let report = try loop.run(try backup.write())
    // Then every version gives the same habit; before 16 every row is a done day, after it 3 is a skip
    #expect(report.format == "loop-db")
    #expect(
      try loop.snapshot() == [
        "Read | #00897B | 3/7d from 2026-01-01 | - | active | Did you read?",
        "  2026-01-01 done",
        version < 16 ? "  2026-01-03 done" : "  2026-01-03 skipped" + (version >= 25 ? " (away)" : ""),
      ])
    let key = version >= 24 ? "loop " + String(format: "%032x", 1) : "loop-row id:1:Read"
    #expect(try loop.sources() == ["Read: " + key])
    #expect(
      report.activityDetails.map { "\($0.name) \($0.completions.added) \($0.skipped.added)" }
        == ["Read \(version < 16 ? 2 : 1) \(version < 16 ? 0 : 1)"])
  }

  @Test func columnsOnlyTheMeaningRestsOnAreRequired() throws {
    // Given an old backup without the columns a habit can do without
    var backup = LoopBackupBuilder(version: 8)
    backup.habit("B", ["freq_num": 2, "freq_den": 7])
    backup.habit("A")
    backup.repetition(1, "2026-01-01")
    backup.extraSQL = ["archived", "color", "description", "position", "highlight", "reminder_hour", "reminder_min"]
      .map { "ALTER TABLE Habits DROP COLUMN \($0);" }.joined()
    let loop = try LoopImport()
    let report = try loop.run(try backup.write())
    // Then they take Loop's defaults: active, the next colour of habit's palette, in id order
    #expect(
      try loop.snapshot() == [
        "B | #E53935 | 2/7d from 2026-01-01 | - | active | ", "  2026-01-01 done",
        "A | #FB8C00 | 1/day from 2026-07-10 | - | active | ",
      ])
    #expect(report.ignored.isEmpty)
  }

  @Test func colorsFollowThePaletteOfTheFilesVersion() {
    #expect(LoopPalette.current.count == 20 && LoopPalette.schema14.count == 13)
    // Loop's migration 14 turned these ARGB values into 0, 5 and 12; its migration 21 moved them to 0, 8, 19.
    for (argb, old, new, hex) in [
      (-2_937_041, 0, 0, "#D32F2F"), (-16_742_021, 5, 8, "#00897B"), (-5_592_406, 12, 19, "#AAAAAA"),
    ] {
      #expect(LoopPalette.color(Int64(argb), schemaVersion: 13).hex == hex)
      #expect(LoopPalette.color(Int64(old), schemaVersion: 20).hex == hex)
      #expect(LoopPalette.color(Int64(new), schemaVersion: 25).hex == hex)
    }
    // A colour outside the palette is Loop's first, red, as Loop shows it; ARGB keeps any colour.
    #expect(LoopPalette.color(20, schemaVersion: 25).hex == "#D32F2F")
    #expect(LoopPalette.color(13, schemaVersion: 16).hex == "#D32F2F")
    #expect(LoopPalette.color(-1, schemaVersion: 25).hex == "#D32F2F")
    #expect(LoopPalette.color(0x7F12_3456, schemaVersion: 12).hex == "#123456")
    #expect(LoopPalette.color(-16_777_216, schemaVersion: 8).hex == "#000000")
  }

  @Test func aYesOrNoHabitsValues() throws {
    // Given a daily habit and a 2-in-3-days one with every value Loop stores, each with a note
    var backup = LoopBackupBuilder(version: 25)
    let daily = backup.habit("Floss")
    let often = backup.habit("Run", ["freq_num": 2, "freq_den": 3])
    for habit in [daily, often] {
      backup.repetition(habit, "2026-03-01", 2, notes: "done")
      backup.repetition(habit, "2026-03-02", 2)
      backup.repetition(habit, "2026-03-03", 0, notes: "ill")
      backup.repetition(habit, "2026-03-04", 3)
      backup.repetition(habit, "2026-03-05", -1, notes: "a note alone")
      backup.repetition(habit, "2026-03-06", 1)
      backup.repetition(habit, "2026-03-07", 0, notes: "")
    }
    let loop = try LoopImport()
    let report = try loop.run(try backup.write())
    // Then done and skipped days come over for both; "not done" fails the daily habit's day only
    #expect(
      try loop.snapshot() == [
        "Floss | #00897B | 1/day from 2026-03-01 | - | active | ",
        "  2026-03-01 done (done)", "  2026-03-02 done", "  2026-03-03 failed (ill)", "  2026-03-04 skipped",
        "  2026-03-07 failed",
        "Run | #00897B | 2/3d from 2026-03-01 | - | active | ",
        "  2026-03-01 done (done)", "  2026-03-02 done", "  2026-03-04 skipped",
      ])
    #expect(
      LoopImport.ignored(report) == [
        "2 days Loop checked automatically from the frequency (derived)", "2 days marked unknown (nothing entered)",
        "2 not-done days of habits judged on several days (Loop lets the window carry them)",
        "3 notes of days not imported",
      ])
  }

  @Test func aNumericalHabitsAmountsAreStoredTimesAThousand() throws {
    // Given "at most 12 km in any 30 days" and "at least 2.5 litres a day"
    var backup = LoopBackupBuilder(version: 25)
    let run = backup.habit(
      "Run", ["type": 1, "freq_den": 30, "target_type": 1, "target_value": 12.0, "unit": "km"])
    let water = backup.habit("Water", ["type": 1, "target_value": 2.5, "unit": " litres "])
    backup.repetition(run, "2026-05-01", 12_000, notes: "long")
    backup.repetition(run, "2026-05-02", 2_500)
    backup.repetition(run, "2026-05-03", 3)
    backup.repetition(run, "2026-05-04", -1)
    backup.repetition(run, "2026-05-05", 0)
    backup.repetition(water, "2026-05-01", 1)
    let loop = try LoopImport()
    let report = try loop.run(try backup.write())
    // Then amounts are divided back; 3 and -1 are skip and unknown, as for a yes or no habit
    #expect(
      try loop.snapshot() == [
        "Run | #00897B | <=12 km/30d from 2026-05-01 | km | active | ",
        "  2026-05-01 done 12 (long)", "  2026-05-02 done 2.5", "  2026-05-03 skipped", "  2026-05-05 done 0",
        "Water | #00897B | 2.5 litres/day from 2026-05-01 | litres | active | ",
        "  2026-05-01 done 0.001",
      ])
    #expect(LoopImport.ignored(report) == ["1 days marked unknown (nothing entered)"])
  }

  @Test func frequenciesBecomeGoalsFaithfully() throws {
    var backup = LoopBackupBuilder(version: 24)
    for (name, numerator, denominator) in [
      ("A", 1, 1), ("B", 3, 7), ("C", 7, 7), ("D", 1, 30), ("E", 1, 31), ("F", 5, 366),
    ] {
      backup.habit(name, ["freq_num": numerator, "freq_den": denominator])
    }
    let loop = try LoopImport()
    try loop.run(try backup.write())
    #expect(
      try loop.database.activities(of: loop.alice).map { $0.goals.map(\.goal.spec) }
        == [["1/day"], ["3/7d"], ["7/7d"], ["1/30d"], ["1/31d"], ["5/366d"]])
    // With nothing recorded, the goal holds from the day of the import.
    #expect(try loop.database.activities(of: loop.alice).allSatisfy { $0.goals[0].effectiveFrom == LoopImport.today })
  }

  @Test func theQuestionAndTheDescriptionBothBecomeTheDescription() throws {
    var backup = LoopBackupBuilder(version: 25)
    backup.habit("Q", ["question": "Did you?", "description": ""])
    backup.habit("D", ["question": "", "description": "Notes"])
    backup.habit("QD", ["question": " Did you? ", "description": "Notes\nmore"])
    backup.habit("N", ["question": DynamicValue.null, "description": DynamicValue.null])
    let loop = try LoopImport()
    try loop.run(try backup.write())
    #expect(
      try loop.database.activities(of: loop.alice).map(\.description) == [
        "Did you?", "Notes", "Did you?\nNotes\nmore", "",
      ])
  }

  @Test func duplicateNamesGetAVisibleSuffixInPositionOrder() throws {
    var backup = LoopBackupBuilder(version: 12)
    backup.habit("Vegan", ["position": 3])
    backup.habit("vegan", ["position": 1])
    backup.habit("Vegan (2)", ["position": 2])
    backup.habit(" Vegan ", ["position": 4])
    let loop = try LoopImport()
    let report = try loop.run(try backup.write())
    #expect(report.activityDetails.map(\.name) == ["vegan", "Vegan (2)", "Vegan (3)", "Vegan (4)"])
    #expect(
      try loop.sources() == [
        "vegan: loop-row id:2:vegan", "Vegan (2): loop-row id:3:Vegan (2)", "Vegan (3): loop-row id:1:Vegan",
        "Vegan (4): loop-row id:4:Vegan",
      ])
  }

  @Test func aTimestampIsTheUTCMidnightOfTheLocalDay() throws {
    var backup = LoopBackupBuilder(version: 22)
    let habit = backup.habit("Read")
    for timestamp: Int64 in [0, -86_400_000, 1_709_164_800_000, -62_135_596_800_000] {
      backup.repetitions.append(["habit": habit, "timestamp": timestamp, "value": 2])
    }
    let loop = try LoopImport()
    try loop.run(try backup.write())
    #expect(
      try loop.snapshot().dropFirst() == [
        "  0001-01-01 done", "  1969-12-31 done", "  1970-01-01 done", "  2024-02-29 done",
      ])
    // The last day Loop can write is a day after today, refused like --date refuses it
    var late = LoopBackupBuilder(version: 22)
    late.repetitions.append(["habit": late.habit("Read"), "timestamp": 253_402_214_400_000 as Int64, "value": 2])
    #expect(
      LoopImport.refusal(try late.write())?.message
        == "the day 9999-12-31 is after today (2026-07-10) in every time zone")
    for (timestamp, expected) in [
      (86_399_999 as Int64, "the UTC midnight (a multiple of 86400000 ms) of a day"),
      (1_709_164_800_001, "the UTC midnight (a multiple of 86400000 ms) of a day"),
      (253_402_300_800_000, "a day between the years 1 and 9999"),
    ] {
      var bad = LoopBackupBuilder(version: 22)
      bad.habit("Read")
      bad.repetitions.append(["habit": Int64(1), "timestamp": timestamp, "value": 2])
      #expect(
        LoopImport.refusal(try bad.write())?.message
          == "Repetitions row with id 1: timestamp is \(timestamp), not \(expected)")
    }
  }

  @Test func oldFilesRepeatedDaysAndOrphansAreDroppedAsLoopDoes() throws {
    // Given a schema 21 file (before Loop's cleanup in 22): a day twice, a row of no habit, a row without a day
    var backup = LoopBackupBuilder(version: 21)
    let read = backup.habit("Read", ["reminder_hour": 8, "reminder_min": 30, "archived": 1])
    backup.repetition(read, "2026-02-01", 0)
    backup.repetition(read, "2026-02-01", 2)
    backup.repetition(99, "2026-02-02", 2)
    backup.repetitions.append(["habit": read, "timestamp": DynamicValue.null, "value": 2])
    backup.repetitions.append(["habit": DynamicValue.null, "timestamp": 0, "value": 2])
    let loop = try LoopImport()
    let report = try loop.run(try backup.write())
    // Then the first row of the day wins, and the rest is counted
    #expect(try loop.snapshot() == ["Read | #00897B | 1/day from 2026-02-01 | - | archived | ", "  2026-02-01 failed"])
    #expect(
      LoopImport.ignored(report) == [
        "1 a day repeated for the same habit (Loop keeps the first)",
        "1 reminders (habit's are a member's: habit settings reminder)",
        "2 repetitions of a habit the backup does not have (Loop deletes them too)",
        "1 repetitions without a day (Loop deletes them too)",
      ])
  }

  @Test func importingAgainAddsNothingAndANewerBackupOnlyWhatIsNew() throws {
    // Given an old backup (schema 23: no uuid) imported
    var old = LoopBackupBuilder(version: 23)
    let read = old.habit("Read")
    let weight = old.habit("Weight", ["type": 1, "unit": "kg"])
    old.repetition(read, "2026-01-01", 2)
    old.repetition(weight, "2026-01-01", 70_000)
    let loop = try LoopImport()
    let first = try loop.run(try old.write())
    #expect(first.completions == .init(added: 2))
    // When it is imported again, and then a newer backup of the same phone (uuids, a new day, an edited amount)
    let again = try loop.run(try old.write())
    var newer = LoopBackupBuilder(version: 25)
    newer.habit("Read")
    newer.habit("Weight", ["type": 1, "unit": "kg"])
    newer.repetition(read, "2026-01-01", 2)
    newer.repetition(read, "2026-01-02", 2)
    newer.repetition(weight, "2026-01-01", 71_000)
    let latest = try loop.run(try newer.write())
    // Then the second import adds nothing, and the newer backup only its new day: the edit is a conflict
    #expect(again.completions == .init(present: 2))
    #expect(again.activities == .init(present: 2) && again.goals == .init(present: 2))
    #expect(latest.completions == .init(added: 1, present: 1, conflicting: 1))
    #expect(latest.conflicts == ["Weight on 2026-01-01 is 71 in the file but 70 in the database"])
    #expect(
      try loop.sources() == [
        "Read: loop \(String(format: "%032x", 1))", "Read: loop-row id:1:Read",
        "Weight: loop \(String(format: "%032x", 2))",
        "Weight: loop-row id:2:Weight",
      ])
  }

  @Test func aHabitOfAnotherPhoneWithATakenNameArrivesApart() throws {
    // Given a backup of one phone imported, and alice's own Walk made by hand
    var phone = LoopBackupBuilder(version: 25)
    phone.repetition(phone.habit("Read"), "2026-01-01", 2)
    let loop = try LoopImport()
    try loop.run(try phone.write())
    _ = try loop.database.addActivity(NewActivity(name: "Walk"), for: loop.alice, today: LoopImport.today)
    // When a backup of another phone has its own Read (another uuid) and a Walk
    var other = LoopBackupBuilder(version: 25)
    other.repetition(other.habit("Read", ["uuid": String(format: "%032x", 7)]), "2026-01-02", 2)
    other.habit("Walk", ["uuid": String(format: "%032x", 8)])
    let report = try loop.run(try other.write())
    // Then its Read is another habit, beside the first; Walk, which has no Loop id yet, is taken on
    #expect(report.activityDetails.map { "\($0.name) \($0.isNew)" } == ["Read (2) true", "Walk false"])
    #expect(
      try loop.sources() == [
        "Read: loop \(String(format: "%032x", 1))", "Walk: loop \(String(format: "%032x", 8))",
        "Read (2): loop \(String(format: "%032x", 7))",
      ])
  }

  @Test func theFileIsOnlyRead() throws {
    var backup = LoopBackupBuilder(version: 25)
    backup.habit("Read")
    backup.repetition(1, "2026-01-01", 2)
    // A trigger that would write if anything wrote; SELECT fires none.
    backup.extraSQL =
      "CREATE TABLE log (x); CREATE TRIGGER t AFTER UPDATE ON Habits BEGIN INSERT INTO log VALUES (1); END"
    let file = try backup.write()
    let path = file.path
    let before = FileManager.default.contents(atPath: path)
    let loop = try LoopImport()
    try loop.run(path)
    #expect(FileManager.default.contents(atPath: path) == before)
    for suffix in ["-journal", "-wal", "-shm"] { #expect(!FileManager.default.fileExists(atPath: path + suffix)) }
  }

  @Test func filesThatAreNotLoopBackupsAreRefusedBeforeAnyRowIsRead() throws {
    func refusal(_ sql: String, version: Int = 25) throws -> String? {
      var backup = LoopBackupBuilder(version: version)
      backup.habit("Read")
      backup.extraSQL = sql
      return LoopImport.refusal(try backup.write())?.message
    }
    #expect(
      try refusal("DROP TABLE Repetitions") == "a SQLite database without a Repetitions table, so not a Loop backup")
    #expect(
      try refusal("ALTER TABLE Habits RENAME TO h; CREATE VIEW Habits AS SELECT * FROM h")
        == "Habits is a view, not a table: not a backup Loop writes")
    #expect(
      try refusal(
        "DROP TABLE Repetitions; CREATE TABLE Repetitions (id, habit, timestamp, value, notes, x AS (abs(1)))")
        == "Repetitions has a computed column (x): not a backup Loop writes")
    #expect(try refusal("", version: 7) == "a Loop backup of schema version 7; habit reads versions 8 to 25")
    #expect(try refusal("", version: 26) == "a Loop backup of schema version 26; habit reads versions 8 to 25")
    #expect(try refusal("PRAGMA application_id = 1214341737") == "this is a habit database, not a Loop backup")
    #expect(try refusal("PRAGMA application_id = 7") == "a SQLite database of another program, not a Loop backup")
    #expect(
      try refusal("ALTER TABLE Repetitions DROP COLUMN notes")
        == "the Repetitions table has no column notes, which Loop's schema 25 has")
    #expect(
      try refusal("UPDATE Habits SET archived = 2") == "Habits row with id 1: archived is 2, not 0 or 1")
    #expect(
      try refusal("UPDATE Habits SET freq_den = 0")
        == "Habits row with id 1: a frequency over 0 days: habit's rolling windows are 1 to 366 days long")
    #expect(
      try refusal("UPDATE Habits SET freq_num = 2")
        == "Habits row with id 1: 2 times in 1 day cannot be met with one check a day")
    #expect(
      try refusal("UPDATE Habits SET freq_num = 'x'") == "Habits row with id 1: freq_num is x, not a whole number")
    #expect(try refusal("UPDATE Habits SET name = ' '") == "Habits row with id 1: the habit has no name")
    #expect(
      try refusal("INSERT INTO Repetitions (habit, timestamp, value) VALUES (1, 0, 7)")
        == "Repetitions row with id 1: value is 7, not 2 (done), 0 (not done), 3 (skipped), 1 (automatic) or -1 (unknown)"
    )
    #expect(
      try refusal("UPDATE Habits SET type = 1; INSERT INTO Repetitions (habit, timestamp, value) VALUES (1, 0, -5)")
        == "Repetitions row with id 1: value is -5, not an amount x 1000 of 0 or more, 3 (skipped) or -1 (unknown)")
  }

  @Test func aDamagedOrTruncatedFileIsRefused() throws {
    var backup = LoopBackupBuilder(version: 25)
    backup.habit("Read")
    for day in 1...28 {
      backup.repetition(1, "2026-02-\(day < 10 ? "0" : "")\(day)", 2, notes: String(repeating: "n", count: 300))
    }
    let file = try backup.write()
    let bytes = try #require(FileManager.default.contents(atPath: file.path))
    // Cut in half: SQLite sees it as it reads the schema.
    let truncated = TemporaryFile("truncated.db", bytes: Array(bytes.prefix(bytes.count / 2)))
    #expect(
      LoopImport.refusal(truncated)
        == ImportError(
          "not a SQLite database, or a damaged one (SQLite says: database disk image is malformed)", at: nil,
          hint: "Import a backup made by Loop Habit Tracker (Settings, Export full backup)."))
    // Whole, but with the last pages (the notes) zeroed: SQLite sees it among the rows.
    let zeroed = TemporaryFile("zeroed.db", bytes: Array(bytes.dropLast(8192)) + Array(repeating: 0, count: 8192))
    #expect(
      LoopImport.refusal(zeroed)
        == ImportError(
          "the backup cannot be read: database disk image is malformed", at: nil,
          hint: "The file is damaged: make a new backup in Loop."))
  }
}
