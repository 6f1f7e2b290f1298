import Foundation
import SQLite
import Testing

/// The board and the daily views judge from saved streak checkpoints (`streak_checkpoints`), which triggers drop
/// whenever a write changes how a day before the boundary is judged: whatever writes, the views must read
/// exactly as they do with the table emptied.
@Suite struct StreakCheckpointCommandTests {
  /// alice: Walk (daily, done every day since 2026-01-01), Swim (2/week, Mondays and Thursdays), Sugar (at most
  /// once a day, every other day); bob: Read (1/month, on the 3rd). Today is 2026-11-21.
  func household() throws -> Sandbox {
    let sandbox = try Sandbox()
    for arguments in [
      ["user", "add", "alice"], ["add", "Walk"], ["add", "Swim", "--goal", "2/week"],
      ["add", "Sugar", "--goal", "<=1/day"], ["user", "add", "bob"],
      ["add", "Read", "--goal", "1/month", "--user", "bob"],
    ] {
      #expect(try sandbox.run(arguments + (arguments.contains("--user") ? [] : ["--user", "alice"])).status == 0)
    }
    _ = try sandbox.sqlite3(
      sandbox.defaultDatabase,
      """
      WITH RECURSIVE d (day) AS (SELECT '2026-01-01' UNION ALL SELECT date(day, '+1 day') FROM d WHERE day < '2026-11-21')
      INSERT INTO completions (activity_id, day)
      SELECT a.id, d.day FROM d JOIN activities a
      WHERE a.name = 'Walk' OR (a.name = 'Swim' AND strftime('%w', d.day) IN ('1', '4'))
        OR (a.name = 'Sugar' AND julianday(d.day) % 2 = 0) OR (a.name = 'Read' AND strftime('%d', d.day) = '03')
      """)
    return sandbox
  }

  /// The board, and today and list for both members, as JSON.
  func views(_ sandbox: Sandbox, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    var text = ""
    for arguments in [["board"], ["today"], ["list"]] {
      for user in ["alice", "bob"] {
        let result = try sandbox.run(arguments + ["--format", "json", "--user", user])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)", sourceLocation: sourceLocation)
        text += result.stdout
      }
    }
    return text
  }

  /// The activities that have a checkpoint, by name.
  func checkpointed(_ sandbox: Sandbox) throws -> Set<String> {
    let names = try sandbox.sqlite3(
      sandbox.defaultDatabase, "SELECT a.name FROM streak_checkpoints c JOIN activities a ON a.id = c.activity_id")
    return Set(names.split(separator: "\n").map(String.init))
  }

  /// Reads the views (saving checkpoints), then again without any: both must read alike. Returns them.
  @discardableResult
  func expectSameWithoutCheckpoints(_ sandbox: Sandbox, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> String
  {
    let with = try views(sandbox, sourceLocation: sourceLocation)
    _ = try sandbox.sqlite3(sandbox.defaultDatabase, "DELETE FROM streak_checkpoints")
    #expect(try views(sandbox, sourceLocation: sourceLocation) == with, sourceLocation: sourceLocation)
    return with
  }

  @Test func theViewsSaveCheckpointsAndReadTheSameWithThem() throws {
    // Given a household with most of a year of history
    let sandbox = try household()
    // When the views are read
    let first = try views(sandbox)
    // Then each activity's checkpoint was saved by those reads, and the views read the same from them
    #expect(try checkpointed(sandbox) == ["Walk", "Swim", "Sugar", "Read"])
    #expect(try views(sandbox) == first)
    _ = try sandbox.sqlite3(sandbox.defaultDatabase, "DELETE FROM streak_checkpoints")
    #expect(try views(sandbox) == first)
    // And Walk's streak is the whole year's
    #expect(first.contains("\"start\" : \"2026-01-01\""))
  }

  @Test(arguments: [["today"], ["list"], ["today", "--format", "json"]])
  func aDailyViewAloneSavesTheCheckpointsItMade(arguments: [String]) throws {
    // Given a household whose board nobody reads
    let sandbox = try household()
    // When alice reads a daily view, which judges Walk's year-long streak from its whole history
    let first = try sandbox.run(arguments + ["--user", "alice"])
    #expect(first.status == 0 && first.stderr.isEmpty, "\(first)")
    // Then the checkpoints it made are saved, so the next read resumes from them and reads the same
    #expect(try checkpointed(sandbox).contains("Walk"))
    #expect(try sandbox.run(arguments + ["--user", "alice"]).stdout == first.stdout)
  }

  /// Writes before the boundary, the activity they touch, and whether the views read otherwise after them.
  static let earlierWrites: [([String], String, Bool)] = [
    (["fail", "Swim", "--date", "2026-05-02"], "Swim", true),
    (["undo", "Walk", "--date", "2026-05-02"], "Walk", true),
    (["skip", "Swim", "--date", "2026-03-07"], "Swim", false),
    (["done", "Sugar", "--date", "2026-02-03"], "Sugar", true),
    (["edit", "Swim", "--goal", "3/week", "--from", "2026-06-01"], "Swim", true),
    (["edit", "Read", "--goal", "2/month", "--from", "2026-06-01", "--user", "bob"], "Read", true),
    (
      ["sql", "--write", "--yes", "DELETE FROM completions WHERE day = '2026-04-01' AND activity_id = 1"], "Walk", true
    ),
    (
      [
        "sql", "--write", "--yes",
        "UPDATE completions SET day = '2026-11-20' WHERE day = '2026-03-03' AND activity_id = 1",
      ],
      "Walk", true
    ),
    (
      [
        "sql", "--write", "--yes",
        "INSERT OR REPLACE INTO completions (id, activity_id, day) SELECT id, 1, '2026-11-19' FROM completions WHERE day = '2026-03-10' AND activity_id = 1",
      ], "Walk", true
    ),
    (
      ["sql", "--write", "--yes", "UPDATE activities SET created_on = '2025-12-01' WHERE name = 'Walk'"], "Walk", false
    ),
    // Swim's only goal is dated today (its creation), yet reaches back to the start of its history.
    (["sql", "--write", "--yes", "UPDATE goals SET target = 3 WHERE activity_id = 2"], "Swim", true),
    (["sql", "--write", "--yes", "DELETE FROM day_marks"], "Swim", false),
    // A pause from before the boundary, and one removed
    (["pause", "Walk", "--from", "2026-05-01", "--until", "2026-05-03"], "Walk", true),
    (["sql", "--write", "--yes", "DELETE FROM pauses"], "Swim", true),
  ]

  @Test(arguments: 0..<earlierWrites.count)
  func aWriteBeforeTheBoundaryDropsTheActivitysCheckpoint(index: Int) throws {
    let (arguments, activity, changes) = Self.earlierWrites[index]
    // Given the views read, so every activity has its checkpoint (and Swim a skipped day, for the last write)
    let sandbox = try household()
    if arguments.last == "DELETE FROM day_marks" {
      #expect(try sandbox.run(["skip", "Swim", "--date", "2026-03-07", "--user", "alice"]).status == 0)
    }
    if arguments.last == "DELETE FROM pauses" {
      let pause = ["pause", "Swim", "--from", "2026-03-01", "--until", "2026-03-20", "--user", "alice"]
      #expect(try sandbox.run(pause).status == 0)
    }
    let before = try views(sandbox)
    #expect(try checkpointed(sandbox).contains(activity))
    // When a write changes a day before its boundary
    let write = try sandbox.run(arguments + (arguments.contains("--user") ? [] : ["--user", "alice"]))
    #expect(write.status == 0, "\(write)")
    // Then that activity's checkpoint is gone, the others stay
    let left = try checkpointed(sandbox)
    #expect(!left.contains(activity))
    #expect(left.count == 3)
    // And the views (which read otherwise now, for most writes) read alike with checkpoints saved again and without
    #expect(try expectSameWithoutCheckpoints(sandbox) != before || !changes)
  }

  @Test func aHouseholdPauseBeforeTheBoundaryDropsEveryCheckpoint() throws {
    let sandbox = try household()
    let before = try views(sandbox)
    #expect(try checkpointed(sandbox).count == 4)
    let pause = ["pause", "--household", "--from", "2026-06-01", "--until", "2026-06-14", "--user", "alice"]
    #expect(try sandbox.run(pause).status == 0)
    #expect(try checkpointed(sandbox).isEmpty)
    #expect(try expectSameWithoutCheckpoints(sandbox) != before)
  }

  @Test func writesAfterTheBoundaryKeepTheCheckpoints() throws {
    // Given the views read
    let sandbox = try household()
    _ = try views(sandbox)
    // When today and the last days are written to
    for arguments in [
      ["done", "Walk"], ["fail", "Swim", "--date", "2026-11-20"], ["undo", "Walk", "--date", "2026-11-19"],
      ["archive", "Sugar"], ["unarchive", "Sugar"], ["pause", "Swim", "--from", "today", "--until", "+3"],
    ] {
      #expect(try sandbox.run(arguments + ["--user", "alice"]).status == 0)
    }
    // Then every checkpoint stays, and still gives what the whole history gives
    #expect(try checkpointed(sandbox) == ["Walk", "Swim", "Sugar", "Read"])
    try expectSameWithoutCheckpoints(sandbox)
  }

  @Test func aReadWhileAnotherProcessWritesNeitherWaitsForItNorSaves() throws {
    // Given another connection holding the write lock
    let sandbox = try household()
    let holder = try Connection(path: sandbox.defaultDatabase)
    try holder.execute("BEGIN IMMEDIATE")
    // When the views are read meanwhile (six processes, each with checkpoints to save)
    let clock = ContinuousClock()
    let started = clock.now
    let held = try views(sandbox)
    let took = clock.now - started
    try holder.execute("ROLLBACK")
    // Then none waited out the 5-second busy timeout for its save, and nothing was saved
    #expect(took < .seconds(30))
    #expect(try checkpointed(sandbox).isEmpty)
    // And once the lock is free, the views save their checkpoints and read the same
    #expect(try views(sandbox) == held)
    #expect(try checkpointed(sandbox).count == 4)
  }

  @Test func anImportOfEarlierDaysDropsTheCheckpoint() throws {
    // Given an export of alice's data, then a day of Walk's taken out and the views read again
    let sandbox = try household()
    #expect(try sandbox.run(["export", "--format", "json", "-o", "alice.json", "--user", "alice"]).status == 0)
    _ = try sandbox.sqlite3(
      sandbox.defaultDatabase, "DELETE FROM completions WHERE activity_id = 1 AND day = '2026-02-10'")
    let gap = try views(sandbox)
    #expect(try checkpointed(sandbox).contains("Walk"))
    // When the export is imported, bringing the day back
    let result = try sandbox.run(["import", "alice.json", "--user", "alice"])
    #expect(result.status == 0 && (result.stdout + result.stderr).contains("completions: 1 added"), "\(result)")
    // Then Walk's checkpoint is gone, and the views read the whole year again, alike with and without checkpoints
    #expect(!(try checkpointed(sandbox)).contains("Walk"))
    #expect(try expectSameWithoutCheckpoints(sandbox) != gap)
  }

  @Test func deletingAnActivityOrRestoringABackupLeavesNoCheckpointOfAnotherHistory() throws {
    // Given the views read and a backup made
    let sandbox = try household()
    let original = try views(sandbox)
    #expect(try sandbox.run(["backup", "copy.sqlite"]).status == 0)
    // When Sugar is deleted, its checkpoint goes with it
    #expect(try sandbox.run(["delete", "Sugar", "--yes", "--user", "alice"]).status == 0)
    #expect(try checkpointed(sandbox) == ["Walk", "Swim", "Read"])
    // And after a failed day and the views read again, restoring the backup gives the backup's views exactly
    #expect(try sandbox.run(["fail", "Swim", "--date", "2026-05-02", "--user", "alice"]).status == 0)
    _ = try views(sandbox)
    #expect(try sandbox.run(["restore", "copy.sqlite", "--yes"]).status == 0)
    #expect(try expectSameWithoutCheckpoints(sandbox) == original)
  }

  @Test func aCheckpointOfAnotherFirstWeekdayIsNotUsed() throws {
    // Given the views read with weeks from Monday
    let sandbox = try household()
    _ = try views(sandbox)
    // When the household's weeks start on Sunday
    #expect(try sandbox.run(["settings", "week-start", "sunday"]).status == 0)
    // Then the weekly goal is judged in Sunday weeks, as without checkpoints
    try expectSameWithoutCheckpoints(sandbox)
  }
}
