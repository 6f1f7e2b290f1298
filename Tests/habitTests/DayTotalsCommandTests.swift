import Foundation
import Testing

/// The views read each day's completions from `day_totals`, kept by triggers: after writes by every path a
/// completion takes, the views must read exactly as they do with the table rebuilt from `completions`.
@Suite struct DayTotalsCommandTests {
  /// alice: Read (20 pages a day, several amounts a day, some with notes), Walk (daily); bob: Swim (2/week).
  /// Today is 2026-11-21.
  func household() throws -> Sandbox {
    let sandbox = try Sandbox()
    for arguments in [
      ["user", "add", "alice"], ["add", "Read", "--goal", "20 pages/day"], ["add", "Walk"], ["user", "add", "bob"],
      ["add", "Swim", "--goal", "2/week", "--user", "bob"],
    ] {
      #expect(try sandbox.run(arguments + (arguments.contains("--user") ? [] : ["--user", "alice"])).status == 0)
    }
    _ = try sandbox.sqlite3(
      sandbox.defaultDatabase,
      """
      WITH RECURSIVE d (day, n) AS (SELECT '2026-09-01', 0 UNION ALL SELECT date(day, '+1 day'), n + 1 FROM d
                                    WHERE day < '2026-11-20')
      INSERT INTO completions (activity_id, day, amount, note)
      SELECT a.id, d.day, CASE WHEN a.name = 'Read' THEN (d.n % 7) * 0.1 + 6.3 END,
        CASE WHEN d.n % 5 = 0 THEN 'note ' || d.n END
      FROM d JOIN activities a JOIN (SELECT 1 AS k UNION ALL SELECT 2 UNION ALL SELECT 3) r
      WHERE (a.name = 'Read') OR (a.name = 'Walk' AND r.k = 1 AND d.n % 3 > 0)
        OR (a.name = 'Swim' AND r.k = 1 AND strftime('%w', d.day) IN ('1', '4'))
      """)
    return sandbox
  }

  /// Every view of every activity, as JSON.
  func views(_ sandbox: Sandbox, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    var text = ""
    var commands: [[String]] = [["board"]]
    for user in ["alice", "bob"] { commands += [["today", "--user", user], ["list", "--user", user]] }
    for (activity, user) in [("Read", "alice"), ("Walk", "alice"), ("Swim", "bob")] {
      for view in [["calendar", activity, "--month", "2026-10"], ["calendar", activity], ["stats", activity]] {
        commands.append(view + ["--user", user])
      }
    }
    for command in commands {
      let result = try sandbox.run(command + ["--format", "json"])
      #expect(result.status == 0 && result.stderr.isEmpty, "\(command): \(result)", sourceLocation: sourceLocation)
      text += result.stdout
    }
    return text
  }

  static let rebuild = """
    DELETE FROM day_totals; INSERT INTO day_totals SELECT activity_id, day, count(*), NULL, max(id) FROM completions \
    GROUP BY activity_id, day; UPDATE day_totals SET amount = NULL;
    """

  @Test func afterWritesByEveryPathTheViewsReadAsWithTheTableRebuilt() throws {
    // Given a household with three months of history, several amounts a day
    let sandbox = try household()
    let untouched = try views(sandbox)
    // When completions are written by the commands, by habit sql and by an import
    for arguments in [
      ["done", "Read", "--amount", "0.1", "--note", "first"], ["done", "Read", "--amount", "0.2"],
      ["done", "Read", "--amount", "0.3", "--date", "2026-10-02"], ["undo", "Read", "--date", "2026-10-03"],
      ["undo", "Walk", "--date", "2026-10-05"], ["done", "Walk", "--date", "2026-10-06"],
      [
        "sql", "--write", "--yes", "DELETE FROM completions WHERE id IN (SELECT min(id) FROM completions GROUP BY day)",
      ],
      [
        "sql", "--write", "--yes",
        "UPDATE completions SET amount = amount * 1.1 WHERE day BETWEEN '2026-10-10' AND '2026-10-20'",
      ],
      ["sql", "--write", "--yes", "UPDATE completions SET day = '2026-11-01' WHERE day = '2026-10-21'"],
      [
        "sql", "--write", "--yes",
        "INSERT OR REPLACE INTO completions (id, activity_id, day, amount) SELECT id, activity_id, '2026-11-02', 0.7 FROM completions WHERE day = '2026-10-22'",
      ],
      [
        "sql", "--write", "--yes",
        "INSERT INTO completions (id, activity_id, day, amount) VALUES (-1, 1, '2026-11-03', 0.3)",
      ],
    ] {
      let result = try sandbox.run(arguments + ["--user", "alice"])
      #expect(result.status == 0, "\(arguments): \(result)")
    }
    let exported = sandbox.directory.appendingPathComponent("alice.json").path
    #expect(try sandbox.run(["export", "--user", "alice", "-o", exported]).status == 0)
    #expect(try sandbox.run(["delete", "Walk", "--yes", "--user", "alice"]).status == 0)
    let imported = try sandbox.run(["import", exported, "--user", "alice"])
    #expect(imported.status == 0, "\(imported)")
    let written = try views(sandbox)
    // Then the views changed, and read the same with the table rebuilt from the completions
    #expect(written != untouched)
    let rebuilt = try sandbox.run(["sql", "--write", "--yes", Self.rebuild])
    #expect(rebuilt.status == 0, "\(rebuilt)")
    #expect(try views(sandbox) == written)
    #expect(try sandbox.run(["doctor"]).status == 0)
  }

  @Test func doctorFindsTheTotalsAnotherProgramLeftBehindAndItsRebuildMendsThem() throws {
    // Given the sqlite3 shell's INSERT OR REPLACE, whose implicit delete fires no trigger there
    // (recursive_triggers is off in the shell)
    let sandbox = try household()
    _ = try sandbox.sqlite3(
      sandbox.defaultDatabase,
      "INSERT OR REPLACE INTO completions (id, activity_id, day) SELECT id, activity_id, '2026-11-21' FROM completions WHERE day = '2026-10-01' AND amount IS NULL"
    )
    // When the doctor looks
    let sick = try sandbox.run(["doctor"])
    // Then it names the day whose total is left behind, and the command that rebuilds the table
    #expect(sick.status == 1)
    #expect(
      sick.stdout.contains(
        "  ✗ day_totals differs from completions: day_totals holds activity 3 on 2026-10-01: 1 completions, amount 0.0, last id"
      ), "\(sick)")
    #expect(sick.stdout.contains("    Rebuild it with: habit sql --write '\(Self.rebuild)'\n"), "\(sick)")
    // And after that command, it is healthy
    #expect(try sandbox.run(["sql", "--write", "--yes", Self.rebuild]).status == 0)
    let healed = try sandbox.run(["doctor"])
    #expect(healed.status == 0, "\(healed)")
  }
}
