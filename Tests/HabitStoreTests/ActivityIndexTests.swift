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
    let goalsByActivity = ["SEARCH g USING INDEX sqlite_autoindex_goals_1 (activity_id=?)", "LIST SUBQUERY 1"]
    let sorted = "USE TEMP B-TREE FOR ORDER BY"
    switch scope {
    case .visible:
      #expect(activities == ["MULTI-INDEX OR", "INDEX 1", byMember] + shared + [sorted])
      #expect(goals == goalsByActivity + ["MULTI-INDEX OR", "INDEX 1", byMember] + shared + [sorted])
    case .owned:
      #expect(activities == [byMember, sorted])
      #expect(goals == goalsByActivity + [byMember.replacing("USING INDEX", with: "USING COVERING INDEX"), sorted])
    }
  }
}
