import HabitCore
import HabitScreens
import TestSupport
import Testing

@testable import HabitStore

/// Random histories back-filled day by day, then goals and amounts changed "from" random days, recorded under the
/// same activity created on different days: the creation day must not change a single status, streak or rate.
@Suite struct BackFilledGoalHistoryPropertyTests {
  static let goals = ["1/day", "2/day", "3/week", "<=2/day", "<=3/week", "2/month", "3/7d", "150 minutes/week"]

  enum Record {
    case completion(amount: Double?)
    case skip
    case fail
  }

  /// What `habit edit --goal G --from D` or `habit edit --amount N --from D` asks.
  struct Edit {
    let from: Day
    let goal: Goal?
    let requiredAmount: Double?
  }

  /// A history from `first` to `today`, its first goal, and the edits made after it was recorded.
  struct Scenario {
    let today: Day
    let first: Day
    let new: NewActivity
    let records: [(day: Day, record: Record)]
    let edits: [Edit]

    init(seed: UInt64) throws {
      var random = SeededGenerator(seed: seed)
      let today = Day(year: 2026, month: 1, day: 1)!.adding(days: Int.random(in: 0..<365, using: &random))
      let first = today.adding(days: -Int.random(in: 10...80, using: &random))
      (self.today, self.first) = (today, first)
      var new = NewActivity(name: "Med")
      new.goal = try Goal(spec: BackFilledGoalHistoryPropertyTests.goals.randomElement(using: &random)!)
      if new.goal.measure == .amount {
        new.unit = new.goal.unit
      } else if Bool.random(using: &random) {
        (new.unit, new.requiredAmount) = ("pages", 20)
      }
      self.new = new
      var records: [(day: Day, record: Record)] = [(first, .completion(amount: 25))]
      for day in first.adding(days: 1)...today where Int.random(in: 0..<5, using: &random) < 3 {
        switch Int.random(in: 0..<12, using: &random) {
        case 0: records.append((day, .skip))
        case 1: records.append((day, .fail))
        default:
          for _ in 0..<Int.random(in: 1...2, using: &random) {
            records.append((day, .completion(amount: Double(Int.random(in: 0...40, using: &random)))))
          }
        }
      }
      self.records = records
      edits = try (0..<Int.random(in: 1...3, using: &random)).map { _ in
        let from = first.adding(days: Int.random(in: -5...first.distance(to: today), using: &random))
        if Int.random(in: 0..<5, using: &random) < 3 {
          let goal = try Goal(spec: BackFilledGoalHistoryPropertyTests.goals.randomElement(using: &random)!)
          return Edit(from: from, goal: goal, requiredAmount: nil)
        }
        return Edit(from: from, goal: nil, requiredAmount: Double(Int.random(in: 10...30, using: &random)))
      }
    }
  }

  /// Everything a view shows of the judgement, for one creation day.
  struct Outcome: Equatable {
    var editsTaken: [Bool] = []
    var statuses: [DayStatus] = []
    var periods: [PeriodResult] = []
    var currentStreak: Streak?
    var bestStreak: Streak?
    var rates: [Double?] = []
    var daysDone: [Int] = []
  }

  /// Records the scenario's history under an activity created on `created`, makes its edits, and judges it.
  static func outcome(_ scenario: Scenario, createdOn created: Day) throws -> Outcome {
    let database = try HabitDatabase.inMemory()
    let user = try database.addUser(named: "alice")
    var activity = try database.addActivity(scenario.new, for: user, today: created)
    for (day, record) in scenario.records {
      switch record {
      case .skip: _ = try database.mark(activity, on: day, as: .skipped)
      case .fail: _ = try database.mark(activity, on: day, as: .failed)
      case .completion(let amount):
        _ = try database.recordCompletion(activity, on: day, amount: amount, today: scenario.today)
      }
    }
    var outcome = Outcome()
    for edit in scenario.edits {
      var changes = ActivityChanges()
      changes.goal = edit.goal
      if let amount = edit.requiredAmount { changes.requiredAmount = .some(amount) }
      changes.goalFrom = edit.from
      // An edit the activity refuses (an amount on a goal without a unit) must be refused whatever its creation day.
      let edited = try? database.editActivity(activity, changes)
      outcome.editsTaken.append(edited != nil)
      activity = edited ?? activity
    }
    let today = scenario.today
    let evaluation = try database.evaluateAll(activity, today: today, weekStart: .monday)
    outcome.statuses = (scenario.first.adding(days: -3)...today).map(evaluation.dayStatus)
    outcome.periods = evaluation.periods(in: scenario.first...today)
    outcome.currentStreak = evaluation.currentStreak
    outcome.bestStreak = evaluation.bestStreak
    let statistics = try database.statistics(of: activity, months: nil, today: today)
    outcome.rates = [statistics.completionRateSinceStart, statistics.completionRateThisYear]
    outcome.daysDone = statistics.months.map(\.daysDone)
    return outcome
  }

  @Test(arguments: 0..<60)
  func theCreationDayChangesNoJudgement(seed: Int) throws {
    // Given a random back-filled history and random edits from past days
    let scenario = try Scenario(seed: UInt64(seed))
    var random = SeededGenerator(seed: UInt64(1_000 + seed))
    let span = scenario.first.distance(to: scenario.today)
    // When the activity is created on its first recorded day, on a random day since, and today
    let days = [
      scenario.first, scenario.first.adding(days: Int.random(in: 0...span, using: &random)), scenario.today,
    ]
    let outcomes = try days.map { try Self.outcome(scenario, createdOn: $0) }
    // Then every day, period, streak, rate and month reads the same
    for (day, outcome) in zip(days.dropFirst(), outcomes.dropFirst()) {
      let about = "seed \(seed), created \(day) rather than \(scenario.first)"
      #expect(outcome.editsTaken == outcomes[0].editsTaken, "\(about): edits")
      #expect(outcome.statuses == outcomes[0].statuses, "\(about): days")
      #expect(outcome.periods == outcomes[0].periods, "\(about): periods")
      #expect(outcome.currentStreak == outcomes[0].currentStreak, "\(about): current streak")
      #expect(outcome.bestStreak == outcomes[0].bestStreak, "\(about): best streak")
      #expect(outcome.rates == outcomes[0].rates, "\(about): rates")
      #expect(outcome.daysDone == outcomes[0].daysDone, "\(about): months")
    }
  }

  @Test func anAmountFromBeforeTheCreationDayOfAnEmptyHistoryIsOneGoal() throws {
    // Given Book needing 20 pages a day, created on the 27th, nothing recorded
    let database = try HabitDatabase.inMemory()
    let user = try database.addUser(named: "alice")
    var new = NewActivity(name: "Book")
    (new.unit, new.requiredAmount) = ("pages", 20)
    let book = try database.addActivity(new, for: user, today: day("2026-11-27"))
    // When 15 pages are enough from the 23rd
    var changes = ActivityChanges()
    changes.requiredAmount = .some(15)
    changes.goalFrom = day("2026-11-23")
    let edited = try database.editActivity(book, changes)
    // Then it has one goal, from the 23rd: not the same goal again from the 27th
    #expect(
      edited.goals == [GoalChange(effectiveFrom: day("2026-11-23"), goal: .daily, requiredAmount: 15, unit: "pages")])
  }
}
