import Testing

@testable import HabitCore

/// Weekday goals, one rule at a time (README, "How habit judges goals and streaks").
struct WeekdayGoalTests {
  // Sunday 2026-11-01 on: Mondays are the 2nd, 9th, 16th, 23rd and 30th.

  @Test(arguments: [
    ("mon,wed,fri", "mon,wed,fri"), ("Mon, Wed, Fri", "mon,wed,fri"), ("weekdays", "mon,tue,wed,thu,fri"),
    ("weekends", "sat,sun"), ("every tuesday", "tue"), ("tuesdays", "tue"), ("TUE,THU", "tue,thu"),
    ("monday and thursday", "mon,thu"), ("mon-fri", "mon,tue,wed,thu,fri"), ("fri-mon", "mon,fri,sat,sun"),
    ("tues/thurs", "tue,thu"),
  ])
  func weekdaysReadAsPeopleWriteThem(text: String, expected: String) throws {
    let weekdays = try #require(Weekdays(parsing: text))
    #expect(weekdays.list == expected)
    #expect(try Goal(spec: text) == Goal(target: 1, period: .day, weekdays: weekdays))
  }

  @Test func wordsThatNameNoWeekdayAreNoWeekdayGoal() {
    for text in ["daily", "every day", "weekly", "every other day", "mon,funday", "on", "3/week"] {
      #expect(Weekdays(parsing: text) == nil, "\(text)")
    }
    // "every day" is once a day, with no rest days
    #expect(g("every day") == .daily)
    // All seven weekdays are every day
    #expect(g("mon,tue,wed,thu,fri,sat,sun") == .daily)
  }

  @Test func aWeekdayGoalWritesItsSpecAndReadsItBack() {
    for spec in ["mon,wed,fri", "weekdays", "weekends", "2/day on tue,thu", "30 minutes/day on weekends"] {
      #expect(g(g(spec).spec) == g(spec), "\(spec)")
    }
    #expect(g("mon,wed,fri").description == "on Mon, Wed and Fri")
    #expect(g("30 minutes/day on sat").description == "30 minutes a day on Sat")
  }

  @Test func onlyADailyAtLeastGoalNamesWeekdays() {
    for spec in ["<=2/day on mon", "3/week on mon,tue", "2/7d on weekends"] {
      #expect(throws: GoalSpecError.self) { try Goal(spec: spec) }
    }
  }

  @Test func weekdaysCountedByArithmeticMatchADayByDayCount() {
    for raw in 1...126 {
      let weekdays = Weekdays(rawValue: raw)
      for length in [1, 6, 7, 8, 30, 365] {
        let days = d("2026-11-04")...d("2026-11-04").adding(days: length - 1)
        #expect(weekdays.count(in: days) == days.filter(weekdays.contains).count, "\(weekdays) \(length)")
      }
    }
  }

  @Test func aDueDayIsMetWhenDoneAndARestDayIsNeutral() {
    let history = history("mon,wed,fri", created: "2026-11-02", done("2026-11-02", "2026-11-04"))
    let evaluation = Evaluation(history: history, today: d("2026-11-08"))
    // Mon met, Tue rest, Wed met, Thu rest, Fri missed, Sat and Sun rest
    #expect(
      evaluation.statuses("2026-11-02", "2026-11-08") == [.met, .neutral, .met, .neutral, .unmet, .neutral, .neutral])
    #expect(evaluation.dayStatus(d("2026-11-03")) == .rest)
    #expect(evaluation.dayStatus(d("2026-11-06")) == .empty)
    #expect(evaluation.currentStreak == nil)
  }

  @Test func theStreakCountsDueDaysInARowPassingOverRestDays() {
    let history = history(
      "mon,wed,fri", created: "2026-11-02", done("2026-11-02", "2026-11-04", "2026-11-06", "2026-11-09"))
    // On rest day Tuesday the 10th: four due days met in a row
    let evaluation = Evaluation(history: history, today: d("2026-11-10"))
    #expect(evaluation.currentStreak == Streak(length: 4, unit: .day, start: d("2026-11-02"), end: d("2026-11-09")))
    #expect(evaluation.standing.state == .rest)
    #expect(evaluation.standing.deadline == d("2026-11-11"))
  }

  @Test func aCompletionOnARestDayCountsInTotalsNeverInTheStreak() {
    let history = history("mon,wed,fri", created: "2026-11-02", done("2026-11-02", "2026-11-03", "2026-11-04"))
    let evaluation = Evaluation(history: history, today: d("2026-11-05"))
    #expect(evaluation.dayStatus(d("2026-11-03")) == .done)
    #expect(evaluation.period(containing: "2026-11-03")?.status == .neutral)
    #expect(evaluation.timesCompleted == 3)
    #expect(evaluation.currentStreak?.length == 2)
  }

  @Test func aFailOnARestDayIsStillAFail() {
    let history = history(
      "mon,wed,fri", created: "2026-11-02", done("2026-11-02", "2026-11-04"), marks: ["2026-11-03": .failed])
    let evaluation = Evaluation(history: history, today: d("2026-11-05"))
    #expect(evaluation.period(containing: "2026-11-03")?.status == .unmet)
    #expect(evaluation.currentStreak?.length == 1)
    #expect(evaluation.bestStreak?.length == 1)
  }

  @Test func aDueDayOpenTodayIsAtRisk() {
    let history = history("mon,wed,fri", created: "2026-11-02", done("2026-11-02"))
    let evaluation = Evaluation(history: history, today: d("2026-11-04"))
    #expect(evaluation.standing.state == .atRisk)
    #expect(evaluation.currentStreak?.length == 1)
  }

  @Test func ratesCountDueDaysOnly() {
    // Two weeks of Mon, Wed, Fri: five of six due days done, and a rest-day completion besides
    let history = history(
      "mon,wed,fri", created: "2026-11-02",
      done("2026-11-02", "2026-11-04", "2026-11-06", "2026-11-07", "2026-11-09", "2026-11-11"))
    let evaluation = Evaluation(history: history, today: d("2026-11-15"))
    #expect(evaluation.completionRate(in: d("2026-11-02")...d("2026-11-15")) == 5.0 / 6.0)
    let november = evaluation.monthlyBreakdown(from: d("2026-11-01"))[0]
    // The 1st is before the start; of the 2nd to the 15th, 6 are due and the 7th is a rest day with a completion
    #expect(november.daysJudged == 7)
    #expect(november.daysDone == 6)
    #expect(november.statuses[.rest] == 7)
    #expect(november.statuses[.empty] == 1)
  }

  @Test func yearsOfRestAndMissedDaysCostTheirRecordsNotTheirDays() {
    // One completion in year 1 under a weekday goal, and one last week
    let history = ActivityHistory(
      createdOn: d("0001-01-01"), goals: [GoalChange(effectiveFrom: d("0001-01-01"), goal: g("tue,thu"))],
      completions: done("0001-01-02", "2026-11-19"), marks: [:])
    let evaluation = Evaluation(history: history, today: d("2026-11-21"))
    #expect(evaluation.runs.count < 20)
    #expect(evaluation.currentStreak?.length == 1)
    // Due days from year 1 on: every Tuesday and Thursday, of which those done are met
    let schedule = Weekdays([.tuesday, .thursday])
    let met = [d("0001-01-02"), d("2026-11-19")].filter(schedule.contains).count
    let judged = schedule.count(in: d("0001-01-01")...d("2026-11-20"))
    #expect(evaluation.completionRate(in: d("0001-01-01")...d("2026-11-20")) == Double(met) / Double(judged))
  }
}
