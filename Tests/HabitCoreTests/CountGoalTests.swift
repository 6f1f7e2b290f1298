import Testing

@testable import HabitCore

struct CountGoalTests {
  @Test func weeklyCountGoalIsJudgedPerMondayFirstWeek() {
    // Given 3 a week from Monday 2026-02-23: three in the first week, two in the second, two so far this week.
    let history = history(
      "3/week", created: "2026-02-23",
      done("2026-02-23", "2026-02-25", "2026-03-01", "2026-03-02", "2026-03-08", "2026-03-09", "2026-03-10"))
    // When judged on Wednesday 2026-03-11
    let evaluation = Evaluation(history: history, today: d("2026-03-11"))
    // Then the first week is met, the second not, and this week reads 2/3 in progress.
    #expect(evaluation.statuses("2026-02-23", "2026-03-11") == [.met, .unmet, .inProgress])
    let week = evaluation.currentPeriod
    #expect(week.interval == PeriodInterval(start: d("2026-03-09"), end: d("2026-03-15")))
    #expect((week.achieved, week.required, week.isCurrent) == (2, 3, true))
  }

  @Test func sundayFirstWeeksGroupTheSameDaysDifferently() {
    // Given 2 a week from Sunday 2026-02-22, done Sun 22, Sat 28, Sun Mar 1 and Tue Mar 3
    let history = history("2/week", created: "2026-02-22", done("2026-02-22", "2026-02-28", "2026-03-01", "2026-03-03"))
    let today = d("2026-03-10")
    // When judged with Monday-first weeks
    let monday = Evaluation(history: history, today: today, weekStart: .monday)
    // Then the lone Sunday of Feb 16-22 asks for ceil(2 * 1/7) = 1 and is met; Mar 2-8 holds only one completion.
    #expect(monday.statuses("2026-02-22", "2026-03-10") == [.met, .met, .unmet, .inProgress])
    #expect(monday.period(containing: "2026-02-22")?.required == 1)
    #expect(monday.currentStreak == nil)
    #expect(monday.bestStreak == Streak(length: 2, unit: .week, start: d("2026-02-22"), end: d("2026-03-01")))
    // When judged with Sunday-first weeks
    let sunday = Evaluation(history: history, today: today, weekStart: .sunday)
    // Then Feb 22-28 and Mar 1-7 each hold two, and the streak is still going.
    #expect(sunday.statuses("2026-02-22", "2026-03-10") == [.met, .met, .inProgress])
    #expect(sunday.currentPeriod.interval == PeriodInterval(start: d("2026-03-08"), end: d("2026-03-14")))
    #expect(sunday.currentStreak == Streak(length: 2, unit: .week, start: d("2026-02-22"), end: d("2026-03-07")))
  }

  @Test func monthlyGoalFollowsMonthBoundariesIncludingALeapDay() {
    // Given 2 a month from 2024-01-01, done twice in January, on the leap day, and on March 1st and 2nd
    let history = history(
      "2/month", created: "2024-01-01", done("2024-01-05", "2024-01-31", "2024-02-29", "2024-03-01", "2024-03-02"))
    // When judged on 2024-04-10
    let evaluation = Evaluation(history: history, today: d("2024-04-10"))
    // Then February runs to the 29th and holds only the leap day; March is met; April is under way.
    #expect(evaluation.statuses("2024-01-01", "2024-04-10") == [.met, .unmet, .met, .inProgress])
    let february = evaluation.period(containing: "2024-02-10")!
    #expect(february.interval == PeriodInterval(start: d("2024-02-01"), end: d("2024-02-29")))
    #expect(february.achieved == 1)
    #expect(evaluation.currentStreak == Streak(length: 1, unit: .month, start: d("2024-03-01"), end: d("2024-03-31")))
  }

  @Test func dailyStreakIsNotBrokenByTodayBeingUndone() {
    // Given once a day, done Mar 2, 3 and 4
    let history = history("1/day", created: "2026-03-02", done("2026-03-02", "2026-03-03", "2026-03-04"))
    // When judged on Mar 5 before anything is done
    let evaluation = Evaluation(history: history, today: d("2026-03-05"))
    // Then today is in progress and the streak still counts three days
    #expect(evaluation.currentPeriod.status == .inProgress)
    #expect(evaluation.currentStreak == Streak(length: 3, unit: .day, start: d("2026-03-02"), end: d("2026-03-04")))
  }

  @Test func currentPeriodAlreadyMetExtendsTheStreak() {
    // Given once a day, done Mar 2 to 5, judged on Mar 5
    let history = history("1/day", created: "2026-03-02", done("2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05"))
    let evaluation = Evaluation(history: history, today: d("2026-03-05"))
    // Then today is met already and counts
    #expect(evaluation.currentPeriod.status == .met)
    #expect(evaluation.currentStreak == Streak(length: 4, unit: .day, start: d("2026-03-02"), end: d("2026-03-05")))
  }

  @Test func currentWeekAlreadyMetEndsTheStreakToday() {
    // Given twice a week, met last week and twice already this week
    let history = history("2/week", created: "2026-03-02", done("2026-03-02", "2026-03-03", "2026-03-09", "2026-03-10"))
    // When judged on Wednesday Mar 11
    let evaluation = Evaluation(history: history, today: d("2026-03-11"))
    // Then the streak is two weeks and ends today, not on this week's Sunday, which has not come
    #expect(evaluation.currentStreak == Streak(length: 2, unit: .week, start: d("2026-03-02"), end: d("2026-03-11")))
  }

  @Test func severalCompletionsOnOneDayEachCount() {
    // Given 3 a day, done three times on Mar 2 and twice on Mar 3
    let history = history(
      "3/day", created: "2026-03-02", done("2026-03-02", "2026-03-02", "2026-03-02", "2026-03-03", "2026-03-03"))
    // When judged on Mar 4
    let evaluation = Evaluation(history: history, today: d("2026-03-04"))
    // Then Mar 2 is met and Mar 3 is not
    #expect(evaluation.statuses("2026-03-02", "2026-03-03") == [.met, .unmet])
    #expect(evaluation.timesCompleted == 5)
  }

  @Test func bestStreakIsTheLongestRunAndOnATieTheMostRecent() {
    // Given once a day: runs of 3 (Mar 2-4), 3 (Mar 6-8) and 2 (Mar 10-11), with misses between
    let history = history(
      "1/day", created: "2026-03-02",
      done(
        "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-06", "2026-03-07", "2026-03-08", "2026-03-10", "2026-03-11"))
    // When judged on Mar 12
    let evaluation = Evaluation(history: history, today: d("2026-03-12"))
    // Then the best is the later run of three, and the current one is two days
    #expect(evaluation.bestStreak == Streak(length: 3, unit: .day, start: d("2026-03-06"), end: d("2026-03-08")))
    #expect(evaluation.currentStreak == Streak(length: 2, unit: .day, start: d("2026-03-10"), end: d("2026-03-11")))
  }

  @Test func noCompletionsMeansNoStreak() {
    let evaluation = Evaluation(history: history("1/day", created: "2026-03-02"), today: d("2026-03-05"))
    #expect(evaluation.currentStreak == nil)
    #expect(evaluation.bestStreak == nil)
    #expect(evaluation.statuses("2026-03-02", "2026-03-05") == [.unmet, .unmet, .unmet, .inProgress])
  }

  @Test func recordsAfterTodayAreNotJudged() {
    // Given once a day, with a completion recorded for tomorrow by mistake
    let history = history(
      "1/day", created: "2026-03-02", done("2026-03-02", "2026-03-06"), marks: ["2026-03-07": .failed])
    // When judged on Mar 5
    let evaluation = Evaluation(history: history, today: d("2026-03-05"))
    // Then no period after today is judged and the future completion is not counted
    #expect(evaluation.periods(in: d("2026-03-01")...d("2026-03-31")).count == 4)
    #expect(evaluation.timesCompleted == 1)
    #expect(evaluation.lastPerformed == d("2026-03-02"))
    #expect(evaluation.dayStatus(d("2026-03-06")) == .future)
  }
}
