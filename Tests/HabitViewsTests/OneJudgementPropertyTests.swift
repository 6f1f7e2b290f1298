import Foundation
import HabitCore
import HabitScreens
import HabitStore
import HabitViews
import TestSupport
import Testing

/// One judgement of a day: for random households, every view's JSON (calendar, show, heatmap, list, today, stats,
/// board) states each day's and each period's status exactly as the evaluation of the whole history does; and the
/// web's pages and `habit report`, parsed back from their HTML, state what the CLI's JSON states.
@Suite struct OneJudgementPropertyTests {
  static let goals = [
    "1/day", "3/day", "3/week", "<=2/day", "<=3/week", "150 minutes/week", "2/month", "3/7d", "mon,wed,fri",
    "30 minutes/day on weekends",
  ]

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

  /// Each match of `pattern` in `html`, its captures in order.
  static func captures(_ html: String, _ pattern: String) -> [[String]] {
    let regex = try! NSRegularExpression(pattern: pattern)
    let text = html as NSString
    return regex.matches(in: html, range: NSRange(location: 0, length: text.length)).map { match in
      (1..<match.numberOfRanges).map { text.substring(with: match.range(at: $0)) }
    }
  }

  /// The statistics body of one activity (the stats page's, or one article of the report) against the CLI's
  /// `habit stats --format json` and `habit heatmap NAME --format json`: every day of the heatmap, every month's
  /// bar, both streaks with their days, the rates.
  static func expectStatsBody(
    _ html: String, stats: [String: Any], heatmap: [String: Any], today: Day, _ about: String
  ) throws {
    // A page draws the year twice (whole, and in two halves for a phone): each day is stated once per drawing.
    var seen = Set<String>()
    let cells = captures(html, #"<rect [^>]*data-day="([0-9-]{10})" data-status="([a-z_]+)""#).filter {
      seen.insert($0[0]).inserted
    }
    let days = objects(heatmap["days"])
    #expect(cells.count == days.count, "\(about): heatmap days")
    for (cell, entry) in zip(cells, days) {
      #expect(cell == [entry["day"] as! String, (entry["statuses"] as! [String])[0]], "\(about): heatmap")
    }
    let months = Dictionary(uniqueKeysWithValues: objects(stats["months"]).map { ($0["month"] as! String, $0) })
    let bars = captures(html, #"<title>([0-9]{4}-[0-9]{2}): ([0-9]+) of ([0-9]+) days</title>"#)
    #expect(!bars.isEmpty, "\(about): monthly bars")
    for bar in bars {
      let month = try #require(months[bar[0]], "\(about): month \(bar[0])")
      #expect(Int(bar[1]) == month["daysDone"] as? Int, "\(about): days done in \(bar[0])")
      #expect(Int(bar[2]) == month["daysJudged"] as? Int, "\(about): days judged in \(bar[0])")
    }
    for (key, name) in [("current-streak", "currentStreak"), ("best-streak", "bestStreak")] {
      let shown = try #require(captures(html, #"<dd data-stat="\#(key)">([^<]*)</dd>"#).first?.first, "\(about)")
      guard let streak = stats[name] as? [String: Any] else {
        #expect(shown == "none", "\(about): \(key)")
        continue
      }
      let dates = captures(shown, #"\(([0-9-]{10}) to ([0-9-]{10})\)$"#).first
      #expect(dates == [streak["start"] as! String, streak["end"] as! String], "\(about): \(key) \(shown)")
      #expect(try Day(parsing: streak["end"] as! String) <= today, "\(about): \(key) ends after today")
      #expect(shown.hasPrefix("\(streak["length"] as! Int) "), "\(about): \(key) \(shown)")
    }
    let rates = [("rate-year", "completionRateThisYear"), ("rate-start", "completionRateSinceStart")]
    for (key, name) in rates {
      let shown = try #require(captures(html, #"<dd data-stat="\#(key)">([^<]*)</dd>"#).first?.first, "\(about)")
      #expect(shown.hasPrefix(Wording.percent(stats[name] as? Double) + " "), "\(about): \(key) \(shown)")
    }
  }

  @Test(arguments: 0..<40)
  func everyPageAndTheReportStateTheCLIsJSON(seed: Int) throws {
    // Given a random household
    let household = try RandomHousehold(seed: UInt64(seed))
    let database = household.database
    let today = household.today
    var members: [ReportPage.Member] = []
    var expected: [(stats: [String: Any], heatmap: [String: Any], about: String)] = []
    for user in household.users {
      let context = PageContext(csrf: "token", member: user.name, today: today)
      var pages: [StatsPage] = []
      for activity in try database.activities(of: user) {
        let about = "seed \(seed), \(user.name)'s \(activity.name) (\(activity.goals.map(\.goal.spec)))"
        // The CLI's JSON: `habit stats`, `habit heatmap NAME`, `habit calendar`
        let stats = Self.object(
          try Self.json(StatsView(try database.statistics(of: activity, months: nil, today: today), color: false).json))
        let heatmap = Self.object(
          try Self.json(
            HeatmapView(try database.heatmapYear(activity, of: user, year: today.year, today: today), color: false)
              .json))
        let calendar = Self.object(
          try Self.json(
            CalendarView(try database.calendarMonth(activity, month: today.firstOfMonth, today: today), color: false)
              .json))
        // When the web's activity page and stats page are rendered as the server renders them
        let activityPage = try render {
          ActivityPage(
            calendar: try database.calendarMonth(activity, month: today.firstOfMonth, today: today),
            statistics: try database.statistics(of: activity, months: StatsPage.monthsShown, today: today),
            recent: try database.completions(of: activity, limit: 30)
          ).render(context, to: &$0)
        }
        let statsPage = StatsPage(
          try database.statistics(of: activity, months: StatsPage.monthsShown, today: today),
          heatmap: try database.heatmapYear(activity, of: user, year: today.year, today: today))
        pages.append(statsPage)
        // Then the activity page's calendar reads every day as `habit calendar` does, and its streak as `stats`
        let cells = Self.captures(activityPage, #"data-day="([0-9-]{10})" data-status="([a-z_]+)""#)
        let pastDays = Self.objects(calendar["days"]).filter { try! Day(parsing: $0["day"] as! String) <= today }
        #expect(cells.count == pastDays.count, "\(about): calendar days")
        for (cell, entry) in zip(cells, pastDays) {
          #expect(cell == [entry["day"] as! String, entry["status"] as! String], "\(about): calendar")
        }
        let streak = Self.captures(activityPage, #"data-streak="([0-9]+)""#).first?.first
        #expect(
          streak == String((stats["currentStreak"] as? [String: Any])?["length"] as? Int ?? 0),
          "\(about): page streak")
        // And the stats page states every day, month, streak and rate as the CLI does
        try Self.expectStatsBody(
          render { statsPage.render(context, to: &$0) }, stats: stats, heatmap: heatmap, today: today, about)
        expected.append((stats, heatmap, about + " in the report"))
      }
      members.append(
        ReportPage.Member(
          user: user, activities: pages, overview: try database.memberOverview(of: user, today: today)))
    }
    // And `habit report --household`, article by article, states the same
    let report = render { ReportPage(members: members, year: today.year, today: today).render(to: &$0) }
    let articles = report.components(separatedBy: "<article ").dropFirst()
    #expect(articles.count == expected.count, "seed \(seed): report articles")
    for (article, (stats, heatmap, about)) in zip(articles, expected) {
      try Self.expectStatsBody(article, stats: stats, heatmap: heatmap, today: today, about)
    }
  }
}
