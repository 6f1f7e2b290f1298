import HabitCore
import Testing

private func day(_ text: String) -> Day { try! Day(parsing: text) }

@Suite struct ChallengeTests {
  @Test func dayOneIsTheStartAndEachDayIsCheckedOnce() throws {
    // Given a 21-day programme started on the 1st
    var challenge = Challenge(startedOn: day("2026-11-01"))
    #expect(challenge.state(today: day("2026-11-01")) == .running(day: 1, checkedToday: false))
    // When the 1st is checked
    #expect(try challenge.check(today: day("2026-11-01")) == .checked(day: 1))
    // Then a second check that day is refused, and the next day is day 2
    #expect(throws: ChallengeRefusal.alreadyChecked(day: 1)) { try challenge.check(today: day("2026-11-01")) }
    #expect(challenge.state(today: day("2026-11-02")) == .running(day: 2, checkedToday: false))
    #expect(challenge.checks == [day("2026-11-01")])
  }

  @Test func aMissedDayBreaksItAndNothingMoreCanBeChecked() throws {
    var challenge = Challenge(startedOn: day("2026-11-01"), checks: [day("2026-11-01"), day("2026-11-02")])
    // The 3rd was not checked; on the 4th the programme is broken.
    #expect(challenge.state(today: day("2026-11-04")) == .broken(missed: day("2026-11-03")))
    #expect(throws: ChallengeRefusal.broken(missed: day("2026-11-03"))) {
      try challenge.check(today: day("2026-11-04"))
    }
    #expect(throws: ChallengeRefusal.broken(missed: day("2026-11-03"))) {
      try challenge.check(today: day("2026-11-09"))
    }
    #expect(challenge.checks.count == 2)
  }

  @Test func forgettingTheFirstDayBreaksItToo() {
    let challenge = Challenge(startedOn: day("2026-11-01"))
    #expect(challenge.state(today: day("2026-11-02")) == .broken(missed: day("2026-11-01")))
  }

  @Test func checkingTheLastDayCompletesIt() throws {
    // Given a 3-day programme with two days checked
    var challenge = Challenge(startedOn: day("2026-11-01"), length: 3, checks: [day("2026-11-01"), day("2026-11-02")])
    // When the third is checked
    #expect(try challenge.check(today: day("2026-11-03")) == .completed)
    // Then it is completed for good
    #expect(challenge.ending == .completed(on: day("2026-11-03")))
    #expect(challenge.state(today: day("2026-11-30")) == .completed(on: day("2026-11-03")))
    #expect(throws: ChallengeRefusal.ended(.completed(on: day("2026-11-03")))) {
      try challenge.check(today: day("2026-11-04"))
    }
  }

  @Test func missingTheLastDayBreaksIt() {
    let challenge = Challenge(startedOn: day("2026-11-01"), length: 2, checks: [day("2026-11-01")])
    #expect(challenge.state(today: day("2026-11-03")) == .broken(missed: day("2026-11-02")))
  }

  @Test func aResetProgrammeIsOver() {
    var challenge = Challenge(startedOn: day("2026-11-01"), ending: .reset(on: day("2026-11-05")))
    #expect(challenge.state(today: day("2026-11-05")) == .reset(on: day("2026-11-05")))
    #expect(throws: ChallengeRefusal.ended(.reset(on: day("2026-11-05")))) {
      try challenge.check(today: day("2026-11-05"))
    }
  }

  @Test func aDayBeforeTheStartCannotBeChecked() {
    var challenge = Challenge(startedOn: day("2026-11-10"))
    #expect(challenge.state(today: day("2026-11-09")) == .notStarted)
    #expect(throws: ChallengeRefusal.notStarted(startsOn: day("2026-11-10"))) {
      try challenge.check(today: day("2026-11-09"))
    }
  }

  @Test func cellsShowDoneTheMissedDayAndWhatIsLeft() {
    let challenge = Challenge(startedOn: day("2026-11-01"), length: 5, checks: [day("2026-11-01"), day("2026-11-02")])
    #expect(challenge.cells(today: day("2026-11-03")) == [.done, .done, .toDo, .toDo, .toDo])
    #expect(challenge.cells(today: day("2026-11-05")) == [.done, .done, .missed, .toDo, .toDo])
  }
}

@Suite struct PresetTests {
  @Test func aDozenPresetsWithDistinctKeysAndNames() {
    #expect(Preset.builtIn.count == 12)
    #expect(Set(Preset.builtIn.map(\.key)).count == 12)
    #expect(Set(Preset.builtIn.map { $0.name.lowercased() }).count == 12)
    for preset in Preset.builtIn {
      #expect(preset.key == preset.key.lowercased() && !preset.key.contains(" "), "\(preset.key)")
      #expect(!preset.description.isEmpty && !preset.icon.isEmpty, "\(preset.key)")
    }
  }

  @Test func foundByKeyOrNameIgnoringCase() {
    #expect(Preset.named("WATER")?.name == "Drink water")
    #expect(Preset.named(" drink water ")?.key == "water")
    #expect(Preset.named("Read")?.goal.spec == "10 pages/day")
    #expect(Preset.named("juggling") == nil)
  }
}
