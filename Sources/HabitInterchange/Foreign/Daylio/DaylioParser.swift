import HabitCore
import HabitStore

/// Reads Daylio's CSV export (`daylio_export_2024_05_01.csv`): one row per entry (a mood check-in), newest first,
/// columns found by name, since they changed over the years (`year,date,...` until 2018, then `full_date,...`,
/// later with `note_title` and `scales`).
///
/// Each activity an entry names (the `activities` cell, split on ` | ` and trimmed) is an activity done that day;
/// an activity named by several entries of a day is done once, with the number of entries as its amount (Daylio
/// counts an activity per entry), and the entries' mood and notes become its note (`mood: good — title — text`,
/// entries apart by `; `). Daylio exports no goals, so each activity is only tracked ("at least 0 a day"), from
/// its first day. The day is `full_date` as the user picked it; in the oldest files it is `year` and `date` in
/// the phone's language ("June 22", "7 września"), read once the whole file is (``DaylioMonthNames``).
/// Entries without activities (a mood alone) are counted.
///
/// Activities have no ids: they are found by name. Names that differ only in case (`cleaning` and `Cleaning`) are
/// two activities in Daylio: the second in code-point order gets a visible suffix, the same on every import.
struct DaylioParser<Source: ByteSource> {
  private var input: CSVInput<Source>
  private var batch: ImportBatch
  private let today: Day
  /// Each activity's days: how many entries named it, their notes in file order, and where it was first named
  /// that day. Keyed by `yyyy-MM-dd`, or in the oldest files by ``YearDate`` until its language is known.
  private var days: [String: [DayKey: Named]] = [:]
  /// The `date` cells of the oldest files, in file order, each with where it first came.
  private var dates: [String: InputLocation] = [:]
  private var dateOrder: [String] = []

  private struct Named {
    var entries = 0
    var notes: [String] = []
    let at: InputLocation
  }

  private enum DayKey: Hashable {
    case day(String)
    /// `year` and the localised `date` of the oldest files.
    case yearDate(Int, String)
  }

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
    // An entry counts once for each activity it names, however often it names it.
    var distinct: Set<String> = []
    let names = field("activities").split(separator: " | ", omittingEmptySubsequences: false).map {
      String($0).trimmed
    }.filter { !$0.isEmpty && distinct.insert($0).inserted }
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
      var named = days[name, default: [:]][day] ?? Named(at: location)
      named.entries += 1
      if !note.isEmpty { named.notes.append(note) }
      days[name, default: [:]][day] = named
    }
  }

  /// The entry's day: `full_date`, else `year` with the localised `date`, read once every `date` is known.
  private mutating func day(_ fields: [String], index: [String: Int]) throws -> DayKey {
    if let position = index["full_date"] {
      let text = position < fields.count ? fields[position] : ""
      return .day(try ImportValues.day(text, what: "full_date", at: input.location(position)))
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
    if dates[dateText] == nil {
      dates[dateText] = input.location(datePosition)
      dateOrder.append(dateText)
    }
    return .yearDate(year, dateText)
  }

  /// The days of the oldest files, their `date` cells read in the one language that reads them all.
  private func yearDates() throws -> [DayKey: String] {
    guard !dateOrder.isEmpty else { return [:] }
    let hint =
      "Daylio files before 2019 write the date in the phone's language (June 22, 7 września); export again "
      + "from a newer Daylio, which writes full_date as yyyy-MM-dd."
    switch DaylioMonthNames.read(dateOrder) {
    case .unreadable(let index):
      let text = dateOrder[index]
      throw ImportError(
        "\(ImportValues.quoted(text)) is not a month and day in "
          + (index == 0 ? "any language" : "the language of the dates before it"), at: dates[text], hint: hint)
    case .ambiguous(let languages):
      throw ImportError(
        "the dates read as different months in " + languages.joined(separator: ", ")
          + ", and nothing in the file tells which language it is in", at: dates[dateOrder[0]], hint: hint)
    case .read(let months, _):
      var resolved: [DayKey: String] = [:]
      for case let (_, named) in days {
        for case .yearDate(let year, let text) in named.keys where resolved[.yearDate(year, text)] == nil {
          let read = months[text]!
          guard let day = Day(year: year, month: read.month, day: read.day) else {
            throw ImportError(
              "\(ImportValues.quoted(text)) is not a day of \(year)", at: dates[text],
              hint: "Import the CSV file Daylio exported, as it wrote it.")
          }
          resolved[.yearDate(year, text)] = day.description
        }
      }
      return resolved
    }
  }

  /// Every activity, in code-point order of its name, with its days in order.
  private mutating func stage() throws {
    let names = days.keys.sorted {
      $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) { $0.value < $1.value }
    }
    let yearDates = try yearDates()
    for (name, unique) in zip(names, LoopHabit.uniqueNames(names)) {
      // Two `date` cells may name one day ("Nov 30" and "November 30"): their entries add up, in file order.
      var byDay: [String: Named] = [:]
      for (key, named) in days[name]!.sorted(by: { $0.value.at.line < $1.value.at.line }) {
        let day: String
        switch key {
        case .day(let text): day = text
        case .yearDate: day = yearDates[key]!
        }
        var merged = byDay[day] ?? Named(at: named.at)
        merged.entries += named.entries
        merged.notes += named.notes
        byDay[day] = merged
      }
      let activityDays = byDay.sorted { $0.key < $1.key }
      var activity = ImportedActivity(name: unique, location: activityDays[0].value.at)
      let from = try Day(parsing: activityDays[0].key)
      activity.createdOn = from
      activity.goals = [GoalChange(effectiveFrom: from, goal: .trackOnly)]
      batch.activities.append(activity)
      let key = batch.activities.count - 1
      for (day, named) in activityDays {
        let note = named.notes.joined(separator: "; ")
        try batch.stage.addDayValue(
          activity: key, day: day, amount: named.entries > 1 ? Double(named.entries) : nil,
          note: note.isEmpty ? nil : note, at: named.at)
      }
    }
  }
}
