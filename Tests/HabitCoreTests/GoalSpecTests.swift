import Testing

@testable import HabitCore

struct GoalSpecTests {
  @Test(arguments: [
    ("3/week", Goal(target: 3, period: .week)),
    ("3 / week", Goal(target: 3, period: .week)),
    ("3x/week", Goal(target: 3, period: .week)),
    ("3 times a week", Goal(target: 3, period: .week)),
    ("3 per week", Goal(target: 3, period: .week)),
    ("once a day", Goal(target: 1, period: .day)),
    ("Once a Day", Goal(target: 1, period: .day)),
    ("twice a month", Goal(target: 2, period: .month)),
    ("1/day", Goal.daily),
    ("<=2/day", Goal(comparison: .atMost, target: 2, period: .day)),
    ("at most 2 a day", Goal(comparison: .atMost, target: 2, period: .day)),
    (">=4/month", Goal(target: 4, period: .month)),
    ("at least 4 times a month", Goal(target: 4, period: .month)),
    ("150 minutes/week", Goal(measure: .amount, target: 150, period: .week, unit: "minutes")),
    ("150min/week", Goal(measure: .amount, target: 150, period: .week, unit: "min")),
    ("2.5 km a day", Goal(measure: .amount, target: 2.5, period: .day, unit: "km")),
    ("10px/day", Goal(measure: .amount, target: 10, period: .day, unit: "px")),
    (
      "at most 0 cigarettes/day",
      Goal(comparison: .atMost, measure: .amount, target: 0, period: .day, unit: "cigarettes")
    ),
    ("3/7d", Goal(target: 3, period: .rolling(days: 7))),
    ("3 in any 7 days", Goal(target: 3, period: .rolling(days: 7))),
    ("2/2w", Goal(target: 2, period: .rolling(days: 14))),
    ("5/1d", Goal(target: 5, period: .day)),
    ("at most 10/7d", Goal(comparison: .atMost, target: 10, period: .rolling(days: 7))),
    ("10 in any 7 days", Goal(target: 10, period: .rolling(days: 7))),
    ("daily", Goal.daily),
    ("every day", Goal.daily),
    ("Each Day", Goal.daily),
    ("weekly", Goal(target: 1, period: .week)),
    ("every week", Goal(target: 1, period: .week)),
    ("monthly", Goal(target: 1, period: .month)),
    ("every other day", Goal(target: 1, period: .rolling(days: 2))),
    ("every other week", Goal(target: 1, period: .rolling(days: 14))),
    ("every 3 days", Goal(target: 1, period: .rolling(days: 3))),
    ("at most every 2 weeks", Goal(comparison: .atMost, target: 1, period: .rolling(days: 14))),
    ("3x a week", Goal(target: 3, period: .week)),
    ("twice daily", Goal(target: 2, period: .day)),
    ("3 times weekly", Goal(target: 3, period: .week)),
    ("at most 4 monthly", Goal(comparison: .atMost, target: 4, period: .month)),
  ])
  func acceptsGoalsAsPeopleWriteThem(spec: String, expected: Goal) throws {
    #expect(try Goal(spec: spec) == expected)
  }

  @Test(arguments: [
    "", "week", "3", "3 week", "/week", "three/week", "3/fortnight", "3/0d", "3/367d", "3/53w", "-1/day",
    "2.5/week", "0/day", "at least 0 minutes/day", "nan/day", "inf minutes/day", "3 in any 7 weeks", "3 in any days",
    "every", "every 0 days", "every other month",
  ])
  func rejectsBadSpecsWithAReason(spec: String) {
    #expect {
      try Goal(spec: spec)
    } throws: { error in
      guard let error = error as? GoalSpecError else { return false }
      return error.spec == spec && !error.reason.isEmpty && error.description.contains("Examples")
    }
  }

  @Test(arguments: [
    ("3 week", "it needs a period, such as 3/week, '3 times a week' or 'twice daily'"),
    ("twice dayly", "it needs a period, such as 3/week, '3 times a week' or 'twice daily'"),
    ("3/400d", "a rolling window of 400 days cannot be: Nd goes from 1d to 366d, Nw from 1w to 52w"),
    ("3/0w", "a rolling window of 0 weeks cannot be: Nd goes from 1d to 366d, Nw from 1w to 52w"),
    ("3/fortnight", "'fortnight' is not a period (day, week, month, or a rolling window: Nd up to 366d, Nw up to 52w)"),
  ])
  func aRefusalSaysWhatIsWrongWithWhatWasTyped(spec: String, reason: String) {
    #expect(throws: GoalSpecError(spec: spec, reason: reason)) { try Goal(spec: spec) }
  }

  @Test(arguments: [
    Goal.daily, Goal(target: 3, period: .week), Goal(comparison: .atMost, target: 2, period: .day),
    Goal(measure: .amount, target: 150, period: .week, unit: "minutes"), Goal(target: 3, period: .rolling(days: 7)),
    Goal(comparison: .atMost, measure: .amount, target: 1.5, period: .month, unit: "litres"),
  ])
  func specRoundTrips(goal: Goal) throws {
    #expect(try Goal(spec: goal.spec) == goal)
  }

  @Test func describesGoalsInWords() {
    #expect(Goal.daily.description == "once a day")
    #expect(Goal(target: 2, period: .week).description == "twice a week")
    #expect(Goal(target: 3, period: .rolling(days: 7)).description == "3 times in any 7 days")
    #expect(Goal(comparison: .atMost, target: 2, period: .day).description == "at most 2 times a day")
    #expect(Goal(measure: .amount, target: 150, period: .week, unit: "minutes").description == "150 minutes a week")
  }

  @Test func countGoalsCarryNoUnit() {
    #expect(Goal(measure: .count, target: 3, period: .week, unit: "minutes").unit == nil)
  }
}

struct PeriodTests {
  @Test func weeksStartOnTheHouseholdsFirstWeekday() {
    // 2026-03-04 is a Wednesday.
    #expect(
      Period.week.interval(containing: d("2026-03-04")) == PeriodInterval(start: d("2026-03-02"), end: d("2026-03-08")))
    #expect(
      Period.week.interval(containing: d("2026-03-04"), weekStart: .sunday)
        == PeriodInterval(start: d("2026-03-01"), end: d("2026-03-07")))
    // A Sunday ends a Monday-first week and starts a Sunday-first one.
    #expect(Period.week.interval(containing: d("2026-03-08")).start == d("2026-03-02"))
    #expect(Period.week.interval(containing: d("2026-03-08"), weekStart: .sunday).start == d("2026-03-08"))
  }

  @Test func monthsFollowTheCalendarIncludingLeapFebruaries() {
    #expect(
      Period.month.interval(containing: d("2024-02-10")) == PeriodInterval(start: d("2024-02-01"), end: d("2024-02-29"))
    )
    #expect(Period.month.interval(containing: d("2026-02-28")).length == 28)
  }

  @Test func readsPeriodCodes() {
    #expect(Period(code: "weekly") == .week)
    #expect(Period(code: "1d") == .day)
    #expect(Period(code: "7d") == .rolling(days: 7))
    #expect(Period(code: "2W") == .rolling(days: 14))
    #expect(Period(code: "0d") == nil)
    #expect(Period(code: "fortnight") == nil)
    #expect(Period.rolling(days: 10).streakUnit == "day")
  }
}
