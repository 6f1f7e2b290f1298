/// The file formats habit exports and imports.
public enum InterchangeFormat: String, CaseIterable, Sendable {
  /// habit's own JSON: everything, versioned, in a canonical order.
  case json
  /// One row per completion.
  case csv
  /// One row per activity, the companion of ``csv``.
  case activitiesCSV = "activities-csv"
  /// The iOS Habit Tracker app's `{habitId: ["yyyy-MM-dd", ...]}`, alone or beside its `habits` list.
  case datesJSON = "dates-json"
  /// The flat twin of ``datesJSON``: `habit_id,date`.
  case datesCSV = "dates-csv"

  /// One line for help texts and the list shown when a file's format is not recognised.
  public var summary: String {
    switch self {
    case .json:
      return "habit's own JSON: users, activities, goal history, completions, day marks, challenges, plans, settings"
    case .csv: return "one row per completion or day mark: " + Self.completionsHeader.joined(separator: ",")
    case .activitiesCSV: return "one row per activity: " + Self.activitiesHeader.joined(separator: ",")
    case .datesJSON:
      return "{\"<habit id>\": [\"yyyy-MM-dd\", ...]}, alone or beside a \"habits\" list (iOS Habit Tracker)"
    case .datesCSV: return "one row per done day: " + Self.datesHeader.joined(separator: ",")
    }
  }

  /// Whether `header` is one this format reads: its own, or that of files written before its last column: for
  /// ``csv`` day marks (`mark`), for ``activitiesCSV`` sections (`section`), which are still read.
  func reads(header: [String]) -> Bool {
    guard let own = csvHeader else { return false }
    return header == own || ((self == .csv || self == .activitiesCSV) && header == own.dropLast())
  }

  /// The header line of a CSV format; nil for JSON formats.
  public var csvHeader: [String]? {
    switch self {
    case .csv: return Self.completionsHeader
    case .activitiesCSV: return Self.activitiesHeader
    case .datesCSV: return Self.datesHeader
    case .json, .datesJSON: return nil
    }
  }

  static let completionsHeader = ["user", "activity_id", "activity", "day", "amount", "unit", "note", "mark"]
  static let activitiesHeader = [
    "user", "id", "name", "description", "icon", "color", "unit", "required_amount", "goal", "goal_from",
    "created_on", "archived", "position", "section",
  ]
  static let datesHeader = ["habit_id", "date"]

  /// Every format with its summary, one per line, for hints.
  public static var list: String {
    allCases.map { "  \($0.rawValue.padding(16))\($0.summary)" }.joined(separator: "\n")
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
