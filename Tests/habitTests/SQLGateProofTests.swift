import Foundation
import SQLite
import Testing

/// `habit sql` is read-only, really: each harmful statement is refused through the real binary, leaves the
/// database byte-identical and creates no file.
@Suite struct SQLGateProofTests {
  /// A pinned today and the two days before. The views judge as of `habit_today()`, which habit's connections
  /// read from HABIT_TODAY, so the household does not depend on the real date (no failure at midnight).
  static let recentDays = ["2026-11-19", "2026-11-20", "2026-11-21"]

  /// alice with Read done on the last three days, and another SQLite file next to the database to try attaching.
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox(today: recentDays[2])
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read")
    for day in ["-2", "-1", "today"] { try sandbox.run("done", "Read", "--date", day) }
    let other = try Connection(path: sandbox.directory.appendingPathComponent("other.sqlite").path)
    try other.execute("CREATE TABLE notes (text)")
    // A read-only connection brings SQLite's shared-memory index and an empty WAL into being, as any reader
    // does; they exist before the snapshot, so that the comparison is about what the statements do.
    #expect(try sandbox.run("sql", "SELECT 1").status == 0)
    return sandbox
  }

  static let harmful: [(sql: String, refused: String, asks: String)] = [
    ("INSERT INTO completions (activity_id, day) VALUES (1, '2026-11-21')", "", "INSERT into completions"),
    ("DELETE FROM completions", "", "DELETE from completions"),
    ("CREATE TABLE t (x)", "", "a change to the schema"),
    ("CREATE TEMP TABLE t (x)", "", "a change to the schema"),
    ("DROP TABLE completions", "", "a change to the schema"),
    ("ANALYZE", "", "a change to the schema"),
    ("PRAGMA user_version = 9", "", "PRAGMA user_version"),
    ("PRAGMA query_only = 0; DELETE FROM completions", "PRAGMA query_only = 0", "PRAGMA query_only"),
    ("PRAGMA journal_mode = DELETE", "", "PRAGMA journal_mode"),
    (
      "PRAGMA writable_schema = 1; UPDATE sqlite_schema SET sql = replace(sql, 'day', 'dia') WHERE name = 'completions'",
      "PRAGMA writable_schema = 1", "PRAGMA writable_schema"
    ),
    ("VACUUM INTO 'copy.db'", "", "a change to the database"),
    ("ATTACH 'new.sqlite' AS new", "", "ATTACH of 'new.sqlite'"),
    ("ATTACH 'other.sqlite' AS other", "", "ATTACH of 'other.sqlite'"),
    ("SELECT load_extension('libm.so.6')", "", "the function load_extension()"),
    ("BEGIN IMMEDIATE", "", "BEGIN"),
    ("PRAGMA wal_checkpoint", "", "PRAGMA wal_checkpoint"),
    ("SELECT 1; DELETE FROM completions", "DELETE FROM completions", "DELETE from completions"),
  ]

  @Test(arguments: harmful)
  func aHarmfulStatementIsRefusedAndChangesNothing(sql: String, refused: String, asks: String) throws {
    // Given a household database and a listing of every file in the sandbox
    let sandbox = try Self.household()
    let before = try sandbox.files()
    // When the statement is run through habit sql
    let result = try sandbox.run(["sql", sql])
    // Then it is refused with "not permitted", nothing is printed, and no file changed or appeared
    let statement = refused.isEmpty ? sql : refused
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            error: habit sql only reads, and this statement asks for \(asks): "\(statement)"
            Nothing was run. To change data, add --write (one transaction, after confirmation).

            """, status: 77))
    let after = try sandbox.files()
    #expect(after.keys.sorted() == before.keys.sorted())
    #expect(after["data/habit/habit.sqlite"] == before["data/habit/habit.sqlite"])
    #expect(after["data/habit/habit.sqlite-wal"] == before["data/habit/habit.sqlite-wal"])
    #expect(after["other.sqlite"] == before["other.sqlite"])
  }

  @Test func aRunawayRecursiveQueryIsStoppedAroundItsTimeLimit() throws {
    let sandbox = try Self.household()
    let clock = ContinuousClock()
    let started = clock.now
    let result = try sandbox.run([
      "sql", "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT max(i) FROM n", "--timeout", "1",
    ])
    let elapsed = clock.now - started
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            error: the query was stopped after 1 s (--timeout)
            Nothing was changed. Narrow the query, or allow more time with --timeout SECONDS.

            """, status: 124))
    // Only what must hold: not before its limit, and stopped rather than left running (a busy machine may be slow).
    #expect(elapsed >= .seconds(1) && elapsed < .seconds(60))
  }

  @Test func ordinaryQueriesWorkInEveryFormat() throws {
    let sandbox = try Self.household()
    let days = Self.recentDays
    let streak = "SELECT user, activity, current_streak AS streak, streak_unit FROM current_streaks"
    #expect(
      try sandbox.run(["sql", streak]).stdout == "user   activity  streak  streak_unit\nalice  Read      3       day\n")
    #expect(
      try sandbox.run([
        "sql", "--format", "csv", "SELECT day, status FROM day_status WHERE day >= :from ORDER BY day", "-p", "from",
        days[1],
      ])
      .stdout == "day,status\n\(days[1]),done\n\(days[2]),done\n")
    let window = """
      WITH days AS (SELECT day, count(*) AS n FROM completion_log GROUP BY day)
      SELECT day, sum(n) OVER (ORDER BY day) AS running, json_object('n', n) AS j FROM days ORDER BY day
      """
    #expect(
      try sandbox.run(["sql", "--format", "json", window]).stdout == """
        [
          {"day": "\(days[0])", "running": 1, "j": "{\\"n\\":1}"},
          {"day": "\(days[1])", "running": 2, "j": "{\\"n\\":1}"},
          {"day": "\(days[2])", "running": 3, "j": "{\\"n\\":1}"}
        ]

        """)
    #expect(
      try sandbox.run(["sql", "--format", "ndjson"], stdin: "SELECT -2 AS n, 0.5 AS half, NULL AS empty;").stdout
        == "{\"n\": -2, \"half\": 0.5, \"empty\": null}\n")
  }

  /// Values are written as bytes: quotes, controls, invalid UTF-8 (repaired), blobs, formulas, big and odd numbers.
  @Test func everyKindOfValuePrintsTheSameInEachStreamingFormat() throws {
    let sandbox = try Self.household()
    let values = """
      SELECT 'a"b,c' AS t, char(27) || 'é' || char(10) AS c, CAST(x'ff41' AS TEXT) AS bad, x'00ff' AS b,
        '=1+1' AS f, -9223372036854775808 AS m, -1e-05 AS r, 1e300 * 1e300 AS inf, NULL AS n
      """
    #expect(
      try sandbox.run(["sql", "--format", "csv", values]).stdout
        == "t,c,bad,b,f,m,r,inf,n\n\"a\"\"b,c\",\"\u{1B}é\n\",\u{FFFD}A,x'00ff','=1+1,-9223372036854775808,'-1e-05,inf,\n"
    )
    #expect(
      try sandbox.run(["sql", "--format", "ndjson", values]).stdout
        == #"{"t": "a\"b,c", "c": "\u001bé\n", "bad": "\#u{FFFD}A", "b": "x'00ff'", "f": "=1+1", "#
        + #""m": -9223372036854775808, "r": -1e-05, "inf": null, "n": null}"# + "\n")
  }

  /// `SELECT zeroblob(500000000)` would take 9.8 GB and 86 s: it is refused at once, in every format, and a value
  /// within the limit streams through.
  @Test func aHugeValueIsRefusedAtOnceAndALargeOneStreams() throws {
    let sandbox = try Self.household()
    for format in ["table", "json", "ndjson", "csv"] {
      let result = try sandbox.run(["sql", "--format", format, "SELECT zeroblob(500000000) AS z"])
      #expect(result.status == 65)
      #expect(result.stdout == "")
      #expect(result.stderr.hasPrefix("error: a value would be larger than habit sql allows (16 MiB)"))
    }
    let large = try sandbox.run(["sql", "--format", "csv", "SELECT zeroblob(8000000) AS z"])
    #expect(large.status == 0)
    #expect(large.stdout == "z\nx'" + String(repeating: "0", count: 16_000_000) + "'\n")
  }

  /// A table measures its columns on its first rows and streams the rest in their widths: the whole result is
  /// never held (it was: 257 MB for 200,000 rows of 200 characters).
  @Test func aLargeTableStreamsInBoundedMemory() throws {
    let sandbox = try Self.household()
    let query = """
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
      SELECT i, printf('%.300c', 'x') AS t, CASE WHEN i = 5000 THEN 'wider than the first rows' ELSE 'v' END AS w FROM n
      """
    // 30 MB of text through a process limited to 100 MB of address space (the debug build runs in 60): collected,
    // they took about 190 MB. (ru_maxrss cannot tell here: a child spawned by a process keeps its parent's peak.)
    let limited = try sandbox.launch(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", "ulimit -v 100000 && exec \"$0\" \"$@\" > /dev/null", Sandbox.binary.path, "sql", query, "--timeout",
        "3600",
      ],
      stdin: "", environment: [:])
    #expect(limited.status == 0, "\(limited.stderr)")
    // The first rows set the widths; a later, wider value is printed whole
    let small = query.replacingOccurrences(of: "100000", with: "5001")
    let lines = try sandbox.run(["sql", small, "--timeout", "3600"]).stdout.split(separator: "\n")
    // A table cell shows the first 200 characters of a text and says how long it is
    let text = String(repeating: "x", count: 200) + "… (300 bytes)"
    #expect(lines.count == 5002)
    #expect(lines[0] == "i     t" + String(repeating: " ", count: 212) + "  w")
    #expect(lines[1] == "1     \(text)  v")
    #expect(lines[5000] == "5000  \(text)  wider than the first rows")
    #expect(lines[5001] == "5001  \(text)  v")
  }

  @Test func mistakesAreExplained() throws {
    let sandbox = try Self.household()
    #expect(
      try sandbox.run(["sql", "SELEC 1"])
        == .init(
          stdout: "",
          stderr:
            "error: near \"SELEC\": syntax error in \"SELEC 1\"\nNothing was run. See the tables and views with: habit schema\n",
          status: 65))
    #expect(
      try sandbox.run(["sql", "SELECT :who"])
        == .init(
          stdout: "", stderr: "error: no value for :who in \"SELECT :who\"\nGive it with: -p who VALUE\n", status: 64))
  }

  @Test func writingAsksFirstAndCommitsOnce() throws {
    let sandbox = try Self.household()
    let update = "UPDATE completions SET note = 'checked' WHERE day < :day"
    let before = sandbox.bytes(of: sandbox.defaultDatabase)
    #expect(
      try sandbox.run(["sql", "--write", update, "-p", "day", sandbox.today])
        == .init(
          stdout: "",
          stderr:
            "error: Run this SQL with changes allowed on \(sandbox.defaultDatabase)? Not confirmed: standard input is not a terminal\nAdd --yes to confirm.\n",
          status: 64))
    #expect(sandbox.bytes(of: sandbox.defaultDatabase) == before)
    #expect(
      try sandbox.run(["sql", "--write", "--yes", update, "-p", "day", sandbox.today])
        == .init(stdout: "", stderr: "Committed: 2 rows changed.\n", status: 0))
    #expect(
      try sandbox.run(["sql", "SELECT count(*) AS n FROM completions WHERE note = 'checked'"]).stdout == "n\n2\n")
  }
}
