import HabitCore
import HabitScreens
import HabitStore

/// Reads Loop Habit Tracker's CSV export (`Loop Habits CSV 2024-05-01.zip`, or its unzipped folder) into an
/// ``ImportBatch``, as every version of Loop wrote it (``LoopCSVEra``).
///
/// `Habits.csv` lists the habits (columns found by name: Loop 1 had no Question, Loop 2 before 2.3.1 no Type,
/// Unit or Target); each habit's `NNN Name/Checkmarks.csv` (matched by the NNN of its position, since a name that
/// is not ASCII leaves just `NNN`) has its days. Since 2.3.1 they are named: `YES_MANUAL` a completion, `SKIP` a
/// skipped mark, `NO` a failed mark for a daily habit (ignored for one judged on several days, as in a backup), a
/// numerical habit's amount x 1000 a completion. Before, the file had no header and numbers: 2 done, 1 derived,
/// 0 unchecked (Loop 1, which listed every day) or an explicit no (Loop 2), 3 skipped; a numerical habit shows only
/// through a value above 3, and had no target in the export. `YES_AUTO` (derived from the frequency, even dated
/// after the export) and `UNKNOWN` are not imported, nor are the scores.
///
/// An export whose habit folders are missing (`Habits.csv` and the combined `Checkmarks.csv` alone, as people
/// share them) is read from the combined file instead (``LoopCombinedCheckmarks``): a date column, then one per
/// habit in the order of `Habits.csv`.
///
/// The export has no ids: habits are keyed by name, as the `loop-csv` source.
struct LoopCSVParser {
  private let export: any LoopCSVExport
  private var batch: ImportBatch

  /// The columns of `Habits.csv` read, by header name; the export of Loop 1 called the frequency's parts
  /// NumRepetitions and Interval.
  private static let columns = [
    "Position": "Position", "Name": "Name", "Type": "Type", "Question": "Question", "Description": "Description",
    "FrequencyNumerator": "FrequencyNumerator", "NumRepetitions": "FrequencyNumerator",
    "FrequencyDenominator": "FrequencyDenominator", "Interval": "FrequencyDenominator", "Color": "Color",
    "Unit": "Unit", "Target Type": "Target Type", "Target Value": "Target Value", "Archived?": "Archived?",
  ]

  init(export: any LoopCSVExport, batch: ImportBatch) {
    self.export = export
    self.batch = batch
    self.batch.listsActivities = true
    self.batch.positionsAreRelative = true
  }

  mutating func parse() throws -> ImportBatch {
    let (rows, era) = try inFile("Habits.csv") { try readHabits() }
    let folders = try inFile("Habits.csv") { try habitFolders(positions: rows.map(\.position)) }
    var combined: [[LoopCheckmark]] = []
    if folders.isEmpty && !rows.isEmpty {
      combined = try inFile("Checkmarks.csv") {
        try LoopCombinedCheckmarks(bytes: try export.contents(of: "Checkmarks.csv")).columns(habits: rows.count)
      }
    }
    let names = LoopHabit.uniqueNames(rows.map(\.habit.name))
    for (index, (row, name)) in zip(rows, names).enumerated() {
      if let problem = LoopHabit.nameProblem(name) {
        throw ImportError(
          problem, at: row.nameLocation, hint: "Rename the habit in Loop and export again.", file: "Habits.csv")
      }
      var habit = row.habit
      habit.position = row.position
      habit.source = ActivitySource(source: "loop-csv", key: "name:" + name)
      let file = folders.isEmpty ? "Checkmarks.csv" : folders[row.position]! + "/Checkmarks.csv"
      let checkmarks = folders.isEmpty ? combined[index] : try inFile(file) { try readCheckmarks(file) }
      if era != .named && checkmarks.contains(where: { Int64($0.value).map { $0 > 3 } ?? false }) {
        habit.isNumerical = true
        batch.ignore("targets of numerical habits: Loop's CSV had none before 2.3.1")
      }
      batch.activities.append(habit.activity(named: name, at: row.nameLocation))
      for checkmark in checkmarks {
        try inFile(file) {
          try add(checkmark, habit: habit, era: era, key: batch.activities.count - 1)
        }
      }
    }
    return batch
  }

  /// Runs `body`, placing its errors in `file`.
  private func inFile<T>(_ file: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch var error as ImportError {
      if error.file == nil && error.location != nil { error.file = file }
      throw error
    }
  }

  private func input(_ file: String) throws -> CSVInput<MemoryByteSource> {
    var bytes = try export.contents(of: file)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    return CSVInput(source: MemoryByteSource(bytes), unescapesFormulas: false, progress: nil)
  }

  // MARK: Habits.csv

  private struct HabitRow {
    var habit: LoopHabit
    var position: Int
    var nameLocation: InputLocation
  }

  private mutating func readHabits() throws -> ([HabitRow], LoopCSVEra) {
    var input = try input("Habits.csv")
    guard let header = try input.next() else {
      throw ImportError("Habits.csv is empty", at: nil, hint: "Import the export as Loop made it.")
    }
    var index: [String: Int] = [:]
    for (position, name) in header.enumerated() {
      guard let column = Self.columns[name] else {
        batch.ignore("columns of Habits.csv habit does not know")
        continue
      }
      guard index[column] == nil else {
        throw ImportError(
          "the column \(name) appears twice", at: input.location(position), hint: "Import the export as Loop made it.")
      }
      index[column] = position
    }
    for required in ["Position", "Name"] where index[required] == nil {
      throw ImportError(
        "the header has no \(required) column", at: InputLocation(line: 1, column: 1),
        hint: "Habits.csv starts with Position,Name,...; import the export as Loop made it.")
    }
    var rows: [HabitRow] = []
    var lines: [Int: Int] = [:]
    while let fields = try input.next() {
      let row = try habitRow(fields, index: index, input: input)
      if let first = lines[row.position] {
        throw ImportError(
          "the position \(row.position) is listed twice (first on line \(first))",
          at: input.location(index["Position"]!),
          hint: "Import the export as Loop made it.")
      }
      lines[row.position] = input.location(0).line
      rows.append(row)
    }
    let era: LoopCSVEra = index["Type"] != nil ? .named : index["Question"] != nil ? .numbered : .loop1
    return (rows, era)
  }

  private func habitRow(_ fields: [String], index: [String: Int], input: CSVInput<MemoryByteSource>) throws
    -> HabitRow
  {
    func field(_ column: String) -> String { index[column].map { fields[$0] } ?? "" }
    func fail(_ column: String, _ expected: String) -> ImportError {
      ImportError(
        "\(ImportValues.quoted(field(column))) is not \(expected)", at: input.location(index[column]!),
        hint: "Import the export as Loop made it.")
    }
    guard let position = Int(field("Position")), position >= 0, field("Position").allSatisfy(\.isASCII) else {
      throw fail("Position", "a position (a number such as 001)")
    }
    var habit = LoopHabit(name: field("Name"), source: ActivitySource(source: "loop-csv", key: ""))
    switch field("Type") {
    case "", "YES_NO": habit.isNumerical = false
    case "NUMERICAL": habit.isNumerical = true
    default: throw fail("Type", "YES_NO or NUMERICAL")
    }
    habit.question = field("Question")
    habit.description = field("Description")
    for (column, keyPath) in [("FrequencyNumerator", \LoopHabit.numerator), ("FrequencyDenominator", \.denominator)]
    where index[column] != nil {
      guard let number = Int(field(column)) else { throw fail(column, "a whole number") }
      habit[keyPath: keyPath] = number
    }
    if !field("Color").isEmpty {
      guard field("Color").hasPrefix("#"), let color = Color(field("Color")) else {
        throw fail("Color", "a colour #RRGGBB")
      }
      habit.color = color
    }
    habit.unit = field("Unit")
    switch field("Target Type") {
    case "", "AT_LEAST": habit.atMost = false
    case "AT_MOST": habit.atMost = true
    default: throw fail("Target Type", "AT_LEAST or AT_MOST")
    }
    if !field("Target Value").isEmpty {
      guard let target = Double(field("Target Value")), target.isFinite, target >= 0 else {
        throw fail("Target Value", "an amount of 0 or more")
      }
      habit.target = target
    }
    switch field("Archived?") {
    case "", "false": habit.archived = false
    case "true": habit.archived = true
    default: throw fail("Archived?", "true or false")
    }
    if let problem = habit.goalProblem {
      throw ImportError(
        problem, at: input.location(index["FrequencyDenominator"] ?? index["Target Value"] ?? 0),
        hint: "Change the habit's frequency in Loop and export again.")
    }
    return HabitRow(habit: habit, position: position, nameLocation: input.location(index["Name"]!))
  }

  // MARK: Folders and files

  /// The folder of each habit by its position, from the NNN its name starts with; the other files are counted.
  private mutating func habitFolders(positions: [Int]) throws -> [Int: String] {
    var folders: [Int: String] = [:]
    var combinedFiles: [String] = []
    for file in export.files {
      let parts = file.split(separator: "/", maxSplits: 1).map(String.init)
      if parts.count == 2, let position = Self.position(ofFolder: parts[0]) {
        if parts[1] == "Checkmarks.csv" {
          if let other = folders[position] {
            let pair = [other, parts[0]].sorted()
            throw ImportError(
              "the folders '\(pair[0])' and '\(pair[1])' both belong to position \(position)", at: nil,
              hint: "Import the export as Loop made it.")
          }
          folders[position] = parts[0]
        } else if parts[1] == "Scores.csv" {
          batch.ignore("Loop's scores (derived)")
        } else {
          batch.ignore("files a Loop export does not have")
        }
      } else if file == "Checkmarks.csv" || file == "Scores.csv" {
        combinedFiles.append(file)
      } else if file != "Habits.csv" {
        batch.ignore("files a Loop export does not have")
      }
    }
    if folders.isEmpty && combinedFiles.contains("Checkmarks.csv") {
      if combinedFiles.contains("Scores.csv") { batch.ignore("Loop's scores (derived)") }
      return [:]
    }
    if !combinedFiles.isEmpty {
      batch.ignore(
        "Loop's combined Checkmarks.csv and Scores.csv (the per-habit files are read)", count: combinedFiles.count)
    }
    for position in positions where folders[position] == nil {
      throw ImportError(
        "Habits.csv lists a habit at position \(String(format3: position)) but the export has no "
          + "\(String(format3: position))… folder with its Checkmarks.csv", at: nil,
        hint: "Import the whole export as Loop made it, or Habits.csv with the combined Checkmarks.csv alone.")
    }
    let unused = Set(folders.keys).subtracting(positions)
    if !unused.isEmpty { batch.ignore("habit folders Habits.csv does not list", count: unused.count) }
    return folders
  }

  /// The NNN of a folder named `NNN` or `NNN Name`.
  private static func position(ofFolder name: String) -> Int? {
    let digits = name.prefix { ("0"..."9").contains($0) }
    guard !digits.isEmpty, digits.count == name.count || name.dropFirst(digits.count).first == " " else { return nil }
    return Int(digits)
  }

  // MARK: Checkmarks.csv

  /// A habit's own `Checkmarks.csv`: `Date,Value,Notes` with names since Loop 2.3.1, before that `date,value`
  /// without a header.
  private func readCheckmarks(_ file: String) throws -> [LoopCheckmark] {
    var input = try input(file)
    var checkmarks: [LoopCheckmark] = []
    var lines: [String: Int] = [:]
    var first = true
    while let fields = try input.next() {
      defer { first = false }
      if first && (fields == ["Date", "Value"] || fields == ["Date", "Value", "Notes"]) { continue }
      guard fields.count >= 2, fields.count <= 3 else {
        throw ImportError(
          "this line has \(fields.count) \(fields.count == 1 ? "field" : "fields"), not a date and a value",
          at: input.location(0),
          hint: "A habit's Checkmarks.csv has lines date,value (Loop before 2.3.1) or Date,Value,Notes; import "
            + "the export as Loop made it.")
      }
      let day = try ImportValues.day(fields[0], at: input.location(0))
      if let first = lines[day] {
        throw ImportError(
          "\(day) is listed twice (first on line \(first))", at: input.location(0),
          hint: "Import the export as Loop made it.")
      }
      lines[day] = input.location(0).line
      let note = fields.count > 2 && !fields[2].isEmpty ? fields[2] : nil
      checkmarks.append(LoopCheckmark(day: day, value: fields[1], note: note, location: input.location(1)))
    }
    return checkmarks
  }

  private mutating func add(_ checkmark: LoopCheckmark, habit: LoopHabit, era: LoopCSVEra, key: Int) throws {
    guard !habit.isNumerical, let code = Int(checkmark.value) else {
      // Named values, and a numerical habit's amounts.
      if era != .named && habit.isNumerical && checkmark.value == "0" {
        batch.ignore("days of numerical habits without an amount")
        return
      }
      return try add(
        checkmark.value, on: checkmark.day, note: checkmark.note, habit: habit, key: key, at: checkmark.location)
    }
    let name: String
    switch (code, era) {
    case (2, _): name = "YES_MANUAL"
    case (1, _): name = "YES_AUTO"
    case (0, .loop1):
      batch.ignore("days Loop 1 listed unchecked (it listed every day)")
      return
    case (0, _): name = "NO"
    case (3, _): name = "SKIP"
    case (-1, _): name = "UNKNOWN"
    default:
      throw ImportError(
        "\(ImportValues.quoted(checkmark.value)) is not a value Loop writes for a yes or no habit",
        at: checkmark.location,
        hint: "Before 2.3.1 Loop wrote 2 (done), 1 (derived), 0 (not done), 3 (skipped) and -1 (unknown).")
    }
    try add(name, on: checkmark.day, note: checkmark.note, habit: habit, key: key, at: checkmark.location)
  }

  private mutating func add(
    _ value: String, on day: String, note: String?, habit: LoopHabit, key: Int, at location: InputLocation
  ) throws {
    let stage = batch.stage
    switch value {
    case "SKIP":
      try stage.addMark(activity: key, day: day, mark: .skipped, note: note, createdAt: nil, location: location)
    case "UNKNOWN":
      batch.ignoreDay("days marked unknown (nothing entered)", note: note)
    case "YES_MANUAL" where !habit.isNumerical:
      try batch.addDone(on: day, note: note, key: key, at: location)
    case "YES_AUTO" where !habit.isNumerical:
      batch.ignoreDay("days Loop checked automatically from the frequency (derived)", note: note)
    case "NO" where !habit.isNumerical && habit.denominator == 1:
      try stage.addMark(activity: key, day: day, mark: .failed, note: note, createdAt: nil, location: location)
    case "NO" where !habit.isNumerical:
      batch.ignoreDay("not-done days of habits judged on several days (Loop lets the window carry them)", note: note)
    default:
      guard habit.isNumerical, let amount = Int64(value) else {
        throw ImportError(
          "\(ImportValues.quoted(value)) is not a value Loop writes for a "
            + (habit.isNumerical ? "numerical habit" : "yes or no habit"),
          at: location,
          hint: habit.isNumerical
            ? "A numerical habit's values are amounts x 1000 (2500 for 2.5), SKIP or UNKNOWN."
            : "A yes or no habit's values are YES_MANUAL, YES_AUTO, NO, SKIP and UNKNOWN.")
      }
      switch amount {
      case 3:
        try stage.addMark(activity: key, day: day, mark: .skipped, note: note, createdAt: nil, location: location)
      case -1:
        batch.ignoreDay("days marked unknown (nothing entered)", note: note)
      case 0...:
        try stage.addDayValue(activity: key, day: day, amount: Double(amount) / 1000, note: note, at: location)
      default:
        throw ImportError(
          "the amount \(value) is negative", at: location, hint: "Import the export as Loop made it.")
      }
    }
  }
}

extension String {
  /// A position as Loop writes it in folder names: at least three digits.
  fileprivate init(format3 number: Int) {
    let digits = String(number)
    self = String(repeating: "0", count: Swift.max(0, 3 - digits.count)) + digits
  }
}
