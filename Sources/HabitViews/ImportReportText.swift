import HabitScreens

/// An import's report as people read it: one line per kind of record that the file had, for other trackers'
/// files one line per habit, then what was ignored and what conflicted.
///
/// ```
/// Imported backup.json (json):
///   users: 2 added
///   activities: 12 added, 1 in conflict
///   completions: 4,212 added, 3 already present, 40 in conflict
///   conflict: activity 0f8f… (Run) is bob's in the database but alice's in the file: its records were not imported
/// Imported /home/me/.config/harsh (harsh):
///   ...
///   Gym (new, 3 times in any 7 days): 41 completions added, 2 skipped days, 3 failed days
/// ```
public struct ImportReportText {
  public let report: ImportReport
  public let file: String

  public init(report: ImportReport, file: String) {
    self.report = report
    self.file = file
  }

  public var text: String {
    var lines = [
      report.dryRun
        ? "Dry run of \(visible(file)) (\(report.format)); nothing was written. Importing it would give:"
        : "Imported \(visible(file)) (\(report.format)):"
    ]
    let kinds: [(String, ImportReport.Tally)] = [
      ("users", report.users), ("activities", report.activities), ("goals", report.goals),
      ("completions", report.completions), ("day marks", report.marks), ("settings", report.settings),
      ("daily plans", report.plans), ("challenges", report.challenges),
      ("challenge days checked", report.challengeChecks), ("pauses", report.pauses),
    ]
    for (name, tally) in kinds where tally.total > 0 {
      var parts = ["\(grouped(tally.added)) added"]
      if tally.present > 0 { parts.append("\(grouped(tally.present)) already present") }
      if tally.conflicting > 0 { parts.append("\(grouped(tally.conflicting)) in conflict") }
      lines.append("  \(name): " + parts.joined(separator: ", "))
    }
    if kinds.allSatisfy({ $0.1.total == 0 }) { lines.append("  nothing to import") }
    for detail in report.activityDetails { lines.append("  " + line(detail)) }
    for ignored in report.ignored {
      lines.append("  ignored: \(grouped(ignored.count)) (\(visible(ignored.reason)))")
    }
    for conflict in report.conflicts { lines.append("  conflict: " + visible(conflict)) }
    if report.moreConflicts > 0 { lines.append("  and \(grouped(report.moreConflicts)) more conflicts") }
    if report.leftOut > 0 { lines += leftOut }
    return lines.joined(separator: "\n")
  }

  /// What was left out, and what to do to bring it in, per kind of conflict.
  private var leftOut: [String] {
    let count = report.leftOut
    var lines = [
      "  left out: \(grouped(count)) \(count == 1 ? "record" : "records") in conflict, "
        + (report.dryRun ? "which the database would keep as it has them." : "kept as the database has them.")
        + " To bring \(count == 1 ? "it" : "them") in:"
    ]
    if report.activities.conflicting > report.renamedActivities || report.users.conflicting > 0 {
      lines.append(
        "    - an activity of another user: import for that user (--user NAME); a name already taken: rename "
          + "one of them (habit edit NAME --name NEW); then import again")
    }
    if report.renamedActivities > 0 {
      lines.append("    - an activity renamed in the file: give it the file's name with habit edit NAME --name NEW")
    }
    if report.completions.conflicting + report.marks.conflicting > 0 {
      lines.append(
        "    - a day the database has otherwise: clear it in habit (habit undo NAME --date DAY, as often as "
          + "needed), then import again")
    }
    if report.goals.conflicting > 0 {
      lines.append("    - a goal: set the file's with habit edit NAME --goal GOAL --from DAY")
    }
    if report.settings.conflicting > 0 {
      lines.append("    - a setting: set the file's with habit settings KEY VALUE")
    }
    if report.plans.conflicting + report.challenges.conflicting + report.pauses.conflicting > 0 {
      lines.append(
        "    - a daily plan, a challenge or a pause: the database keeps its own; edit it there if the file's is right")
    }
    return lines
  }

  /// `Read (new, once a day): 2 completions added, 1 skipped day, 1 failed day; 3 already present`: what the
  /// activity is, what it got, then how many of its records the database already had or contradicts.
  private func line(_ detail: ImportReport.ActivityDetail) -> String {
    var about: [String] = []
    if detail.isNew { about.append("new") }
    if detail.archived { about.append("archived") }
    if let goal = detail.goal { about.append(goal) }
    let head = visible(detail.name) + (about.isEmpty ? "" : " (" + about.joined(separator: ", ") + ")") + ": "
    if detail.isConflicting { return head + "in conflict, nothing imported" }
    let records = detail.records
    if records.total == 0 { return head + "nothing recorded" }
    var added: [String] = []
    for (count, noun) in [
      (detail.completions.added, "completion"), (detail.skipped.added, "skipped day"),
      (detail.failed.added, "failed day"),
    ] where count > 0 {
      added.append("\(grouped(count)) \(noun)\(count == 1 ? "" : "s")" + (added.isEmpty ? " added" : ""))
    }
    var parts = [added.isEmpty ? "nothing new" : added.joined(separator: ", ")]
    if records.present > 0 { parts.append("\(grouped(records.present)) already present") }
    if records.conflicting > 0 { parts.append("\(grouped(records.conflicting)) in conflict") }
    return head + parts.joined(separator: "; ")
  }

  /// 4212 -> "4,212".
  private func grouped(_ number: Int) -> String {
    let digits = Array(String(number))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }
}
