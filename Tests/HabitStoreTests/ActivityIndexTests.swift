import HabitCore
import SQLite
import Testing

@testable import HabitStore

/// Every page starts from the member's activities: their cost follows the member's own activities and the
/// household's shared ones, not every member's.
@Suite struct ActivityIndexTests {
  @Test(arguments: [ActivityScope.visible, .owned], [false, true])
  func aMembersActivitiesAndTheirGoalsAreSearchedNeverScanned(scope: ActivityScope, includeArchived: Bool) throws {
    // Given the latest schema
    let database = try HabitDatabase.inMemory()
    func plan(_ query: String) throws -> [String] {
      var plan: [String] = []
      try database.db.forEach("EXPLAIN QUERY PLAN " + query, [1]) { row in plan.append(try row[3]) }
      return plan
    }
    // When SQLite plans the queries that list a member's activities and load their goal histories
    let activities = try plan(HabitDatabase.activitiesQuery(scope, includeArchived: includeArchived))
    let goals = try plan(HabitDatabase.activityGoalsQuery(scope))
    // Then activities are found by the member's index (and the shared ones' index), goals by their activity
    let byMember = "SEARCH activities USING INDEX sqlite_autoindex_activities_2 (user_id=?)"
    let shared = ["INDEX 2", "SEARCH activities USING INDEX activities_shared (shared=?)"]
    let goalsByActivity = "SEARCH g USING INDEX sqlite_autoindex_goals_1 (activity_id=?)"
    let sorted = "USE TEMP B-TREE FOR ORDER BY"
    // (the goals with no list of activities built first and no sort)
    let asJoined = { (plan: String) in plan.replacing("SEARCH activities", with: "SEARCH a") }
    switch scope {
    case .visible:
      #expect(activities == ["MULTI-INDEX OR", "INDEX 1", byMember] + shared + [sorted])
      #expect(goals == ["MULTI-INDEX OR", "INDEX 1", asJoined(byMember)] + shared.map(asJoined) + [goalsByActivity])
    case .owned:
      #expect(activities == [byMember, sorted])
      #expect(
        goals == [asJoined(byMember).replacing("USING INDEX", with: "USING COVERING INDEX"), goalsByActivity])
    }
  }

  @Test func eachGoalHistoryComesOldestFirstWhateverOrderItsRowsWereWrittenIn() throws {
    // Given an activity whose goal changes were written latest first, and another's in order
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    let first = day("2026-01-01")
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: day("2026-03-01"))
    let walk = try database.addActivity(NewActivity(name: "Walk"), for: alice, today: first)
    for (offset, target) in [(40, 3.0), (20, 2.0), (0, 1.0)] {
      try database.insertGoal(
        Goal(comparison: .atLeast, measure: .count, target: target, period: .week), requiredAmount: nil, unit: nil,
        activityID: read.id, from: first.adding(days: offset))
    }
    try database.insertGoal(
      Goal(comparison: .atLeast, measure: .count, target: 5, period: .week), requiredAmount: nil, unit: nil,
      activityID: walk.id, from: first.adding(days: 10))
    // When the rows are read in the order they were written, and when the member's activities are read
    let written = try database.goalChanges(
      sql: """
        SELECT activity_id, effective_from, measure, comparison, target, period, window_days, unit, required_amount,
          weekdays
        FROM goals ORDER BY id
        """, [])
    let listed = try database.activities(of: alice)
    // Then each history runs from its oldest change to its latest, both times
    let readHistory = [first, first.adding(days: 20), first.adding(days: 40), day("2026-03-01")]
    let walkHistory = [first, first.adding(days: 10)]
    #expect(written[read.id]?.map(\.effectiveFrom) == readHistory)
    #expect(written[walk.id]?.map(\.effectiveFrom) == walkHistory)
    #expect(listed.first { $0.name == "Read" }?.goals.map(\.effectiveFrom) == readHistory)
    #expect(listed.first { $0.name == "Walk" }?.goals.map(\.effectiveFrom) == walkHistory)
  }
}
