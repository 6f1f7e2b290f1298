import HabitCore
import HabitStore

/// Reads Daylio's CSV export (`daylio_export_2024_05_01.csv`): one row per entry (a mood check-in), newest first,
/// columns found by name, since they changed over the years (`year,date,...` until 2018, then `full_date,...`,
/// later with `note_title` and `scales`).
///
/// Each activity an entry names (the `activities` cell, split on ` | ` and trimmed) is an activity done that day;
/// an activity named by several entries of a day is done once, and the entries' mood and notes become its note
/// (`mood: good — title — text`, entries apart by `; `). Daylio exports no goals, so each activity is only tracked
/// ("at least 0 a day"), from its first day. The day is `full_date` as the user picked it; in the oldest files it
/// is `year` and the English `date` ("June 22", "Nov 30"). Entries without activities (a mood alone) are counted.
///
/// Activities have no ids: they are found by name. Names that differ only in case (`cleaning` and `Cleaning`) are
/// two activities in Daylio: the second in code-point order gets a visible suffix, the same on every import.
struct DaylioParser<Source: ByteSource> {
  private var input: CSVInput<Source>
  private var batch: ImportBatch
  private let today: Day
  /// Each activity's days: its notes, in file order, and where it was first named that day.
  private var days: [String: [String: (notes: [String], at: InputLocation)]] = [:]

  init(input: CSVInput<Source>, today: Day) throws {
    self.input = input
    self.today = today
    batch = try ImportBatch(format: ForeignFormat.daylio.rawValue, today: today)
    batch.listsActivities = true
  }

  mutating func parse() throws -> ImportBatch {
    guard let header = try input.next() else {
      throw ImportError("the file is empty", at: nil, hint: "Import the CSV file Daylio exported.")
    }
    var index: [String: Int] = [:]
    for (position, name) in header.enumerated() { index[name.trimmed] = position }
    guard index["activities"] != nil, index["full_date"] != nil || (index["year"] != nil && index["date"] != nil)
    else {
      throw ImportError(
        "the header has no \(index["activities"] == nil ? "activities" : "full_date") column",
        at: InputLocation(line: 1, column: 1),
        hint: "A Daylio export starts with full_date,date,weekday,time,mood,activities,...; import it as Daylio "
          + "wrote it.")
    }
    while let fields = try input.next() { try entry(fields, index: index) }
    try stage()
    return batch
  }

  private mutating func entry(_ fields: [String], index: [String: Int]) throws {
    func field(_ name: String) -> String {
      guard let position = index[name], position < fields.count else { return "" }
      return fields[position]
    }
    if fields.allSatisfy(\.isEmpty) { return }
    let day = try self.day(fields, index: index)
    let names = field("activities").split(separator: " | ", omittingEmptySubsequences: false).map {
      String($0).trimmed
    }.filter { !$0.isEmpty }
    guard !names.isEmpty else {
      batch.ignore("Daylio entries without activities (a mood alone)")
      return
    }
    let mood = field("mood").trimmed
    let note = ([mood.isEmpty ? "" : "mood: " + mood, field("note_title").trimmed, field("note").trimmed])
      .filter { !$0.isEmpty }.joined(separator: " — ")
    let location = input.location(index["activities"]!)
    for name in names {
      if let problem = LoopHabit.nameProblem(name) {
        throw ImportError(problem, at: location, hint: "Rename the activity in Daylio and export again.")
      }
      var entry = days[name, default: [:]][day] ?? ([], location)
      if !note.isEmpty { entry.notes.append(note) }
      days[name, default: [:]][day] = entry
    }
  }

  /// The entry's day: `full_date`, else `year` with the English month and day of `date`.
  private func day(_ fields: [String], index: [String: Int]) throws -> String {
    if let position = index["full_date"] {
      let text = position < fields.count ? fields[position] : ""
      return try ImportValues.day(text, what: "full_date", at: input.location(position))
    }
    let yearPosition = index["year"]!
    let datePosition = index["date"]!
    let yearText = yearPosition < fields.count ? fields[yearPosition] : ""
    let dateText = datePosition < fields.count ? fields[datePosition] : ""
    guard let year = Int(yearText), (1...9999).contains(year) else {
      throw ImportError(
        "\(ImportValues.quoted(yearText)) is not a year", at: input.location(yearPosition),
        hint: "Import the CSV file Daylio exported, as it wrote it.")
    }
    guard let (month, dayOfMonth) = Self.monthAndDay(dateText),
      let day = Day(year: year, month: month, day: dayOfMonth)
    else {
      throw ImportError(
        "\(ImportValues.quoted(dateText)) is not a date habit can read", at: input.location(datePosition),
        hint: "Daylio files before 2019 write the date in the phone's language; habit reads English month names "
          + "(June 22, Nov 30). Export again from a newer Daylio, which writes full_date as yyyy-MM-dd.")
    }
    return day.description
  }

  /// "June 22", "Nov 30" or "22 June": an English month, full or in its first three letters, and a day.
  static func monthAndDay(_ text: String) -> (Int, Int)? {
    let words = text.split(separator: " ").map { $0.lowercased().trimmingCharacters(in: ".,") }
    guard words.count == 2 else { return nil }
    for (monthWord, dayWord) in [(words[0], words[1]), (words[1], words[0])] {
      if let day = Int(dayWord),
        let month = daylioMonths.firstIndex(where: {
          $0 == monthWord || (monthWord.count == 3 && $0.hasPrefix(monthWord))
        })
      {
        return (month + 1, day)
      }
    }
    return nil
  }

  /// Every activity, in code-point order of its name, with its days in order.
  private mutating func stage() throws {
    let names = days.keys.sorted {
      $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) { $0.value < $1.value }
    }
    for (name, unique) in zip(names, LoopHabit.uniqueNames(names)) {
      let activityDays = days[name]!.sorted { $0.key < $1.key }
      var activity = ImportedActivity(name: unique, location: activityDays[0].value.at)
      let from = try Day(parsing: activityDays[0].key)
      activity.createdOn = from
      activity.goals = [GoalChange(effectiveFrom: from, goal: .trackOnly)]
      batch.activities.append(activity)
      let key = batch.activities.count - 1
      for (day, entry) in activityDays {
        let note = entry.notes.joined(separator: "; ")
        try batch.stage.addDayValue(
          activity: key, day: day, amount: nil, note: note.isEmpty ? nil : note, at: entry.at)
      }
    }
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}

/// English month names, as the oldest Daylio files write them in `date`.
private let daylioMonths = [
  "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
  "december",
]
