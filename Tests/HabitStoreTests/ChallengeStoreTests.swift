import Foundation
import HabitCore
import HabitScreens
import SQLite
import Testing

@testable import HabitStore

@Suite struct ChallengeStoreTests {
  let database: HabitDatabase
  let alice: User

  init() throws {
    database = try HabitDatabase.inMemory()
    alice = try database.addUser(named: "alice")
  }

  @Test func startingCreatesTheActivityAndEachCheckIsACompletion() throws {
    // Given a challenge started on the 1st for an activity that did not exist
    let start = try database.startChallenge(named: " Stretch ", days: 21, for: alice, today: day("2026-11-01"))
    #expect(start.createdActivity && start.replaced == nil)
    let stretch = try database.activity("stretch", of: alice)
    #expect(stretch.goal(on: day("2026-11-01")) == .daily)
    // When today is checked
    let outcome = try database.checkChallenge(named: nil, for: alice, today: day("2026-11-01"))
    // Then day 1 is checked through a new completion
    #expect(outcome.check == .checked(day: 1) && !outcome.usedExistingCompletion)
    #expect(try database.completions(of: stretch).map(\.day) == [day("2026-11-01")])
    // And a second check that day is refused, writing nothing
    #expect(throws: ChallengeError.refused(outcome.progress, .alreadyChecked(day: 1))) {
      try database.checkChallenge(named: "STRETCH", for: alice, today: day("2026-11-01"))
    }
    #expect(try database.completions(of: stretch).count == 1)
  }

  @Test func aCompletionRecordedTodayChecksTheProgrammeButAPastOneDoesNot() throws {
    _ = try database.startChallenge(named: "Read", days: 21, for: alice, today: day("2026-11-01"))
    let read = try database.activity("Read", of: alice)
    let past = try database.recordCompletion(read, on: day("2026-10-31"), today: day("2026-11-01"))
    #expect(past.challenge == nil)
    let first = try database.recordCompletion(read, on: day("2026-11-01"), today: day("2026-11-01"))
    guard case .checked(let progress, .checked(day: 1)) = first.challenge else {
      Issue.record("expected day 1 checked, got \(String(describing: first.challenge))")
      return
    }
    let second = try database.recordCompletion(read, on: day("2026-11-01"), today: day("2026-11-01"))
    #expect(second.challenge == .refused(progress, .alreadyChecked(day: 1)))
  }

  @Test func aCompletionMadeBeforeStartingBecomesTheCheck() throws {
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: day("2026-11-01"))
    _ = try database.recordCompletion(read, on: day("2026-11-01"))
    // Starting on a day already done checks day 1 with that completion
    let start = try database.startChallenge(named: "read", days: 21, for: alice, today: day("2026-11-01"))
    #expect(start.checkedToday)
    let progress = try database.challenges(of: alice)[0]
    #expect(progress.challenge.state(today: day("2026-11-01")) == .running(day: 1, checkedToday: true))
    #expect(try database.completions(of: read).count == 1)
  }

  @Test func undoingTheCompletionOpensTheDayAgain() throws {
    _ = try database.startChallenge(named: "Read", days: 21, for: alice, today: day("2026-11-01"))
    _ = try database.checkChallenge(named: nil, for: alice, today: day("2026-11-01"))
    _ = try database.undo(try database.activity("Read", of: alice), on: day("2026-11-01"))
    let progress = try database.challenges(of: alice)[0]
    #expect(progress.challenge.state(today: day("2026-11-01")) == .running(day: 1, checkedToday: false))
  }

  @Test func aRunningProgrammeCannotBeStartedAgainButABrokenOneIsReplaced() throws {
    _ = try database.startChallenge(named: "Read", days: 21, for: alice, today: day("2026-11-01"))
    _ = try database.checkChallenge(named: nil, for: alice, today: day("2026-11-01"))
    #expect(throws: ChallengeError.alreadyInProgress(name: "Read", day: 2, length: 21)) {
      try database.startChallenge(named: "read", days: 21, for: alice, today: day("2026-11-02"))
    }
    // The 2nd is missed: on the 3rd the programme is broken and starting it again replaces it.
    let restart = try database.startChallenge(named: "Read", days: 7, for: alice, today: day("2026-11-03"))
    #expect(restart.replaced?.challenge.state(today: day("2026-11-03")) == .broken(missed: day("2026-11-02")))
    #expect(!restart.createdActivity)
    #expect(try database.challenges(of: alice).map(\.challenge.length) == [7])
  }

  @Test func brokenRefusesUntilResetAndResetStartsOverFromToday() throws {
    _ = try database.startChallenge(named: "Read", days: 21, for: alice, today: day("2026-11-01"))
    let broken = try database.challenges(of: alice)[0]
    #expect(throws: ChallengeError.refused(broken, .broken(missed: day("2026-11-01")))) {
      try database.checkChallenge(named: nil, for: alice, today: day("2026-11-02"))
    }
    let reset = try database.resetChallenge(named: "read", for: alice, today: day("2026-11-02"))
    #expect(reset.previous == broken)
    #expect(reset.progress.challenge == Challenge(startedOn: day("2026-11-02"), length: 21))
    #expect(try database.checkChallenge(named: nil, for: alice, today: day("2026-11-02")).check == .checked(day: 1))
    let outcome = try database.db.scalar(
      "SELECT group_concat(outcome || ' ' || ended_on) FROM challenges", as: String.self)
    #expect(outcome == "reset 2026-11-02")
  }

  @Test func theLastCheckRecordsTheCompletion() throws {
    _ = try database.startChallenge(named: "Read", days: 3, for: alice, today: day("2026-11-01"))
    for text in ["2026-11-01", "2026-11-02"] {
      _ = try database.checkChallenge(named: nil, for: alice, today: day(text))
    }
    #expect(try database.checkChallenge(named: nil, for: alice, today: day("2026-11-03")).check == .completed)
    #expect(try database.challenges(of: alice)[0].challenge.ending == .completed(on: day("2026-11-03")))
    #expect(throws: ChallengeError.noneCurrent(user: "alice")) {
      try database.checkChallenge(named: nil, for: alice, today: day("2026-11-04"))
    }
  }

  @Test func withSeveralProgrammesANameIsNeeded() throws {
    _ = try database.startChallenge(named: "Read", days: 21, for: alice, today: day("2026-11-01"))
    _ = try database.startChallenge(named: "Walk", days: 21, for: alice, today: day("2026-11-01"))
    #expect(throws: ChallengeError.whichOne(["Read", "Walk"])) {
      try database.checkChallenge(named: nil, for: alice, today: day("2026-11-01"))
    }
    #expect(throws: ChallengeError.notCurrent(name: "Run", current: ["Read", "Walk"])) {
      try database.checkChallenge(named: "Run", for: alice, today: day("2026-11-01"))
    }
  }

  @Test func emptyNamesAndBadLengthsAreRefused() throws {
    #expect(throws: StoreError.invalidName("a challenge name cannot be empty")) {
      try database.startChallenge(named: "  ", days: 21, for: alice, today: day("2026-11-01"))
    }
    #expect(throws: ChallengeError.invalidLength(1)) {
      try database.startChallenge(named: "Read", days: 1, for: alice, today: day("2026-11-01"))
    }
    #expect(try database.activities(of: alice).isEmpty)
  }

  @Test func theSchemaRefusesChecksThatAreNotTheActivitysCompletionsOnAProgrammeDay() throws {
    _ = try database.startChallenge(named: "Read", days: 3, for: alice, today: day("2026-11-01"))
    let walk = try database.addActivity(NewActivity(name: "Walk"), for: alice, today: day("2026-11-01"))
    let read = try database.activity("Read", of: alice)
    _ = try database.recordCompletion(walk, on: day("2026-11-01"))
    _ = try database.recordCompletion(read, on: day("2026-11-09"))
    let walkCompletion = try database.completions(of: walk)[0].id
    let lateCompletion = try database.completions(of: read)[0].id
    for (day, completion) in [("2026-11-01", walkCompletion), ("2026-11-09", lateCompletion)] {
      #expect(throws: SQLiteError.self) {
        try database.db.run(
          "INSERT INTO challenge_checks (challenge_id, day, completion_id) VALUES (1, ?, ?)", [day, completion])
      }
    }
    #expect(throws: SQLiteError.self) {
      try database.db.run("UPDATE challenges SET outcome = 'completed', ended_on = '2026-11-02'")
    }
    #expect(throws: SQLiteError.self) {
      try database.db.run(
        "INSERT INTO challenges (activity_id, started_on, length_days) VALUES (?, '2026-11-05', 21)", [read.id])
    }
  }
}
