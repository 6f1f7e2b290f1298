import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

/// `habit doctor`: checks the file and explains the connection settings, for a person.
struct Doctor: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract: "Check the database (integrity, foreign keys) and explain how habit uses it.",
    discussion: "Reads only. Exits with 1 when a check finds a problem.")
  @OptionGroup var global: GlobalOptions

  func run() throws {
    let context = try Context(global)
    let checkup: Checkup
    do {
      checkup = try context.openForReading().checkup()
    } catch {
      // A file SQLite cannot even read is what doctor is asked about: a finding (exit 1), not a refusal.
      guard case .damaged(let message)? = DatabaseFailure(error) else { throw error }
      print("\(context.databasePath)\n\nThe file\n  ✗ SQLite cannot read it: \(message)")
      throw CLIError.failure(
        "the database is damaged (see above)",
        hint: "Restore a backup with: habit restore FILE, or recover what is readable with: sqlite3 "
          + "\(context.databasePath.shellWord) .recover | sqlite3 recovered.sqlite")
    }
    let color = context.terminal.stdoutColor
    let ok = "✓".styled(.green, enabled: color)
    let bad = "✗".styled(.red, .bold, enabled: color)
    let wal = checkup.walBytes.map { ", -wal \(formatBytes($0))" } ?? ""
    print(
      "\(checkup.path) (\(formatBytes(checkup.bytes))\(wal)), schema \(checkup.schemaVersion) of \(checkup.supportedVersion)"
    )
    print("")
    print("The file")
    if checkup.integrityProblems.isEmpty {
      print("  \(ok) integrity_check: ok. Every page, index and record is readable and consistent.")
    } else {
      print("  \(bad) integrity_check found damage: \(checkup.integrityProblems.joined(separator: "; "))")
    }
    if checkup.foreignKeyProblems.isEmpty {
      print("  \(ok) foreign_key_check: ok. Every record belongs to an existing activity and user.")
    } else {
      print("  \(bad) foreign_key_check: \(checkup.foreignKeyProblems.joined(separator: "; "))")
    }
    if checkup.schemaProblems.isEmpty {
      print("  \(ok) schema: exactly habit's tables, columns, constraints, indexes, triggers and views.")
    } else {
      print("  \(bad) schema differs from habit's: \(checkup.schemaProblems.joined(separator: "; "))")
    }
    if checkup.dayTotalProblems.isEmpty {
      print("  \(ok) day_totals: every day's count and sum of amounts agrees with completions.")
    } else {
      print("  \(bad) day_totals differs from completions: \(checkup.dayTotalProblems.joined(separator: "; "))")
      print("    Rebuild it with: habit sql --write '\(HabitDatabase.dayTotalsRebuild)'")
    }
    let walMode = checkup.journalMode == "wal"
    print(
      "  \(walMode ? ok : bad) journal_mode=\(checkup.journalMode): "
        + (walMode
          ? "readers never wait for a writer, and members can record at the same time."
          : "expected wal; the next command that writes switches it back."))
    if checkup.freePages > 0 {
      print("  · \(checkup.freePages) of \(checkup.pageCount) pages are free (left by deletions); they are reused.")
    }
    print("")
    print("Every habit connection")
    let synchronous =
      ["OFF", "NORMAL", "FULL", "EXTRA"].indices.contains(checkup.synchronous)
      ? ["OFF", "NORMAL", "FULL", "EXTRA"][checkup.synchronous] : String(checkup.synchronous)
    print(
      "  · busy_timeout=\(checkup.busyTimeoutMilliseconds) ms: a write waits that long for another member's write, then gives up (exit 75)."
    )
    print(
      "  · foreign_keys=\(checkup.foreignKeys ? "ON" : "OFF"): removing a user or an activity removes their records with them."
    )
    print(
      "  · synchronous=\(synchronous): a commit survives habit crashing; a power cut may undo the last few commits.")
    print(
      "  · trusted_schema=\(checkup.trustedSchema ? "ON" : "OFF"): the views can only compute, never reach outside the file."
    )
    print("  · every write transaction begins IMMEDIATE, so writers queue instead of failing at once.")
    print("")
    if checkup.isHealthy {
      print("No problems found.")
    } else {
      throw CLIError.failure(
        "the database has problems (see above)",
        hint: "Restore a backup with: habit restore FILE, or copy out what is readable with: habit sql")
    }
  }
}
