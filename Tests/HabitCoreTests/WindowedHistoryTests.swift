import Testing

@testable import HabitCore

struct WindowedHistoryTests {
  /// Once a day from 2016-01-01, done every day but 2025-12-20, through today 2026-01-10.
  let full: ActivityHistory = {
    var completions: [Completion] = []
    var day = d("2016-01-01")
    while day <= d("2026-01-10") {
      if day != d("2025-12-20") { completions.append(Completion(day: day)) }
      day = day.adding(days: 1)
    }
    return ActivityHistory(
      createdOn: d("2016-01-01"), goals: [GoalChange(effectiveFrom: d("2016-01-01"), goal: .daily)],
      completions: completions)
  }()
  let today = d("2026-01-10")

  func window(from first: Day) -> ActivityHistory {
    var window = full
    window.loadedFrom = first
    window.completions = full.completions.filter { $0.day >= first }
    return window
  }

  @Test func windowPastTheLastMissGivesTheWholeCurrentStreak() {
    // When only the last 60 days are loaded
    let evaluation = Evaluation(history: window(from: today.adding(days: -60)), today: today)
    // Then the streak since the miss is exact, and no earlier records are needed
    #expect(!evaluation.needsEarlierRecords)
    #expect(evaluation.currentStreak == Evaluation(history: full, today: today).currentStreak)
    #expect(evaluation.currentStreak == Streak(length: 21, unit: .day, start: d("2025-12-21"), end: d("2026-01-10")))
  }

  @Test func windowInsideTheCurrentStreakAsksForEarlierRecords() {
    // When only the last 10 days are loaded
    let evaluation = Evaluation(history: window(from: today.adding(days: -10)), today: today)
    // Then the streak found may continue before the window
    #expect(evaluation.needsEarlierRecords)
    #expect(evaluation.currentStreak?.mayContinueBefore == true)
    #expect(evaluation.currentStreak?.length == 11)
    #expect(evaluation.dayStatus(today.adding(days: -11)) == .notLoaded)
  }

  @Test func windowEdgeInsideAnUnfinishedWeekAsksForEarlierRecordsEvenWithoutAStreak() {
    // Given twice a week, met for many weeks, nothing yet this week, and records loaded from this week's Tuesday
    let weekly = ActivityHistory(
      createdOn: d("2026-01-05"), goals: [GoalChange(effectiveFrom: d("2026-01-05"), goal: g("2/week"))],
      completions: done("2026-01-05", "2026-01-06", "2026-01-12", "2026-01-13"), start: d("2026-01-05"),
      loadedFrom: d("2026-01-20"))
    let evaluation = Evaluation(history: weekly, today: d("2026-01-21"))
    // Then last week cannot be judged from the window, so the caller must look further back
    #expect(evaluation.currentStreak == nil)
    #expect(evaluation.needsEarlierRecords)
    #expect(evaluation.currentPeriod.reachesBeforeLoaded)
  }

  @Test func tenYearsOfDailyHistoryEvaluateWhole() {
    // 3,650 days and 3,650 completions (plus a few hundred amounts) under three goals; how fast is the bench's.
    var history = full
    for index in stride(from: 0, to: history.completions.count, by: 10) {
      history.completions.append(Completion(day: history.completions[index].day, amount: 5))
    }
    history.goals.append(GoalChange(effectiveFrom: d("2020-06-10"), goal: g("3 in any 7 days")))
    history.goals.append(GoalChange(effectiveFrom: d("2023-03-01"), goal: g("20/month")))
    let evaluation = Evaluation(history: history, today: today)
    #expect(evaluation.monthlyBreakdown(from: d("2016-01-01")).count > 100)
    #expect(evaluation.completionRate(in: d("2016-01-01")...today) != nil)
    #expect(evaluation.periods(in: d("2016-01-01")...today).count > 1500)
  }
}
