import TestSupport
import Testing

@testable import HabitStore

/// What an import keeps per activity of the batch is packed (runs of fates, tallies as columns); it must read back
/// exactly what was put in.
@Suite struct ImportBookkeepingTests {
  /// A fate as text, to compare.
  func text(_ fate: ImportApplier.Fate) -> String {
    switch fate {
    case .mapped(let id, let isNew): "\(id)\(isNew ? "+" : "")"
    case .conflicting: "conflicting"
    case .skipped: "skipped"
    }
  }

  @Test(arguments: 0..<20) func fatesReadBackAsTheyWereAppended(seed: Int) {
    // Given fates in runs (new ids one after another, the same activity again, conflicts, existing ids) and
    // single ones, in a random order
    var generator = SeededGenerator(seed: UInt64(seed))
    var appended: [ImportApplier.Fate] = []
    var nextID: Int64 = 1
    while appended.count < 2_000 {
      let length = Int.random(in: 1...40, using: &generator)
      switch Int.random(in: 0..<5, using: &generator) {
      case 0:
        for _ in 0..<length {
          appended.append(.mapped(id: nextID, isNew: true))
          nextID += 1
        }
      case 1: appended += repeatElement(.conflicting, count: length)
      case 2: appended += repeatElement(.skipped, count: Int.random(in: 1...2, using: &generator))
      case 3:
        let id = Int64.random(in: 1...nextID, using: &generator)
        appended += repeatElement(.mapped(id: id, isNew: false), count: length)
      default:
        let start = Int64.random(in: 1...nextID, using: &generator)
        appended += (0..<Int64(length)).map { .mapped(id: start + $0, isNew: false) }
      }
    }
    var fates = ImportApplier.Fates()
    for fate in appended { fates.append(fate) }
    // Then each key reads back its fate
    #expect(fates.count == appended.count)
    #expect(fates.map(text) == appended.map(text))
  }

  @Test func talliesCountEachKindOfRowPerActivity() throws {
    // Given 5,000 activities with listed days (one listed again, one earlier), and the 7th with an exact
    // completion, a mark and a day value too
    let stage = try ImportStage()
    for key in 0..<5_000 {
      for day in ["2026-01-03", "2026-01-03", "2026-01-05"] {
        try stage.addCompletion(activity: key, day: day, amount: nil, note: nil, createdAt: nil, oncePerDay: true)
      }
    }
    try stage.addCompletion(activity: 9, day: "2026-01-01", amount: nil, note: nil, createdAt: nil, oncePerDay: true)
    try stage.addCompletion(activity: 7, day: "2026-01-02", amount: 2, note: nil, createdAt: nil, oncePerDay: false)
    try stage.addMark(
      activity: 7, day: "2026-01-04", mark: .skipped, note: nil, createdAt: nil,
      location: InputLocation(line: 1, column: 1))
    try stage.addDayValue(activity: 7, day: "2026-01-06", amount: 1, note: nil)
    // Then each activity's tally counts its rows, and its first day is its earliest
    let tally = stage.tallies[3]
    #expect(stage.tallies.count == 5_000)
    #expect([tally.completions, tally.doneDays, tally.repeatedDays, tally.marks, tally.dayValues] == [3, 2, 1, 0, 0])
    #expect(tally.firstDay == 2026_01_03 && tally.latestDoneDay == 2026_01_05)
    let seventh = stage.tallies[7]
    #expect([seventh.completions, seventh.doneDays, seventh.marks, seventh.dayValues] == [4, 2, 1, 1])
    #expect(seventh.firstDay == 2026_01_02)
    #expect(stage.tallies[9].firstDay == 2026_01_01 && stage.tallies[9].doneDays == 3)
    #expect(!stage.doneDaysAreDistinct)
  }
}
