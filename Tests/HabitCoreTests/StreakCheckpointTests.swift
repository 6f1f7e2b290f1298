import Testing

@testable import HabitCore

/// An evaluation resumed from a checkpoint must judge exactly as the whole history does.
struct StreakCheckpointTests {
  /// The history with only the records from `first` on loaded (its true start kept).
  func loaded(_ history: ActivityHistory, from first: Day) -> ActivityHistory {
    ActivityHistory(
      createdOn: history.createdOn, goals: history.goals, completions: history.completions.filter { $0.day >= first },
      marks: history.marks.filter { $0.key >= first }, start: history.start, loadedFrom: first,
      pauses: history.pauses)
  }

  @Test func aResumedEvaluationJudgesStreaksAndTheCurrentPeriodAsTheWholeHistory() {
    var resumedCases = 0
    var sensitiveCases = 0
    for seed in 0..<1500 {
      // Given a random history (goal changes of every period kind, skips, fails, at-most, amounts, rolling
      // windows, either first weekday), and a checkpoint made by the whole evaluation near a random day
      var random = SeededRandom(seed: UInt64(50_000 + seed))
      let (history, today, weekStart) = random.history()
      let near = history.start.adding(days: random.int(-3...max(0, history.start.distance(to: today) + 3)))
      let later = near.adding(days: random.int(0...40))
      let whole = Evaluation(history: history, today: today, weekStart: weekStart, checkpointNear: near)
      let wholeLater = Evaluation(history: history, today: today, weekStart: weekStart, checkpointNear: later)
      guard let checkpoint = whole.checkpoint else { continue }
      resumedCases += 1
      #expect(checkpoint.boundary <= near && checkpoint.boundary > whole.start, "seed \(seed)")
      #expect(checkpoint.serves(today: today, weekStart: weekStart), "seed \(seed)")
      // When judged again from the checkpoint, with only the records it needs, asking for a later checkpoint
      let window = loaded(history, from: checkpoint.firstDayNeeded(goals: history.goals))
      let resumed = Evaluation(
        history: window, today: today, weekStart: weekStart, resuming: checkpoint, checkpointNear: later)
      // Then streaks, the current period and the standing are the whole history's
      #expect(resumed.currentStreak == whole.currentStreak, "seed \(seed)")
      #expect(resumed.bestStreak == whole.bestStreak, "seed \(seed)")
      #expect(resumed.currentPeriod == whole.currentPeriod, "seed \(seed)")
      #expect(resumed.standing == whole.standing, "seed \(seed)")
      #expect(!resumed.needsEarlierRecords, "seed \(seed)")
      // (and the state matters: without the run open at the boundary, streaks come out otherwise)
      let forgetful = StreakCheckpoint(
        boundary: checkpoint.boundary, weekStart: weekStart, best: checkpoint.best, current: nil,
        kind: checkpoint.kind, lastWindow: checkpoint.lastWindow)
      let wrong = Evaluation(history: window, today: today, weekStart: weekStart, resuming: forgetful)
      if (wrong.currentStreak, wrong.bestStreak) != (whole.currentStreak, whole.bestStreak) { sensitiveCases += 1 }
      // And the later checkpoint it made is the one the whole evaluation makes there
      if let newer = resumed.checkpoint {
        #expect(newer == wholeLater.checkpoint, "seed \(seed)")
      } else {
        #expect(wholeLater.checkpoint == nil || wholeLater.checkpoint?.boundary == checkpoint.boundary, "seed \(seed)")
      }
    }
    // Enough histories must be resumed for this to prove anything.
    #expect(resumedCases > 800)
    #expect(sensitiveCases > 100)
  }

  /// A store resuming from a checkpoint whose windows do not reach before its boundary does not look up the
  /// history's first record: any day before the boundary stands in for the start, and everything judged from the
  /// boundary on is the same.
  @Test func withoutAWindowBeforeTheBoundaryAnyEarlierStartJudgesTheSame() {
    var resumedCases = 0
    var sensitiveCases = 0
    for seed in 0..<1500 {
      // Given a random history, a checkpoint made near a random day, and the records from its boundary on
      var random = SeededRandom(seed: UInt64(70_000 + seed))
      let (history, today, weekStart) = random.history()
      let near = history.start.adding(days: random.int(0...max(0, history.start.distance(to: today))))
      let later = near.adding(days: random.int(0...40))
      guard
        let checkpoint = Evaluation(history: history, today: today, weekStart: weekStart, checkpointNear: near)
          .checkpoint
      else { continue }
      let window = loaded(history, from: checkpoint.firstDayNeeded(goals: history.goals))
      let exact = Evaluation(
        history: window, today: today, weekStart: weekStart, resuming: checkpoint, checkpointNear: later)
      // When the start given is another day before the boundary (as far back as a year, or the day before it)
      let before = checkpoint.boundary.adding(days: -1 - random.int(0...1) * random.int(0...366))
      var guessed = window
      guessed.start = before
      let resumed = Evaluation(
        history: guessed, today: today, weekStart: weekStart, resuming: checkpoint, checkpointNear: later)
      let sameFromTheBoundary =
        resumed.currentStreak == exact.currentStreak && resumed.bestStreak == exact.bestStreak
        && resumed.currentPeriod == exact.currentPeriod && resumed.standing == exact.standing
        && resumed.checkpoint == exact.checkpoint && resumed.needsEarlierRecords == exact.needsEarlierRecords
        && (checkpoint.boundary...today).allSatisfy { resumed.day($0) == exact.day($0) }
        && resumed.periods(in: checkpoint.boundary...today) == exact.periods(in: checkpoint.boundary...today)
      // Then with no window reaching before the boundary, all judged from it on is the same
      if checkpoint.firstDayNeeded(goals: history.goals) == checkpoint.boundary {
        resumedCases += 1
        #expect(sameFromTheBoundary, "seed \(seed)")
      } else if !sameFromTheBoundary {
        // (with a rolling window reaching before it, the start can matter: the store looks it up then)
        sensitiveCases += 1
      }
    }
    #expect(resumedCases > 600)
    #expect(sensitiveCases > 0)
  }

  /// Long stretches of empty periods are judged as runs (`PeriodRun`); a boundary inside one splits it, and
  /// the resumed evaluation still judges as the whole history.
  @Test func aCheckpointInsideARunOfEmptyPeriodsResumesAsTheWholeHistory() {
    var resumedCases = 0
    for seed in 0..<600 {
      var random = SeededRandom(seed: UInt64(90_000 + seed))
      var (history, today, weekStart) = random.gappedHistory(ancient: seed % 10 == 0)
      history.loadedFrom = nil
      let near = history.start.adding(days: random.int(0...max(0, history.start.distance(to: today))))
      let whole = Evaluation(history: history, today: today, weekStart: weekStart, checkpointNear: near)
      guard let checkpoint = whole.checkpoint else { continue }
      resumedCases += 1
      let window = loaded(history, from: checkpoint.firstDayNeeded(goals: history.goals))
      let resumed = Evaluation(history: window, today: today, weekStart: weekStart, resuming: checkpoint)
      // Compared with an evaluation that makes no checkpoint, so splits no run
      let plain = Evaluation(history: history, today: today, weekStart: weekStart)
      for evaluation in [whole, resumed] {
        #expect(evaluation.currentStreak == plain.currentStreak, "seed \(seed)")
        #expect(evaluation.bestStreak == plain.bestStreak, "seed \(seed)")
        #expect(evaluation.currentPeriod == plain.currentPeriod, "seed \(seed)")
        #expect(evaluation.standing == plain.standing, "seed \(seed)")
      }
    }
    #expect(resumedCases > 400)
  }

  @Test func aCheckpointFallsWhereNoPeriodIsCut() {
    // Given a weekly goal from Thursday 2026-01-08, daily before, weeks starting on Monday
    let history = ActivityHistory(
      createdOn: d("2025-12-01"),
      goals: [
        GoalChange(effectiveFrom: d("2025-12-01"), goal: .daily),
        GoalChange(effectiveFrom: d("2026-01-08"), goal: g("2/week")),
      ], completions: done("2025-12-01", "2026-01-08", "2026-01-13"))
    func boundary(near day: String) -> Day? {
      Evaluation(history: history, today: d("2026-02-20"), checkpointNear: d(day)).checkpoint?.boundary
    }
    // Then it is the day itself under the daily goal, the goal's first day in its first week, a Monday after
    #expect(boundary(near: "2025-12-20") == d("2025-12-20"))
    #expect(boundary(near: "2026-01-10") == d("2026-01-08"))
    #expect(boundary(near: "2026-01-21") == d("2026-01-19"))
    // And none at or before the history's start
    #expect(boundary(near: "2025-12-01") == nil)
  }
}
