import HabitCore
import HabitStore

/// Reads Habitica's `history.csv` (`Task Name,Task ID,Task Type,Date,Value`): one row per history entry of a
/// habit or daily, each task's rows in history order.
///
/// `Value` is the task's strength after the entry, not a count, so a row is read against the task's row before
/// (0 before its first): a rise is a done day (a daily checked, a habit clicked + more than -), a fall is not
/// (a daily missed, a habit clicked -), counted. The date is the server's, presumably UTC, and the user's offset
/// is not in the file: its day is taken as written. Lossy by nature; the data export (JSON) says more.
struct HabiticaHistoryParser<Source: ByteSource> {
  static var header: [String] { ["Task Name", "Task ID", "Task Type", "Date", "Value"] }

  private var input: CSVInput<Source>
  private var batch: ImportBatch
  private let today: Day
  private var tasks: [String: (task: HabiticaTask, value: Double)] = [:]
  private var order: [String] = []

  init(input: CSVInput<Source>, today: Day) throws {
    self.input = input
    self.today = today
    batch = try ImportBatch(format: ForeignFormat.habitica.rawValue, today: today)
    batch.listsActivities = true
  }

  mutating func parse() throws -> ImportBatch {
    guard let header = try input.next(), header == Self.header else {
      throw ImportError(
        "this is not Habitica's history.csv header", at: InputLocation(line: 1, column: 1),
        hint: "Habitica's history.csv starts with the line: " + Self.header.joined(separator: ","))
    }
    while let fields = try input.next() { try row(fields) }
    for id in order {
      try tasks[id]!.task.stage(into: &batch, today: today, oncePerDay: true)
    }
    return batch
  }

  private mutating func row(_ fields: [String]) throws {
    let id = fields[1]
    let type = fields[2]
    guard type == "habit" || type == "daily" else {
      throw ImportError(
        "\(ImportValues.quoted(type)) is not a task type of history.csv", at: input.location(2),
        hint: "Habitica writes habit and daily.")
    }
    let date = fields[3]
    let day = try ImportValues.day(String(date.prefix(10)), what: "date", at: input.location(3))
    guard let value = Double(fields[4]), value.isFinite else {
      throw ImportError(
        "\(ImportValues.quoted(fields[4])) is not a number", at: input.location(4),
        hint: "history.csv's Value is the task's strength, a number such as 1 or -1.0266.")
    }
    if tasks[id] == nil {
      order.append(id)
      tasks[id] = (HabiticaTask(id: id, name: fields[0], isDaily: type == "daily", location: input.location(0)), 0)
    }
    if value > tasks[id]!.value {
      tasks[id]!.task.days.append((day, nil, input.location(3)))
    } else {
      batch.ignore("history.csv rows whose value fell (a daily missed, a habit clicked -): not done")
    }
    tasks[id]!.value = value
  }
}
