import HabitCore
import HabitInterchange
import HabitStore
import Testing

/// Habitica's two exports: history.csv read by rises of a task's value, and the data export's history entries.
@Suite struct HabiticaImportTests {
  static let history = """
    Task Name,Task ID,Task Type,Date,Value
    Floss,11111111-1111-4111-8111-111111111111,daily,2025-02-10 21:00:00,1
    Floss,11111111-1111-4111-8111-111111111111,daily,2025-02-11 05:00:00,0.5
    Floss,11111111-1111-4111-8111-111111111111,daily,2025-02-12 21:00:00,1.4
    "Walk, outside",22222222-2222-4222-8222-222222222222,habit,2025-02-12 08:00:00,-1.0266

    """

  @Test func historyCSVTakesARisingValueAsADoneDay() throws {
    let habitica = try ForeignImport()
    habitica.write("habitica-tasks-history.csv", Self.history)
    let batch = try habitica.readFile("habitica-tasks-history.csv")
    #expect(batch.format == "habitica")
    let report = try habitica.apply(batch)
    #expect(
      try habitica.described() == [
        "Floss | created 2025-02-10 | 0/day from 2025-02-10", "  2025-02-10 done", "  2025-02-12 done",
        "Walk, outside | created 2025-03-01 | 0/day from 2025-03-01",
      ])
    #expect(
      report.ignored == [
        .init(reason: "history.csv rows whose value fell (a daily missed, a habit clicked -): not done", count: 2)
      ])
  }

  /// UTC-5 (300), days starting at 4 in the morning.
  static let data = """
    {"lastCron": "2025-02-13T09:00:00.000Z", "preferences": {"dayStart": 4, "timezoneOffset": 300},
     "tasks": {
      "habits": [{"id": "22222222-2222-4222-8222-222222222222", "text": "Walk, outside", "type": "habit",
                  "notes": "any walk", "up": true, "down": true, "history": [
        {"date": 1739366000000, "value": 1, "scoredUp": 2, "scoredDown": 0},
        {"date": 1739452400000, "value": 0.5, "scoredUp": 0, "scoredDown": 1},
        {"date": 1739000000000, "value": 0.2}]}],
      "dailys": [{"id": "11111111-1111-4111-8111-111111111111", "text": "Floss", "type": "daily",
                  "frequency": "weekly", "everyX": 1,
                  "repeat": {"m": true, "t": false, "w": true, "th": false, "f": true, "s": false, "su": false},
                  "history": [
        {"date": 1739235600000, "value": 1, "isDue": true, "completed": true},
        {"date": 1739257200000, "value": 1.9, "isDue": true, "completed": true},
        {"date": 1739322000000, "value": 1.5, "isDue": true, "completed": false}]}],
      "todos": [{"id": "t", "text": "Taxes"}], "rewards": []}}
    """

  @Test func theDataExportTakesClicksAndChecksOnTheUsersDay() throws {
    let habitica = try ForeignImport()
    habitica.write("habitica-user-data.json", Self.data)
    let batch = try habitica.readFile("habitica-user-data.json")
    #expect(batch.format == "habitica")
    try habitica.apply(batch)
    // 1739366000000 is 2025-02-12 13:13 UTC, 08:13 at UTC-5: two + clicks. Floss's checks at 01:00 UTC on the
    // 11th (20:00 on the 10th at UTC-5) and 07:00 UTC (02:00, before the 4 o'clock day start: still the 10th) are
    // one day.
    #expect(
      try habitica.described() == [
        "Walk, outside | created 2025-02-12 | 0/day from 2025-02-12 | description any walk",
        "  2025-02-12 done", "  2025-02-12 done",
        "Floss | created 2025-02-10 | mon,wed,fri from 2025-02-10", "  2025-02-10 done",
      ])
    // The CSV of the same account finds the same activities by their task ids
    habitica.write("habitica-tasks-history.csv", Self.history)
    let again = try habitica.apply(try habitica.readFile("habitica-tasks-history.csv"))
    #expect(again.activities == .init(present: 2))
    #expect(again.completions == .init(added: 1, present: 1))
  }
}
