import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// What hostile files, values and disks do to the binary: each is refused with its sentence and documented exit
/// code, or bounded, and nothing is left behind. The sandbox's today is 2026-11-21.
@Suite struct HostileInputTests {
  static let id = "0f8fad5b-d9cb-469f-a165-70867728950e"

  /// Runs a shell line as root would type it (mount, mkfifo, python3); its exit status.
  @discardableResult
  static func shell(_ line: String) throws -> Int32 { try FileSystemFailureTests.shell(line) }

  // MARK: Amounts

  @Test func anAmountPastABillionIsRefusedOnTheCommandLineAndInEveryFile() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    // Given amounts of 9.3e18, which no Int holds, at each way in
    let add = try sandbox.run(["add", "Read", "--amount", "9.3e18", "--unit", "pages"])
    #expect(add.status == 64, "\(add)")
    #expect(add.stderr.contains("--amount must be at most 1000000000"), "\(add)")
    try sandbox.run("add", "Read")
    let done = try sandbox.run(["done", "Read", "--amount", "9.3e18"])
    #expect(done.status == 64, "\(done)")
    #expect(done.stderr.contains("--amount must be at most 1000000000"), "\(done)")
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let csv = sandbox.write(
      "big.csv", "user,activity_id,activity,day,amount,unit,note\nalice,,Read,2026-11-20,9300000000000000000,,\n")
    let imported = try sandbox.run("import", csv)
    #expect(imported.status == 65, "\(imported)")
    #expect(imported.stderr.hasPrefix("error: \(csv):2:"), "\(imported)")
    #expect(imported.stderr.contains("the amount 9300000000000000000 is more than 1000000000"), "\(imported)")
    let json = sandbox.write(
      "big.json",
      """
      {"format": "habit", "version": 1, "users": [{"id": "\(Self.id)", "name": "alice", "activities": [
        {"name": "Walk", "unit": "km", "requiredAmount": 1e19}]}]}

      """)
    let native = try sandbox.run("import", json)
    #expect(native.status == 65, "\(native)")
    #expect(native.stderr.contains("the amount 1e19 is more than 1000000000"), "\(native)")
    // Then nothing was written
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
    // And a billion itself is taken
    #expect(try sandbox.run(["done", "Read", "--amount", "1000000000"]).status == 0)
  }

  // MARK: Habitica

  /// Habitica's data export with one habit whose history holds `entries` (JSON objects).
  static func habitica(_ entries: String) -> String {
    """
    {"tasks": {"habits": [{"id": "h1", "text": "Stretch", "history": [\(entries)]}], "dailys": []},
     "preferences": {"timezoneOffset": 0, "dayStart": 0}}

    """
  }

  @Test func habiticaClicksPastAThousandADayAreCappedAndCounted() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    // Given 5,000 + clicks on 2026-11-20 (12:00 UTC), over two entries
    let file = sandbox.write(
      "habitica-user-data.json",
      Self.habitica(
        #"{"date": 1795176000000, "scoredUp": 4000, "scoredDown": 0}, {"date": 1795176060000, "scoredUp": 1000, "scoredDown": 0}"#
      ))
    let result = try sandbox.run("import", file)
    // Then 1,000 completions are imported that day, and the 4,000 more are counted in the report
    #expect(result.status == 0, "\(result)")
    #expect(
      try sandbox.sqlite3(sandbox.defaultDatabase, "SELECT day, count(*) FROM completions GROUP BY day")
        == "2026-11-20|1000\n")
    #expect(result.stderr.contains("ignored: 4,000 (Habitica + clicks beyond 1,000 on one day)"), "\(result)")
  }

  @Test(arguments: ["9.3e18", "-1e18", "1e400"])
  func aHabiticaDateNoDayHoldsIsRefusedWithItsPlace(_ date: String) throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let file = sandbox.write("habitica-user-data.json", Self.habitica(#"{"date": \#(date), "scoredUp": 1}"#))
    let result = try sandbox.run("import", file)
    #expect(result.status == 65, "\(result)")
    #expect(
      result.stderr.hasPrefix("error: \(file):1:")
        && result.stderr.contains(
          "this entry's date is not a day between the years 1 and 9999"),
      "\(result)")
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }

  // MARK: Times in habit's own files

  @Test func aCreatedAtFractionLongerThanNanosecondsIsRefused() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let file = sandbox.write(
      "export.json",
      """
      {"format": "habit", "version": 1, "users": [{"id": "\(Self.id)", "name": "alice", "activities": [
        {"name": "Run", "completions": [{"day": "2026-11-20", "createdAt": "2026-11-20T10:00:00.9999999999999999999Z"}]}]}]}

      """)
    let result = try sandbox.run("import", file)
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("'2026-11-20T10:00:00.9999999999999999999Z' is not a UTC time"), "\(result)")
    // A fraction of nanoseconds is a time
    let fine = sandbox.write(
      "fine.json",
      """
      {"format": "habit", "version": 1, "users": [{"id": "\(Self.id)", "name": "alice", "activities": [
        {"name": "Run", "completions": [{"day": "2026-11-20", "createdAt": "2026-11-20T10:00:00.123456789Z"}]}]}]}

      """)
    #expect(try sandbox.run("import", fine).status == 0)
  }

  @Test func aDatesJSONCreatedDateBeforeTheYearOneIsRefused() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let file = sandbox.write(
      "dates.json",
      #"{"habits": [{"id": "\#(Self.id)", "title": "Old", "createdDate": -2.4e11}], "completions": {}}"# + "\n")
    let result = try sandbox.run("import", file)
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("-2.4e11 is not a time between the years 1 and 9999"), "\(result)")
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }

  // MARK: Time zones

  @Test func anExportMadeWhereTheDayHasBegunImportsWhereItHasNot() throws {
    // Given an export made in UTC+14 on 2026-11-23, with a completion that day
    let east = try Sandbox(today: "2026-11-23")
    try east.run("user", "add", "alice")
    try east.run("add", "Read")
    try east.run("done", "Read")
    let file = east.directory.appendingPathComponent("export.json").path
    #expect(try east.run("export", "-o", file).status == 0)
    // When it is imported in UTC-12, where it is still 2026-11-21
    let west = try Sandbox(today: "2026-11-21")
    try west.run("user", "add", "alice")
    let result = try west.run("import", file)
    // Then the completion is there
    #expect(result.status == 0, "\(result)")
    #expect(try west.sqlite3(west.defaultDatabase, "SELECT day FROM completions") == "2026-11-23\n")
  }

  // MARK: SQLite files

  @Test func aRewireBackupDefiningAVirtualTableIsRefusedBeforeAnyOfItRuns() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let file = sandbox.directory.appendingPathComponent("rewire.db").path
    #expect(FileManager.default.createFile(atPath: file, contents: nil))
    _ = try sandbox.sqlite3(
      file,
      """
      CREATE TABLE Habits (_id INTEGER PRIMARY KEY, Name TEXT, description TEXT, active_days TEXT, schedule INTEGER,
        days INTEGER, period INTEGER);
      CREATE TABLE CHECKINS (habit_id INTEGER, date INTEGER, type INTEGER, note TEXT);
      INSERT INTO Habits VALUES (1, 'Wake up early', '', '1,2,3,4,5,6,7', 0, 7, 0);
      CREATE VIRTUAL TABLE REMINDERS USING fts5(text);
      INSERT INTO REMINDERS VALUES ('wake');
      """)
    let result = try sandbox.run("import", file)
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("the file defines the virtual table 'REMINDERS'"), "\(result)")
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }

  // MARK: Backups

  @Test func aBackupIsAsPrivateAsItsDatabase() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let backup = sandbox.directory.appendingPathComponent("backup.sqlite").path
    // Under umask 022, which would make a new file world-readable
    let result = try FileSafetyTests.run(sandbox, umask: "022", ["backup", backup])
    #expect(result.status == 0, "\(result)")
    #expect(FileSafetyTests.mode(sandbox.defaultDatabase) & 0o777 == 0o600)
    #expect(FileSafetyTests.mode(backup) & 0o777 == 0o600)
  }

  /// A sandbox with a database of about 600 KB, and a full 64 KB file system mounted in it (a `filler` file takes
  /// its room); unmounted by `body`'s end.
  static func withFullDisk(_ body: (Sandbox, String) throws -> Void) throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    var csv = "user,activity_id,activity,day,amount,unit,note\n"
    for index in 0..<300 { csv += "alice,,Read,2026-11-20,,,\(index) " + String(repeating: "x", count: 1900) + "\n" }
    #expect(try sandbox.run("import", sandbox.write("notes.csv", csv)).status == 0)
    let mount = sandbox.directory.appendingPathComponent("small").path
    try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
    #expect(try shell("mount -t tmpfs -o size=64k tmpfs '\(mount)'") == 0)
    defer { _ = try? shell("umount '\(mount)'") }
    #expect(try shell("dd if=/dev/zero of='\(mount)/filler' bs=1k count=1000 2>/dev/null") != 0)
    try body(sandbox, mount)
  }

  @Test(.enabled(if: geteuid() == 0, "mounting a small file system needs root"))
  func aBackupOntoAFullDiskExits74AndLeavesNothing() throws {
    try Self.withFullDisk { sandbox, mount in
      let result = try sandbox.run("backup", mount + "/backup.sqlite")
      #expect(result.status == 74, "\(result)")
      #expect(result.stderr.hasPrefix("error: cannot write \(mount)/backup.sqlite: "), "\(result)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: mount) == ["filler"])
    }
  }

  @Test(.enabled(if: geteuid() == 0, "mounting a small file system needs root"), arguments: ["export", "report"])
  func anExportOrReportOntoAFullDiskExits74AndLeavesNothing(_ command: String) throws {
    try Self.withFullDisk { sandbox, mount in
      let result = try sandbox.run(command, "-o", mount + "/out")
      #expect(result.status == 74, "\(result)")
      #expect(result.stderr.hasPrefix("error: cannot write \(mount)/out: No space left on device"), "\(result)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: mount) == ["filler"])
    }
  }

  // MARK: Opening the database

  @Test func aPlantedWALSymlinkIsNamedAsSuch() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let database = sandbox.defaultDatabase
    #expect(try Self.shell("ln -s /tmp/elsewhere-\(UUID().uuidString) '\(database)-wal'") == 0)
    let result = try sandbox.run("list")
    #expect(!result.stderr.contains("it is a directory"), "\(result)")
    #expect(result.stderr.contains("\(database)-wal beside it is a symlink"), "\(result)")
    #expect(result.status == 66, "\(result)")
  }

  @Test(.enabled(if: geteuid() == 0, "mounting a small file system needs root"))
  func aDatabaseOnAReadOnlyMountIsNamedAsSuch() throws {
    let sandbox = try Sandbox()
    let mount = sandbox.directory.appendingPathComponent("ro").path
    try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
    #expect(try Self.shell("mount -t tmpfs -o size=1m tmpfs '\(mount)'") == 0)
    defer { _ = try? Self.shell("umount '\(mount)'") }
    let database = mount + "/habit.sqlite"
    try sandbox.run(["user", "add", "alice", "--db", database])
    #expect(try Self.shell("mount -o remount,ro '\(mount)'") == 0)
    for command in [["list"], ["done", "Read"], ["add", "Read"]] {
      let result = try sandbox.run(command + ["--db", database])
      #expect(!result.stderr.contains("it is a directory"), "\(command): \(result)")
      #expect(result.status == 0 || result.stderr.contains("read-only"), "\(command): \(result)")
    }
  }

  @Test func doctorOnAMalformedFileReportsTheDamage() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read")
    let database = sandbox.defaultDatabase
    // The schema table's page (the first page after its 100-byte header) overwritten with garbage
    #expect(
      try Self.shell("dd if=/dev/urandom of='\(database)' bs=1 seek=100 count=3000 conv=notrunc 2>/dev/null") == 0)
    let result = try sandbox.run("doctor")
    #expect(result.status == 1, "\(result)")
    #expect(result.stdout.contains("✗ SQLite cannot read it: "), "\(result)")
    #expect(result.stderr.hasPrefix("error: the database is damaged (see above)"), "\(result)")
  }

  // MARK: Special files

  @Test func aSocketImportedIsRefusedAsAFileThatIsNotRegular() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let socket = sandbox.directory.appendingPathComponent("import.sock").path
    #expect(
      try Self.shell("python3 -c 'import socket; socket.socket(socket.AF_UNIX).bind(\"\(socket)\")'") == 0)
    let result = try sandbox.run("import", socket)
    #expect(result.status == 65, "\(result)")
    #expect(
      result.stderr.hasPrefix("error: \(socket) is not a regular file (a FIFO, a device or a socket)"), "\(result)")
  }

  @Test func aDijoFolderWhoseFileIsAFIFOIsNotCalledLoops() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    let folder = sandbox.directory.appendingPathComponent("dijo").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    #expect(mkfifo(folder + "/habit_record.json", 0o600) == 0)
    let result = try sandbox.run("import", folder)
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains("habit_record.json is not a regular file"), "\(result)")
    #expect(!result.stderr.contains("Loop"), "\(result)")
  }

  // MARK: Outputs

  @Test func aTableOfHugeValuesStaysSmallAndWithinItsTimeout() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    // Given eight values of 16 MiB, under a 1.5 GB address-space limit and a 20 s timeout
    let query =
      "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 8) SELECT i, zeroblob(16777216) AS b, "
      + "printf('%.16000000c', 'y') AS t FROM n"
    let result = try sandbox.shell(
      "prlimit --as=1500000000 -- habit sql --timeout 20 \"$QUERY\" | head -c 100000 | tail -n 1",
      environment: ["QUERY": query])
    // Then each cell is cut, its size said
    #expect(result.stdout.contains("…' (16777216 bytes)"), "\(result)")
    #expect(result.stdout.contains("yyy… (16000000 bytes)"), "\(result)")
    #expect(!result.stderr.contains("error"), "\(result)")
  }

  @Test func deleteAndUserRemoveShowANamesEscapesInTheirQuestion() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    try sandbox.run("add", "Run")
    _ = try sandbox.sqlite3(
      sandbox.defaultDatabase,
      "UPDATE activities SET name = 'Run' || char(27) || ']0;owned' || char(7) WHERE name = 'Run';"
        + "UPDATE users SET name = 'bob' || char(27) || '[2J' WHERE name = 'bob';")
    let delete = try sandbox.runInTerminal(["delete", "Run\u{1B}]0;owned\u{07}"], stdin: "n\n")
    #expect(delete.stdout.contains("Delete Run\\e]0;owned\\u{0007} with 0 completions"), "\(delete)")
    #expect(!delete.stdout.contains("\u{1B}]0;"), "\(delete)")
    let remove = try sandbox.runInTerminal(["user", "remove", "bob\u{1B}[2J"], stdin: "n\n")
    #expect(remove.stdout.contains("Remove bob\\e[2J with 0 activities"), "\(remove)")
    #expect(!remove.stdout.contains("\u{1B}[2J"), "\(remove)")
  }

  @Test func csvAndJSONOnATerminalShowControlCharactersEscaped() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Run")
    _ = try sandbox.sqlite3(
      sandbox.defaultDatabase,
      "UPDATE activities SET name = 'Run' || char(27) || '[2J' || char(155) || '2J' || char(8238) WHERE name = 'Run';")
    let csv = try sandbox.runInTerminal(["list", "--format", "csv"], environment: ["NO_COLOR": "1"])
    #expect(csv.stdout.contains("Run\\e[2J\\u{009B}2J\\u{202E}"), "\(csv)")
    let json = try sandbox.runInTerminal(["list", "--format", "json"], environment: ["NO_COLOR": "1"])
    #expect(json.stdout.contains(#""Run\u001b[2J\u009b2J\u202e""#), "\(json)")
    for output in [csv.stdout, json.stdout] {
      #expect(!output.unicodeScalars.contains { [0x1B, 0x9B, 0x202E].contains($0.value) }, "\(output)")
    }
    // Piped, the data is as it is
    #expect(try sandbox.run(["list", "--format", "csv"]).stdout.contains("Run\u{1B}[2J\u{9B}2J\u{202E}"))
  }
}
