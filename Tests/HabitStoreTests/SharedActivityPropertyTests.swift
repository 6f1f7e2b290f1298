import HabitCore
import TestSupport
import Testing

@testable import HabitStore

/// A shared activity on random histories: whoever records a completion, the activity is judged once, exactly as
/// the same completions on a member's own activity; the credits add up to its completions, and each member's
/// share is the count of what they recorded.
@Suite struct SharedActivityPropertyTests {
  @Test(arguments: 0..<16)
  func creditsSumToTheCompletionsAndTheJudgementIsOne(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed) &* 104_729 &+ 3)
    let today = Day(year: 2026, month: 11, day: 28)!
    let database = try HabitDatabase.inMemory(today: today)
    let members = try ["alice", "bob", "mia"].map { try database.addUser(named: $0) }
    let goals: [Goal] = [
      .daily, try Goal(spec: "2/day"), try Goal(spec: "3/week"), try Goal(spec: "mon,wed,fri"),
      try Goal(spec: "<=2/day"), try Goal(spec: "4/7d"),
    ]
    let goal = goals[Int.random(in: 0..<goals.count, using: &random)]
    var new = NewActivity(name: "Chore")
    new.goal = goal
    new.shared = true
    new.rotation = ["alice", "bob", "mia"]
    let start = today.adding(days: -60)
    let shared = try database.addActivity(new, for: members[0], today: start)
    // The same history on alice's own activity, recorded by alice
    var own = NewActivity(name: "Mine")
    own.goal = goal
    let mine = try database.addActivity(own, for: members[0], today: start)
    var recorded = [0, 0, 0]
    var weekly = [0, 0, 0]
    var latest: [Int: (day: Day, order: Int)] = [:]
    for _ in 0..<Int.random(in: 0..<90, using: &random) {
      let day = start.adding(days: Int.random(in: 0...60, using: &random))
      let who = Int.random(in: 0..<3, using: &random)
      if Int.random(in: 0..<8, using: &random) == 0 {
        // A skip or fail, when the day has no completion yet
        let mark: DayMark = Bool.random(using: &random) ? .skipped : .failed
        do {
          _ = try database.mark(shared, on: day, as: mark)
        } catch { continue }
        _ = try database.mark(mine, on: day, as: mark)
        continue
      }
      _ = try database.recordCompletion(shared, on: day, by: members[who])
      _ = try database.recordCompletion(mine, on: day, by: members[who])
      recorded[who] += 1
      if day >= (latest[who]?.day ?? day) { latest[who] = (day, recorded.reduce(0, +)) }
      if day > today.adding(days: -7) { weekly[who] += 1 }
    }
    // One judgement: the shared activity's is the member's own activity's with the same records
    let sharedEvaluation = try database.evaluateAll(shared, today: today, weekStart: .monday)
    let ownEvaluation = try database.evaluateAll(mine, today: today, weekStart: .monday)
    #expect(sharedEvaluation.currentStreak == ownEvaluation.currentStreak, "seed \(seed), \(goal)")
    #expect(sharedEvaluation.bestStreak == ownEvaluation.bestStreak, "seed \(seed), \(goal)")
    for offset in 0...60 {
      let day = start.adding(days: offset)
      #expect(sharedEvaluation.day(day).status == ownEvaluation.day(day).status, "seed \(seed) \(day)")
    }
    // Credits: each member's count is what they recorded, and together they are the completions
    let credits = try #require(try database.credits(of: shared, today: today))
    #expect(credits.allTime == recorded.reduce(0, +))
    #expect(credits.allTime == sharedEvaluation.timesCompleted || goal.measure == .amount)
    for (index, member) in members.enumerated() {
      let share = credits.shares.first { $0.member == member.name }
      #expect((share?.allTime ?? 0) == recorded[index], "seed \(seed) \(member.name)")
      #expect((share?.week ?? 0) == weekly[index], "seed \(seed) \(member.name)")
    }
    // The turn: the first of the rotation never credited, else the one whose latest credit is the oldest
    let expected =
      (0..<3).first { latest[$0] == nil }
      ?? (0..<3).min { (latest[$0]!.day, latest[$0]!.order) < (latest[$1]!.day, latest[$1]!.order) }
    #expect(credits.turn == expected.map { members[$0].name }, "seed \(seed): \(latest)")
    // The member's own activity has no credits
    #expect(try database.credits(of: mine, today: today) == nil)
  }
}
