import HabitStore

/// Parses the `dates-csv` format, `habit_id,date`: each row says the habit was done that day.
///
/// Habits are identified by id only; one the database does not know is created for the user the import is for,
/// named "Habit" and the start of its id (as long as no two of the file's ids share it), since the format has no
/// names.
struct DatesCSVParser<Source: ByteSource> {
  private var input: CSVInput<Source>
  private var batch: ImportBatch
  private var previous: (id: String, key: Int)?

  init(input: CSVInput<Source>, batch: ImportBatch) {
    self.input = input
    self.batch = batch
  }

  mutating func parse() throws -> ImportBatch {
    try input.readHeader(of: .datesCSV)
    while let fields = try input.next() {
      let key: Int
      if let previous, previous.id == fields[0] {
        key = previous.key
      } else {
        let uuid = try ImportValues.uuid(fields[0], what: "habit id", at: input.location(0))
        key = batch.habitKey(uuid, at: input.location(0))
        previous = (fields[0], key)
      }
      let day = try ImportValues.day(fields[1], what: "date", at: input.location(1))
      try batch.stage.addCompletion(
        activity: key, day: day, amount: nil, note: nil, createdAt: nil, oncePerDay: true, at: input.location(1))
    }
    batch.nameHabitsKnownOnlyByID { _ in true }
    return batch
  }
}
