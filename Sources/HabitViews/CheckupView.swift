import HabitCore
import HabitScreens

/// `habit doctor`: what each check of the file found, and what every connection habit opens is set to, each with
/// what it means for the household.
public struct CheckupView {
  public let checkup: Checkup
  public let color: Bool

  public init(_ checkup: Checkup, color: Bool) {
    self.checkup = checkup
    self.color = color
  }

  /// A file SQLite cannot read at all: the one finding there is.
  public static func unreadable(path: String, message: String) -> String {
    "\(visible(path))\n\nThe file\n  ✗ SQLite cannot read it: \(visible(message))\n"
  }

  public func render(to stream: inout some TextOutputStream) {
    let ok = "✓".styled(.green, enabled: color)
    let bad = "✗".styled(.red, .bold, enabled: color)
    func line(_ text: String) { stream.write(text + "\n") }
    func check(_ problems: [String], _ fine: String, _ found: String) {
      line(problems.isEmpty ? "  \(ok) \(fine)" : "  \(bad) \(found)\(problems.map(visible).joined(separator: "; "))")
    }
    let wal = checkup.walBytes.map { ", -wal \(formatBytes($0))" } ?? ""
    line(
      "\(visible(checkup.path)) (\(formatBytes(checkup.bytes))\(wal)), schema \(checkup.schemaVersion) of "
        + "\(checkup.supportedVersion)")
    line("")
    line("The file")
    check(
      checkup.integrityProblems, "integrity_check: ok. Every page, index and record is readable and consistent.",
      "integrity_check found damage: ")
    check(
      checkup.foreignKeyProblems, "foreign_key_check: ok. Every record belongs to an existing activity and user.",
      "foreign_key_check: ")
    check(
      checkup.schemaProblems, "schema: exactly habit's tables, columns, constraints, indexes, triggers and views.",
      "schema differs from habit's: ")
    check(
      checkup.dayTotalProblems, "day_totals: every day's count and sum of amounts agrees with completions.",
      "day_totals differs from completions: ")
    if !checkup.dayTotalProblems.isEmpty {
      line("    Rebuild it with: habit sql --write '\(checkup.dayTotalsRebuild)'")
    }
    let walMode = checkup.journalMode == "wal"
    line(
      "  \(walMode ? ok : bad) journal_mode=\(visible(checkup.journalMode)): "
        + (walMode
          ? "readers never wait for a writer, and members can record at the same time."
          : "expected wal; the next command that writes switches it back."))
    if checkup.freePages > 0 {
      line("  · \(checkup.freePages) of \(checkup.pageCount) pages are free (left by deletions); they are reused.")
    }
    line("")
    line("Every habit connection")
    let levels = ["OFF", "NORMAL", "FULL", "EXTRA"]
    let synchronous =
      levels.indices.contains(checkup.synchronous) ? levels[checkup.synchronous] : "\(checkup.synchronous)"
    line(
      "  · busy_timeout=\(checkup.busyTimeoutMilliseconds) ms: a write waits that long for another member's write, "
        + "then gives up (exit 75).")
    line(
      "  · foreign_keys=\(checkup.foreignKeys ? "ON" : "OFF"): removing a user or an activity removes their records "
        + "with them.")
    line("  · synchronous=\(synchronous): a commit survives habit crashing; a power cut may undo the last few commits.")
    line(
      "  · trusted_schema=\(checkup.trustedSchema ? "ON" : "OFF"): the views can only compute, never reach outside "
        + "the file.")
    line("  · every write transaction begins IMMEDIATE, so writers queue instead of failing at once.")
    line("")
    if checkup.isHealthy { line("No problems found.") }
  }
}

/// "84 KB", "1.2 MB"
public func formatBytes(_ bytes: Int) -> String {
  if bytes < 1000 { return "\(bytes) bytes" }
  if bytes < 1_000_000 { return "\(Int((Double(bytes) / 1000).rounded())) KB" }
  return "\(formatAmount((Double(bytes) / 100_000).rounded() / 10)) MB"
}
