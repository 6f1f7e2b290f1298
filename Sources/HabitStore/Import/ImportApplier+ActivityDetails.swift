import HabitCore
import HabitScreens
import SQLite

/// The report per activity (``ImportReport/activityDetails``), for batches that ask for it.
///
/// What an activity's records in the database grew by was added; what the input has for it beyond that was
/// already present, except the contradictions the apply steps counted. Both sides are counted in bulk: the
/// database before and after into temporary tables, the input from the stage.
extension ImportApplier {
  /// Each mapped activity's completions, skipped and failed days in the database, into the temporary table `name`.
  func countRecordsPerActivity(into name: String) throws {
    try db.execute(
      """
      CREATE TEMP TABLE \(name) AS SELECT m.key, m.activity_id,
        (SELECT count(*) FROM completions c WHERE c.activity_id = m.activity_id) AS completions,
        (SELECT count(*) FROM day_marks d WHERE d.activity_id = m.activity_id AND d.mark = 'skipped') AS skipped,
        (SELECT count(*) FROM day_marks d WHERE d.activity_id = m.activity_id AND d.mark = 'failed') AS failed
      FROM temp.import_map m
      """)
  }

  /// Describes every activity of the batch but those of users not selected, in the batch's order.
  mutating func describeActivities() throws {
    try countRecordsPerActivity(into: "import_after")
    let inInput = try stagedRecords()
    var details: [Int: ImportReport.ActivityDetail] = [:]
    try db.forEach(
      """
      SELECT a.key, x.name, x.archived, a.completions - b.completions, a.skipped - b.skipped, a.failed - b.failed
      FROM temp.import_after a JOIN temp.import_before b ON b.key = a.key JOIN activities x ON x.id = a.activity_id
      """
    ) { row in
      let key: Int = try row[0]
      guard case .mapped(_, let isNew) = fates[key] else { return }
      let staged = inInput[key] ?? StagedRecords()
      var detail = ImportReport.ActivityDetail(name: try row[1], isNew: isNew)
      detail.archived = try row[2]
      detail.goal = isNew ? batch.activities[key].latestGoal.description : nil
      let conflicts = markConflicts[key] ?? [:]
      detail.completions = Self.tally(staged.completions, added: try row[3], conflicting: dayValueConflicts[key] ?? 0)
      detail.skipped = Self.tally(staged.skipped, added: try row[4], conflicting: conflicts["skipped"] ?? 0)
      detail.failed = Self.tally(staged.failed, added: try row[5], conflicting: conflicts["failed"] ?? 0)
      details[key] = detail
    }
    try db.execute("DROP TABLE temp.import_before; DROP TABLE temp.import_after")
    for (key, fate) in fates.enumerated() {
      switch fate {
      case .mapped: if let detail = details[key] { report.activityDetails.append(detail) }
      case .skipped: continue
      case .conflicting:
        let staged = inInput[key] ?? StagedRecords()
        var detail = ImportReport.ActivityDetail(name: batch.activities[key].name, isNew: false)
        detail.isConflicting = true
        detail.completions.conflicting = staged.completions
        detail.skipped.conflicting = staged.skipped
        detail.failed.conflicting = staged.failed
        report.activityDetails.append(detail)
      }
    }
  }

  /// What the input has for one activity, counted as the apply steps count it.
  private struct StagedRecords {
    var completions = 0
    var skipped = 0
    var failed = 0
  }

  /// Per activity key: exact completions, one per listed day of the once-per-day ones (a day listed twice is
  /// ignored, not present), day values, and marks by kind.
  private mutating func stagedRecords() throws -> [Int: StagedRecords] {
    var records: [Int: StagedRecords] = [:]
    for (key, tally) in batch.stage.tallies.enumerated() {
      // Every once-per-day row staged, when their days are distinct; else counted below.
      let doneDays = batch.stage.doneDaysAreDistinct ? tally.doneDays : 0
      let exact = tally.completions - tally.doneDays - tally.repeatedDays
      if exact + doneDays + tally.dayValues > 0 {
        records[key, default: StagedRecords()].completions += Int(exact + doneDays + tally.dayValues)
      }
    }
    if !batch.stage.doneDaysAreDistinct {
      try fillDoneDaysTable()
      try db.forEach("SELECT activity, count(DISTINCT day) FROM temp.import_days GROUP BY activity") { row in
        records[try row[0], default: StagedRecords()].completions += try row[1] as Int
      }
    }
    try db.forEach(
      "SELECT activity, sum(mark = 'skipped'), sum(mark = 'failed') FROM stage.marks GROUP BY activity"
    ) { row in
      records[try row[0], default: StagedRecords()].skipped = try row[1]
      records[try row[0], default: StagedRecords()].failed = try row[2]
    }
    return records
  }

  private static func tally(_ inInput: Int, added: Int, conflicting: Int) -> ImportReport.Tally {
    ImportReport.Tally(added: added, present: inInput - added - conflicting, conflicting: conflicting)
  }
}
