import HabitCore
import HabitStore

/// Reads harsh's folder: the `habits` file, then the `log`.
///
/// habits: `# comment`, `! Heading`, and `Name: frequency` or `Name: frequency: yyyy-MM-dd` (an end date).
/// A heading (`! Morning`) is the section of the habits after it, up to the next, and the headings' order is the
/// household's order of sections when it has none; a heading habit cannot keep as a section (a comma, over 60
/// characters) leaves its habits in none, and is counted as ignored. A habit whose
/// end date has passed is archived; an end date still to come is dropped (habit has no end dates) and counted.
/// Frequencies are read by ``HarshFrequency``.
///
/// log: `yyyy-MM-dd : Habit : y|n|s : comment : amount`, 3 to 5 fields separated by ` : `, `#` comments. For a
/// repeated habit and day the last line counts, as in harsh. `y` is a completion with the comment as its note
/// and the amount, if any above 0 (harsh writes 0 for none); `s` is a skipped day; `n` is a failed day on a
/// daily habit, where it means the same as in harsh, and is dropped (counted) elsewhere: harsh never lets an `n`
/// make a window unmet, and never scores a habit of frequency 0. Marks keep the comment as their note (an amount
/// on them means nothing and is counted as ignored).
struct HarshParser {
  let folder: FolderInput
  let today: Day
  private var log: TrackerLog
  /// The section of the habits that follow: the last heading's.
  private var section: String?

  init(folder: FolderInput, today: Day) throws {
    self.folder = folder
    self.today = today
    log = TrackerLog(batch: try ImportBatch(format: ForeignFormat.harsh.rawValue), repeats: .lastWins, today: today)
    log.failsOnlyDailyGoals = true
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
    if line.hasPrefix("!") {
      let heading = line.dropFirst().trimmed
      section = heading.isEmpty ? nil : try? SectionName.valid(heading)
      if !heading.isEmpty && section == nil {
        log.batch.ignore("headings that cannot be section names (a comma, over 60 characters)")
      }
      if let section, !log.batch.sectionOrder.contains(where: { $0.lowercased() == section.lowercased() }) {
        log.batch.sectionOrder.append(section)
      }
      return
    }
    let fields = line.split(separator: ": ", omittingEmptySubsequences: false)
    guard fields.count == 2 || fields.count == 3 else {
      throw lines.error(
        fields.count == 1
          ? "this line has no ': ' between a habit's name and its frequency"
          : "this line has \(fields.count) parts separated by ': ', not 2 or 3",
        at: 1, hint: "Write habits as 'Name: frequency' or 'Name: frequency: yyyy-MM-dd' (an end date).")
    }
    let name = String(fields[0]).trimmed
    let frequencyColumn = line.column(of: fields[1].startIndex)
    let goal = try HarshFrequency.goal(String(fields[1]).trimmed) { message in
      lines.error(message, at: frequencyColumn, hint: HarshFrequency.hint)
    }
    var archived = false
    if fields.count == 3 {
      let text = String(fields[2]).trimmed
      let column = line.column(of: fields[2].startIndex)
      let end = try inFile("habits") {
        try Day(parsing: ImportValues.day(text, what: "date", at: InputLocation(line: lines.line, column: column)))
      }
      if end < today { archived = true } else { log.batch.ignore("end dates still to come: habit has no end dates") }
    }
    try log.addHabit(
      name, goal: goal, archived: archived, section: section, at: InputLocation(line: lines.line, column: 1))
  }

  private mutating func entry(_ line: String, _ lines: TextLines<FileDescriptorByteSource>) throws {
    if line.isEmpty || line.hasPrefix("#") { return }
    let fields = line.split(separator: " : ", omittingEmptySubsequences: false)
    guard (3...5).contains(fields.count) else {
      throw lines.error(
        "this line has \(fields.count) \(fields.count == 1 ? "field" : "fields") separated by ' : ', not 3 to 5",
        at: 1,
        hint: "Write log lines as 'yyyy-MM-dd : Habit : y|n|s : comment : amount'; a comment cannot "
          + "contain ' : '.")
    }
    func location(_ index: Int) -> InputLocation {
      InputLocation(line: lines.line, column: line.column(of: fields[index].startIndex))
    }
    let day = try inFile("log") { try ImportValues.day(String(fields[0]), at: location(0)) }
    let name = String(fields[1]).trimmed
    let note = fields.count > 3 ? String(fields[3]).trimmed : ""
    let amount =
      fields.count > 4 ? try inFile("log") { try ImportValues.amount(fields[4].trimmed, at: location(4)) } : nil
    let outcome: TrackerLog.Outcome
    switch fields[2].trimmed {
    case "y": outcome = .done(amount: amount == 0 ? nil : amount)
    case "n": outcome = .notDone
    case "s": outcome = .skipped
    default:
      throw lines.error(
        "\(ImportValues.quoted(String(fields[2]))) is not y, n or s", at: location(2).column,
        hint: "The third field is y (done), n (not done) or s (skipped).")
    }
    if case .done = outcome {
    } else if let amount, amount > 0 {
      log.batch.ignore("amounts on days not done or skipped")
    }
    try log.record(
      outcome, habit: name, day: day, note: note.isEmpty ? nil : note, at: InputLocation(line: lines.line, column: 1),
      nameColumn: location(1).column)
  }
}
