import HabitCore
import HabitStore
import SQLite

/// Reads a Tickmate backup ("Export database": a copy of the app's SQLite file, `tracks` and `ticks`).
///
/// A track becomes an activity with its name and description, archived when it is hidden (`enabled` 0), and
/// tracked only ("at least 0 a day": Tickmate has no goals). A tick is a completion on its day: `year`, `month`
/// counted from 0 (January is 0, as Java's Calendar counts) and `day`; a track that allows several ticks a day
/// keeps each one as a completion, another one completion a day. Ticks of deleted tracks are counted, not
/// imported; icons and groups have no place here.
///
/// Tracks are keyed by their id and name in the file (`id:1:Vegan`, the `tickmate` source), so importing the same
/// backup again adds nothing.
struct TickmateParser {
  private let file: ForeignDatabase
  private var batch: ImportBatch
  private var tracks: [Int64: (key: Int, multiple: Bool)] = [:]

  init(path: String, today: Day) throws {
    file = try ForeignDatabase(path: path, app: "Tickmate")
    batch = try ImportBatch(format: ForeignFormat.tickmate.rawValue, today: today)
    batch.listsActivities = true
  }

  mutating func parse() throws -> ImportBatch {
    try file.check("tracks", columns: ["_id", "name", "description", "enabled"])
    try file.check("ticks", columns: ["_id", "_track_id", "year", "month", "day"])
    let columns = Set(
      try file.connection.query("SELECT lower(name) FROM pragma_table_info('tracks')") {
        try $0[0] as String
      })
    do {
      try readTracks(multiple: columns.contains("multiple_entries_per_day"), ordered: columns.contains("order"))
      try readTicks()
    } catch let error as SQLiteError {
      throw file.refusal("the backup cannot be read: \(error.message)")
    }
    if file.tables.contains("track2groups") { batch.ignore("Tickmate groups: habit has none") }
    return batch
  }

  private mutating func readTracks(multiple: Bool, ordered: Bool) throws {
    let sql = """
      SELECT _id, name, description, enabled, \(multiple ? "multiple_entries_per_day" : "0") FROM main.tracks
      ORDER BY \(ordered ? "\"order\", " : "")_id
      """
    var found: [(id: Int64, activity: ImportedActivity, multiple: Bool)] = []
    try file.connection.forEach(sql) { row in
      let id = try row[0] as Int64
      let name = (try row[1] as String?) ?? ""
      var activity = ImportedActivity(name: name, location: InputLocation(line: 0, column: 0))
      activity.description = (try row[2] as String?)?.trimmed ?? ""
      activity.archived = (try row[3] as Int64?) == 0
      activity.source = ActivitySource(source: ForeignFormat.tickmate.rawValue, key: "id:\(id):\(name)")
      found.append((id, activity, (try row[4] as Int64?) ?? 0 != 0))
    }
    let names = LoopHabit.uniqueNames(found.map(\.activity.name))
    for (track, name) in zip(found, names) {
      if let problem = LoopHabit.nameProblem(name) { throw file.refusal("tracks row with id \(track.id): \(problem)") }
      var activity = track.activity
      activity.name = name
      let first = try file.connection.queryFirst(
        "SELECT year, month, day FROM main.ticks WHERE _track_id = ? ORDER BY year, month, day LIMIT 1", [track.id]
      ) { row in Day(year: Int(try row[0] as Int64), month: Int(try row[1] as Int64) + 1, day: Int(try row[2] as Int64))
      }
      if let from = first ?? nil {
        activity.createdOn = from
        activity.goals = [GoalChange(effectiveFrom: from, goal: .trackOnly)]
      } else {
        activity.currentGoal = .trackOnly
      }
      batch.activities.append(activity)
      tracks[track.id] = (batch.activities.count - 1, track.multiple)
    }
  }

  private mutating func readTicks() throws {
    var previous: (track: Int64, day: String)?
    try file.connection.forEach(
      "SELECT _id, _track_id, year, month, day FROM main.ticks ORDER BY _track_id, year, month, day, _id"
    ) { row in
      let id = try row[0] as Int64
      let trackID = (try row[1] as Int64?) ?? -1
      guard let track = tracks[trackID] else {
        batch.ignore("Tickmate ticks of deleted tracks")
        return
      }
      let (year, month, dayOfMonth) = (try row[2] as Int64?, try row[3] as Int64?, try row[4] as Int64?)
      guard let year, let month, let dayOfMonth,
        let day = Day(year: Int(year), month: Int(month) + 1, day: Int(dayOfMonth))?.description
      else {
        throw file.refusal(
          "ticks row with id \(id): year \(year.map(String.init) ?? "NULL"), month \(month.map(String.init) ?? "NULL") "
            + "(counted from 0), day \(dayOfMonth.map(String.init) ?? "NULL") is not a real date")
      }
      if !track.multiple, let previous, previous == (trackID, day) {
        batch.ignore("Tickmate ticks repeating a day of a track with one tick a day")
        return
      }
      previous = (trackID, day)
      try batch.stage.addCompletion(
        activity: track.key, day: day, amount: nil, note: nil, createdAt: nil, oncePerDay: false)
    }
  }
}
