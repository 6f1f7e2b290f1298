import HabitScreens
import HabitStore

/// The format a file that matches none is closest to, and how it differs: a CSV header is compared with every
/// header habit reads, a JSON object's top-level members with every JSON format's, by the share of names they
/// have in common. So a file one column off, or a JSON file of another shape, is told what differs rather than
/// being read by the wrong parser.
enum FormatGuess {
  /// The CSV headers habit reads, by format.
  static var headers: [(format: String, columns: [String])] {
    [
      (InterchangeFormat.csv.rawValue, InterchangeFormat.csv.csvHeader!),
      (InterchangeFormat.activitiesCSV.rawValue, InterchangeFormat.activitiesCSV.csvHeader!),
      (InterchangeFormat.datesCSV.rawValue, InterchangeFormat.datesCSV.csvHeader!),
      (ForeignFormat.habitbull.rawValue, HabitBullParser<MemoryByteSource>.header),
      (
        ForeignFormat.daylio.rawValue,
        ["full_date", "date", "weekday", "time", "mood", "activities", "note_title", "note"]
      ),
      (ForeignFormat.habitica.rawValue, HabiticaHistoryParser<MemoryByteSource>.header),
      (
        "Loop's Habits.csv (habit reads it in the zip file of Loop's CSV export, or its folder)",
        ["Position", "Name", "Type", "Question", "Description", "FrequencyNumerator", "FrequencyDenominator", "Color"]
      ),
    ]
  }

  /// The top-level members of the JSON formats habit reads.
  static var jsonMembers: [(format: String, members: [String])] {
    [
      (InterchangeFormat.json.rawValue, ["format", "version", "settings", "users"]),
      (InterchangeFormat.datesJSON.rawValue, ["habits", "completions"]),
      (ForeignFormat.beaver.rawValue, ["user_email", "exported_at", "habits"]),
      (ForeignFormat.habitkit.rawValue, ["habits", "completions", "intervals", "reminders", "categories"]),
      (ForeignFormat.habitica.rawValue, ["tasks", "tasksOrder", "preferences", "lastCron"]),
    ]
  }

  /// The error for a CSV file whose `header` is no format's.
  static func csv(header: [String]) -> ImportError {
    closest(of: header, among: headers.map { ($0.format, $0.columns) }, what: "the header line", noun: "columns")
  }

  /// The error for a JSON object whose top-level `members` are no format's.
  static func json(members: [String]) -> ImportError {
    closest(of: members, among: jsonMembers.map { ($0.format, $0.members) }, what: "the JSON object", noun: "members")
  }

  private static func closest(
    of names: [String], among candidates: [(String, [String])], what: String, noun: String
  ) -> ImportError {
    let given = Set(names)
    let scored = candidates.map { candidate -> (String, [String], Double) in
      let known = Set(candidate.1)
      let common = given.intersection(known).count
      // One name in common (a "day" column) says nothing of a file's format.
      return (candidate.0, candidate.1, common < 2 ? 0 : Double(common) / Double(given.union(known).count))
    }
    guard let best = scored.max(by: { $0.2 < $1.2 }), best.2 > 0 else { return Importer.unknownFormat }
    let missing = best.1.filter { !given.contains($0) }
    let extra = names.filter { !best.1.contains($0) }
    var differences: [String] = []
    if !missing.isEmpty { differences.append("it lacks " + missing.joined(separator: ", ")) }
    if !extra.isEmpty {
      differences.append("it has " + extra.prefix(5).joined(separator: ", ") + (extra.count > 5 ? ", …" : ""))
    }
    return ImportError(
      "not a format habit imports: \(what) is closest to that of \(best.0), but "
        + differences.joined(separator: " and "), at: InputLocation(line: 1, column: 1),
      hint: "\(best.0) has the \(noun) " + best.1.joined(separator: ", ")
        + ". If the file is that format, export it again as its app writes it. " + Importer.unknownFormat.hint)
  }
}
