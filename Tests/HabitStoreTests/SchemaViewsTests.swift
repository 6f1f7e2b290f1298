import HabitCore
import HabitScreens
import SQLite
import TestSupport
import Testing

@testable import HabitStore

/// The documented views answer as the Swift code does: `current_streaks` and `day_status` against `Evaluation`
/// on random histories.
@Suite struct SchemaViewsTests {
  /// A pinned today: habit's connections define `habit_today()`, which the views judge by, so nothing here
  /// depends on the real date (no failure when midnight passes during a test).
  static let today = Day(year: 2026, month: 11, day: 21)!

  static func randomGoal(_ generator: inout SeededGenerator) -> (Goal, unit: String?, requiredAmount: Double?) {
    let period = [Period.day, .week, .month].randomElement(using: &generator)!
    // A daily goal is a weekday goal half the time: due on some weekdays, resting on the others.
    let weekdays =
      period == .day && Bool.random(using: &generator)
      ? Weekdays(rawValue: Int.random(in: 1...126, using: &generator)) : nil
    switch Int.random(in: 0..<3, using: &generator) {
    case 0:
      let goal = Goal(target: Double(Int.random(in: 1...3, using: &generator)), period: period, weekdays: weekdays)
      return (goal, nil, nil)
    case 1:
      let goal = Goal(target: Double(Int.random(in: 1...3, using: &generator)), period: period, weekdays: weekdays)
      return (goal, "pages", Double([10, 20].randomElement(using: &generator)!))
    default:
      let goal = Goal(
        measure: .amount, target: Double([15, 40, 90].randomElement(using: &generator)!), period: period,
        unit: "minutes", weekdays: weekdays)
      return (goal, "minutes", nil)
    }
  }

  @Test(arguments: 0..<8)
  func currentStreaksAgreesWithTheEvaluationOnRandomHistories(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let database = try HabitDatabase.inMemory(today: Self.today)
    let weekStart = [WeekStart.monday, .sunday].randomElement(using: &generator)!
    try database.setWeekStart(weekStart)
    let user = try database.addUser(named: "alice")
    let today = Self.today
    var activities: [Activity] = []
    for index in 0..<40 {
      // Given an activity created up to 100 days ago, with records from a little before
      let (goal, unit, requiredAmount) = Self.randomGoal(&generator)
      var new = NewActivity(name: "A\(index)")
      (new.goal, new.unit, new.requiredAmount) = (goal, unit, requiredAmount)
      let created = today.adding(days: -Int.random(in: 0...100, using: &generator))
      let activity = try database.addActivity(new, for: user, today: created)
      let density = Double.random(in: 0.2...0.95, using: &generator)
      var day = created.adding(days: -Int.random(in: 0...10, using: &generator))
      while day <= today {
        let roll = Double.random(in: 0..<1, using: &generator)
        if roll < 0.04 {
          try database.mark(activity, on: day, as: .skipped)
        } else if roll < 0.06 {
          try database.mark(activity, on: day, as: .failed)
        } else if roll < density {
          for _ in 0...Int.random(in: 0...2, using: &generator) {
            _ = try database.recordCompletion(
              activity, on: day,
              amount: [nil, 5, 10, 20, 30].randomElement(using: &generator)! ?? (goal.measure == .amount ? 0 : nil))
          }
        }
        day = day.adding(days: 1)
      }
      activities.append(activity)
    }
    // When the view and the evaluation judge each one
    var streaks: [Int64: Int?] = [:]
    try database.db.forEach("SELECT activity_id, current_streak FROM current_streaks") { row in
      streaks[try row[0] as Int64] = try row[1] as Int?
    }
    // Then they agree
    for activity in activities {
      let evaluation = try database.evaluateAll(activity, today: today, weekStart: weekStart)
      #expect(
        streaks[activity.id] == .some(evaluation.currentStreak?.length ?? 0),
        "\(activity.name): \(activity.goals[0].goal)")
    }
  }

  @Test func goalsTheViewDoesNotJudgeHaveNoStreak() throws {
    let database = try HabitDatabase.inMemory(today: Self.today)
    let user = try database.addUser(named: "alice")
    let today = Self.today
    var coffee = NewActivity(name: "Coffee")
    coffee.goal = try Goal(spec: "<=2/day")
    _ = try database.addActivity(coffee, for: user, today: today)
    var walk = NewActivity(name: "Walk")
    walk.goal = try Goal(spec: "3/7d")
    _ = try database.addActivity(walk, for: user, today: today)
    let read = try database.addActivity(NewActivity(name: "Read"), for: user, today: today.adding(days: -9))
    _ = try database.setGoal(try Goal(spec: "2/day"), for: read, from: today.adding(days: -2))
    let rows = try database.db.query(
      "SELECT activity, current_streak, streak_unit FROM current_streaks ORDER BY activity"
    ) {
      row in "\(try row[0] as String) \(String(describing: try row[1] as Int?)) \(try row[2] as String)"
    }
    #expect(rows == ["Coffee nil day", "Read nil day", "Walk nil day"])
  }

  @Test func dayStatusReadsAsTheCalendar() throws {
    // Given a day done, one short of the required amount, one skipped, one failed
    let database = try HabitDatabase.inMemory(today: Self.today)
    let user = try database.addUser(named: "alice")
    var new = NewActivity(name: "Read")
    (new.unit, new.requiredAmount) = ("pages", 20)
    let read = try database.addActivity(new, for: user, today: day("2026-11-01"))
    _ = try database.recordCompletion(read, on: day("2026-11-01"))
    _ = try database.recordCompletion(read, on: day("2026-11-02"), amount: 8)
    try database.mark(read, on: day("2026-11-03"), as: .skipped)
    try database.mark(read, on: day("2026-11-04"), as: .failed)
    // Then the view says what the calendar shows, day by day
    let rows = try database.db.query(
      "SELECT day, user, activity, status, completions, amount FROM day_status ORDER BY day"
    ) {
      row in (0..<row.columnCount).map { row.dynamicValue($0).text }.joined(separator: " ")
    }
    #expect(
      rows == [
        "2026-11-01 alice Read done 1 20.0", "2026-11-02 alice Read partial 1 8.0",
        "2026-11-03 alice Read skipped 0 0.0",
        "2026-11-04 alice Read failed 0 0.0",
      ])
    let evaluation = try database.evaluateAll(read, today: day("2026-11-04"), weekStart: .monday)
    #expect(
      ["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-04"].map { evaluation.dayStatus(day($0)) }
        == [.done, .partial, .skipped, .failed])
  }

  @Test(arguments: 0..<8)
  func dayStatusAgreesWithTheEvaluationOnRandomHistories(seed: UInt64) throws {
    // Given a pinned today, and activities under every kind of goal, some changed, with records after today too
    var generator = SeededGenerator(seed: 100 + seed)
    let today = day("2026-03-18")
    let database = try HabitDatabase.inMemory(today: today)
    let weekStart = [WeekStart.monday, .sunday].randomElement(using: &generator)!
    try database.setWeekStart(weekStart)
    let user = try database.addUser(named: "alice")
    let specs = [
      "1/day", "2/day", "<=2/day", "<=3/week", "<=20 minutes/week", "30 minutes/day", "3/week", "2/month",
      "2/5d", "<=2/4d", "40 minutes/week", "mon,wed,fri", "20 minutes/day on weekends",
    ]
    var activities: [Activity] = []
    for index in 0..<24 {
      var new = NewActivity(name: "A\(index)")
      new.goal = try Goal(spec: specs.randomElement(using: &generator)!)
      new.unit = new.goal.measure == .amount ? "minutes" : (Bool.random(using: &generator) ? "pages" : nil)
      if new.unit == "pages" { new.requiredAmount = 10 }
      let created = today.adding(days: -Int.random(in: 0...60, using: &generator))
      var activity = try database.addActivity(new, for: user, today: created)
      if Bool.random(using: &generator) {
        let goal = try Goal(spec: specs.randomElement(using: &generator)!)
        if goal.measure == .count || activity.unit == "minutes" || activity.unit == nil {
          activity = try database.setGoal(
            goal, for: activity, from: created.adding(days: Int.random(in: 0...40, using: &generator)))
        }
      }
      if activity.unit == "pages", Bool.random(using: &generator) {
        // the required amount changes from a day on (or goes), like a goal
        var changes = ActivityChanges()
        changes.requiredAmount = .some([15, 20, nil].randomElement(using: &generator)!)
        changes.goalFrom = created.adding(days: Int.random(in: 0...40, using: &generator))
        activity = try database.editActivity(activity, changes)
      }
      var day = created.adding(days: -Int.random(in: 0...5, using: &generator))
      while day <= today.adding(days: 2) {
        let roll = Double.random(in: 0..<1, using: &generator)
        if roll < 0.06 {
          try database.mark(activity, on: day, as: .skipped)
        } else if roll < 0.09 {
          try database.mark(activity, on: day, as: .failed)
        } else if roll < 0.6 {
          for _ in 0...Int.random(in: 0...2, using: &generator) {
            _ = try database.recordCompletion(
              activity, on: day, amount: [5, 10, 15, 20].randomElement(using: &generator)!)
          }
        }
        day = day.adding(days: 1)
      }
      // Some activities are paused for a while, some from a day on, until resumed
      if Int.random(in: 0..<3, using: &generator) == 0 {
        let first = created.adding(days: Int.random(in: -8...40, using: &generator))
        let last = Bool.random(using: &generator) ? first.adding(days: Int.random(in: 0...12, using: &generator)) : nil
        _ = try database.pause(.activity(.id(activity.uuid)), of: .named("alice"), from: first, until: last, note: nil)
      }
      activities.append(activity)
    }
    // And the member and the household paused for a few days each
    for target in [PauseTarget.member, .household] {
      let first = today.adding(days: -Int.random(in: 0...50, using: &generator))
      _ = try database.pause(target, of: .named("alice"), from: first, until: first.adding(days: 4), note: nil)
    }
    // When the view and the evaluation read each recorded day
    var rows: [Int64: [(Day, String)]] = [:]
    try database.db.forEach("SELECT activity_id, day, status FROM day_status ORDER BY day") { row in
      rows[try row[0] as Int64, default: []].append((try row[1] as Day, try row[2] as String))
    }
    // Then they agree on every one
    for activity in activities {
      let evaluation = try database.evaluateAll(activity, today: today, weekStart: weekStart)
      for (day, status) in rows[activity.id] ?? [] {
        #expect(
          status == evaluation.dayStatus(day).rawValue,
          "\(activity.name) \(activity.goals.map { "\($0.goal.spec) \(String(describing: $0.requiredAmount)) from \($0.effectiveFrom)" }) \(day)"
        )
      }
      // And every paused day with nothing recorded has its row, through today
      let paused = stride(from: evaluation.start, through: today, by: 1).filter { evaluation.dayStatus($0) == .paused }
      #expect((rows[activity.id] ?? []).filter { $0.1 == "paused" }.map(\.0) == paused, "\(activity.name)")
    }
  }

  @Test func theViewsReadADayOfTenThousandCompletionsAsHabitDoes() throws {
    // Given 1,000 minutes a day, done 10,000 times today in tenths of a minute: added one by one in id order, as
    // habit adds them, that is not 1000.0 but a few bits more (SQLite's total() rounds it to 1000.0 from 3.43 on)
    let today = Self.today
    let database = try HabitDatabase.inMemory(today: today)
    let user = try database.addUser(named: "alice")
    var new = NewActivity(name: "Water")
    (new.unit, new.goal) = ("minutes", try Goal(spec: "1000 minutes/day"))
    let water = try database.addActivity(new, for: user, today: today.adding(days: -1))
    _ = try database.recordCompletion(water, on: today.adding(days: -1), amount: 1000)
    try database.db.run(
      """
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
      INSERT INTO completions (activity_id, day, amount) SELECT ?, ?, 0.1 FROM n
      """, [water.id, today.description])
    var inIDOrder = 0.0
    for _ in 0..<10_000 { inIDOrder += 0.1 }
    #expect(inIDOrder != 1000)
    // When the views and the evaluation read the day
    let rows = try database.db.query(
      "SELECT completions, amount, status FROM day_status WHERE day = ?", [today.description]
    ) {
      row in (try row[0] as Int, try row[1] as Double, try row[2] as String)
    }
    let judged = try database.evaluateAll(water, today: today, weekStart: .monday).day(today)
    // Then day_status holds the evaluation's count, its amount to the last bit, and its status
    try #require(rows.count == 1)
    #expect(rows[0].0 == judged.completions && judged.completions == 10_000)
    #expect(rows[0].1.bitPattern == judged.amount.bitPattern && judged.amount == inIDOrder)
    #expect(rows[0].2 == judged.status.rawValue && judged.status == .done)
    // And current_streaks counts both days, as the evaluation does
    #expect(try database.db.scalar("SELECT current_streak FROM current_streaks", as: Int.self) == 2)
    // And neither view steps through the completions: each reads one row of day_totals a day; only
    // day_status.done_by (who did the day) looks the day's completions up, by index
    let judgedColumns = "day, user, activity, status, completions, amount, unit, activity_id, user_id"
    for query in ["SELECT \(judgedColumns) FROM day_status", "SELECT * FROM current_streaks"] {
      var plan: [String] = []
      try database.db.forEach("EXPLAIN QUERY PLAN \(query)") { row in plan.append(try row[3]) }
      #expect(!plan.contains { $0.contains("completions") }, "\(query): \(plan)")
    }
    var plan: [String] = []
    try database.db.forEach("EXPLAIN QUERY PLAN SELECT done_by FROM day_status") { row in
      plan.append(try row[3])
    }
    #expect(
      plan.filter { $0.contains("completions") } == [
        "SEARCH c USING INDEX completions_by_activity_day (activity_id=? AND day=?)"
      ])
  }

  @Test func theViewsJudgeAsOfHabitsToday() throws {
    // Given once a day done on Mar 16 and 17, and a database whose today is pinned to Mar 17
    let database = try HabitDatabase.inMemory(today: day("2026-03-17"))
    let user = try database.addUser(named: "alice")
    let read = try database.addActivity(NewActivity(name: "Read"), for: user, today: day("2026-03-16"))
    _ = try database.recordCompletion(read, on: day("2026-03-16"))
    _ = try database.recordCompletion(read, on: day("2026-03-17"))
    // Then the views judge as of Mar 17, whatever the clock says
    #expect(try database.db.scalar("SELECT habit_today()", as: String.self) == "2026-03-17")
    #expect(try database.db.scalar("SELECT current_streak FROM current_streaks", as: Int.self) == 2)
  }
}
