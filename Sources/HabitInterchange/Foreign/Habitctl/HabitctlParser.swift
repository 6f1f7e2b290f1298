import HabitCore
import HabitStore

/// Reads habitctl's folder: the `habits` file, then the `log`.
///
/// habits: `<every_n_days> <name>` per line, split at the first space, `#` comments; every_n_days is read as
/// harsh's `N` (0 only tracks, 1 daily, N once in any N days).
///
/// log: `yyyy-MM-dd<TAB>name<TAB>y|n|s`, blank lines between days. For a repeated habit and day the first line
/// counts, as in habitctl. `y` is a completion, `n` a failed day (habitctl asks about every day and records the
/// answer no), `s` a skipped one.
struct HabitctlParser {
  let folder: FolderInput
  let today: Day
  private var log: TrackerLog

  init(folder: FolderInput, today: Day) throws {
    self.folder = folder
    self.today = today
    log = TrackerLog(batch: try ImportBatch(format: ForeignFormat.habitctl.rawValue), repeats: .firstWins, today: today)
  }

  consuming func parse() throws -> ImportBatch {
    try folder.lines(of: "habits") { lines in
      while let line = try lines.next() { try habit(line, lines) }
    }
    try folder.lines(of: "log") { lines in
      while let line = try lines.next() { try entry(line, lines) }
    }
    // Every staged day comes from the log.
    return try inFile("log") { try log.finish(today: today) }
  }

  private mutating func habit(_ line: String, _ lines: TextLines<FileDescriptorByteSource>) throws {
    if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { return }
    let hint = "Write habits as '<every_n_days> <name>': 1 Meditate (daily), 7 Call mom, 0 Coffee (only tracked)."
    guard let space = line.firstIndex(of: " ") else {
      throw lines.error("this line has no space between a number of days and a habit's name", at: 1, hint: hint)
    }
    let number = line[..<space]
    guard number.allSatisfy(\.isASCIIDigit), let days = Int(number), days <= 100_000 else {
      throw lines.error("\(ImportValues.quoted(String(number))) is not a number of days", at: 1, hint: hint)
    }
    guard let goal = Goal.once(every: days) else {
      throw lines.error(
        "a window of \(days) days is longer than habit's rolling goals can be (366 days)", at: 1, hint: hint)
    }
    let name = line[line.index(after: space)...].trimmed
    let column = line.column(of: line.index(after: space))
    try log.addHabit(name, goal: goal, at: InputLocation(line: lines.line, column: column))
  }

  private mutating func entry(_ line: String, _ lines: TextLines<FileDescriptorByteSource>) throws {
    if line.isEmpty { return }
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 3 else {
      throw lines.error(
        "this line has \(fields.count) \(fields.count == 1 ? "field" : "fields") separated by tabs, not 3", at: 1,
        hint: "Write log lines as yyyy-MM-dd, the habit's name and y, n or s, separated by tabs.")
    }
    func location(_ index: Int) -> InputLocation {
      InputLocation(line: lines.line, column: line.column(of: fields[index].startIndex))
    }
    let day = try inFile("log") { try ImportValues.day(String(fields[0]), at: location(0)) }
    let outcome: TrackerLog.Outcome
    switch fields[2] {
    case "y": outcome = .done(amount: nil)
    case "n": outcome = .notDone
    case "s": outcome = .skipped
    default:
      throw lines.error(
        "\(ImportValues.quoted(String(fields[2]))) is not y, n or s", at: location(2).column,
        hint: "The third field is y (done), n (not done) or s (skipped).")
    }
    try log.record(
      outcome, habit: fields[1].trimmed, day: day, note: nil, at: InputLocation(line: lines.line, column: 1),
      nameColumn: location(1).column)
  }
}
