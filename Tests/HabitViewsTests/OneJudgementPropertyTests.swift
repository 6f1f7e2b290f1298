import Foundation
import HabitCore
import HabitStore
import HabitViews
import TestSupport
import Testing

/// One judgement of a day: for random households, every view's JSON (calendar, show, heatmap, list, today, stats,
/// board) states each day's and each period's status exactly as the evaluation of the whole history does.
@Suite struct OneJudgementPropertyTests {
  static let goals = ["1/day", "3/day", "3/week", "<=2/day", "<=3/week", "150 minutes/week", "2/month", "3/7d"]

  /// Two members with the same three activity names (so the board shares them), random goals, goal changes,
  /// amounts, completions, skips and fails over the 100 days before a random today.
  struct RandomHousehold {
    let database: HabitDatabase
    let users: [User]
    let today: Day

    init(seed: UInt64) throws {
      var random = SeededGenerator(seed: seed)
      database = try HabitDatabase.inMemory()
      today = Day(year: 2026, month: 1, day: 1)!.adding(days: Int.random(in: 0..<365, using: &random))
      if Bool.random(using: &random) { try database.setWeekStart(.sunday) }
      var users: [User] = []
      for name in ["alice", "bob"] {
        let user = try database.addUser(named: name)
        users.append(user)
        for activityName in ["Read", "Run", "Water"] {
          var new = NewActivity(name: activityName)
          new.goal = try Goal(spec: OneJudgementPropertyTests.goals.randomElement(using: &random)!)
          if new.goal.measure == .amount {
            new.unit = new.goal.unit
          } else if Int.random(in: 0..<3, using: &random) == 0 {
            (new.unit, new.requiredAmount) = ("pages", 20)
          }
          let created = today.adding(days: -Int.random(in: 0..<100, using: &random))
          var activity = try database.addActivity(new, for: user, today: created)
          if Bool.random(using: &random) {
            let goal = try Goal(spec: OneJudgementPropertyTests.goals.randomElement(using: &random)!)
            let from = created.adding(days: Int.random(in: 0...max(0, created.distance(to: today)), using: &random))
            activity = (try? database.setGoal(goal, for: activity, from: from)) ?? activity
          }
          for offset in 0..<110 where Int.random(in: 0..<3, using: &random) == 0 {
            let day = today.adding(days: -offset)
            switch Int.random(in: 0..<10, using: &random) {
            case 0: _ = try database.mark(activity, on: day, as: .skipped)
            case 1: _ = try database.mark(activity, on: day, as: .failed)
            default:
              for _ in 0..<Int.random(in: 1...3, using: &random) {
                let amount = Bool.random(using: &random) ? Double(Int.random(in: 0...60, using: &random)) : nil
                // An amount goal refuses a completion without an amount: then the completion gets one.
                if (try? database.recordCompletion(activity, on: day, amount: amount)) == nil {
                  _ = try database.recordCompletion(activity, on: day, amount: 30)
                }
              }
            }
          }
        }
      }
      self.users = users
    }

    /// The evaluation of an activity's whole history, which every view must agree with.
    func evaluation(_ activity: Activity) throws -> Evaluation {
      try database.evaluateAll(activity, today: today, weekStart: try database.weekStart())
    }
  }

  /// The JSON a view writes, read back as plain objects.
  static func json(_ value: some Encodable) throws -> Any {
    let text = render { try! writeJSON(value, to: &$0) }
    return try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  static func object(_ value: Any) -> [String: Any] { value as! [String: Any] }
  static func objects(_ value: Any?) -> [[String: Any]] { value as! [[String: Any]] }

  @Test(arguments: 0..<40)
  func everyViewStatesTheEvaluationsStatuses(seed: Int) throws {
    // Given a random household
    let household = try RandomHousehold(seed: UInt64(seed))
    let database = household.database
    let today = household.today
    for user in household.users {
      let activities = try database.activities(of: user)
      let evaluations = try activities.map(household.evaluation)
      for (activity, evaluation) in zip(activities, evaluations) {
        let about = "seed \(seed), \(user.name)'s \(activity.name) (\(activity.goals.map(\.goal.spec)))"
        // calendar: this month and the one before, every day and every period
        for month in [today.firstOfMonth, today.firstOfMonth.adding(days: -1).firstOfMonth] {
          let calendar = Self.object(
            try Self.json(
              CalendarView(try database.calendarMonth(activity, month: month, today: today), color: false).json))
          for entry in Self.objects(calendar["days"]) {
            let day = try Day(parsing: entry["day"] as! String)
            #expect(entry["status"] as? String == evaluation.dayStatus(day).rawValue, "\(about), calendar \(day)")
          }
          let expected = evaluation.periods(in: month...month.lastOfMonth)
          let periods = Self.objects(calendar["periods"])
          #expect(periods.count == expected.count, "\(about), calendar periods of \(month)")
          for (period, result) in zip(periods, expected) {
            #expect(period["start"] as? String == result.window.start.description, "\(about)")
            #expect(period["status"] as? String == result.status.rawValue, "\(about), period \(result.window)")
          }
        }
        // show: the last 40 days
        let show = Self.object(
          try Self.json(
            ShowView(try database.activityDetail(activity, of: user, days: 40, today: today), color: false).json))
        for entry in Self.objects(show["recent"]) {
          let day = try Day(parsing: entry["day"] as! String)
          #expect(entry["status"] as? String == evaluation.dayStatus(day).rawValue, "\(about), show \(day)")
        }
        // stats: the current period, and each month's days done are the days the evaluation judges done
        let stats = Self.object(
          try Self.json(StatsView(try database.statistics(of: activity, months: nil, today: today), color: false).json))
        #expect(
          Self.object(stats["currentPeriod"]!)["status"] as? String == evaluation.currentPeriod.status.rawValue,
          "\(about), stats")
        for month in Self.objects(stats["months"]) {
          let first = try Day(parsing: (month["month"] as! String) + "-01")
          let done = (first...min(first.lastOfMonth, today)).filter { evaluation.dayStatus($0) == .done }.count
          #expect(month["daysDone"] as? Int == done, "\(about), stats \(first)")
        }
      }
      // list and today: today's status and the current period's
      let list = Self.objects(
        try Self.json(
          ListView(try database.activityList(of: user, includeArchived: false, today: today), color: false).json))
      let todayScreen = Self.object(
        try Self.json(TodayView(try database.todayScreen(of: user, today: today), color: false).json))
      for (activity, evaluation) in zip(activities, evaluations) {
        let about = "seed \(seed), \(user.name)'s \(activity.name)"
        let listed = try #require(list.first { $0["id"] as? String == activity.uuid })
        #expect(listed["todayStatus"] as? String == evaluation.dayStatus(today).rawValue, "\(about), list")
        #expect(
          Self.object(listed["progress"]!)["status"] as? String == evaluation.currentPeriod.status.rawValue,
          "\(about), list")
        let shown = try #require(Self.objects(todayScreen["activities"]).first { $0["id"] as? String == activity.uuid })
        #expect(shown["todayStatus"] as? String == evaluation.dayStatus(today).rawValue, "\(about), today")
        #expect(shown["periodStatus"] as? String == evaluation.currentPeriod.status.rawValue, "\(about), today")
        #expect(shown["state"] as? String == evaluation.standing.state.rawValue, "\(about), today")
      }
      // heatmap of all activities: each activity's status, every day of the year
      let heatmap = Self.object(
        try Self.json(
          HeatmapView(try database.heatmapYear(nil, of: user, year: today.year, today: today), color: false).json))
      for entry in Self.objects(heatmap["days"]) {
        let day = try Day(parsing: entry["day"] as! String)
        #expect(
          entry["statuses"] as? [String] == evaluations.map { $0.dayStatus(day).rawValue },
          "seed \(seed), \(user.name)'s heatmap \(day)")
      }
    }
    // board: every shared activity's current period, per member
    let board = Self.object(try Self.json(BoardView(try database.householdBoard(today: today), color: false).json))
    for shared in Self.objects(board["shared"]) {
      for member in Self.objects(shared["members"]) {
        let user = try #require(household.users.first { $0.name == member["member"] as? String })
        let activity = try database.activity(shared["name"] as! String, of: user)
        #expect(
          member["periodStatus"] as? String == (try household.evaluation(activity)).currentPeriod.status.rawValue,
          "seed \(seed), board \(user.name)'s \(activity.name)")
      }
    }
  }
}
