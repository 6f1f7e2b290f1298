import HabitCore

/// A moment worth a word: a task done, a goal achieved, or a task taken back.
///
/// Each has a pool of variations, and `pick` never shows the one shown last time, so the words stay fresh.
public enum Congratulation: String, Hashable, Sendable, CaseIterable {
  case taskDone = "task-done"
  case goalAchieved = "goal-achieved"
  case taskUnchecked = "task-unchecked"

  /// The situation an event of the plan calls for.
  public init(_ event: PlanEvent) {
    switch event {
    case .taskDone: self = .taskDone
    case .goalAchieved: self = .goalAchieved
    case .taskUnchecked, .goalNotYet: self = .taskUnchecked
    }
  }

  public var variations: [String] {
    switch self {
    case .taskDone:
      return [
        "One more step taken. Keep that pace.",
        "Done, and it counts. Nice work.",
        "That is progress you can see.",
        "Ticked off. The rest looks smaller already.",
        "Good move: momentum is on your side now.",
        "Another piece in place.",
      ]
    case .goalAchieved:
      return [
        "Goal achieved! That is what today was for.",
        "You set it this morning and you got there. Well done!",
        "The whole goal, done. Take a moment to enjoy it.",
        "Achieved! Tomorrow-you will be glad you did this.",
        "That is a day well used. Congratulations!",
      ]
    case .taskUnchecked:
      return [
        "No worries, it will still be there when you are ready.",
        "Fine: an honest list beats a pretty one.",
        "Not yet is not never.",
        "Noted. Plenty of day left, or there is tomorrow.",
        "That's all right. Pick it up again when it fits.",
      ]
    }
  }

  /// The index of the variation to show: uniformly one of the others when `last` was shown last time.
  public func pick(last: Int?, using generator: inout some RandomNumberGenerator) -> Int {
    pickVariation(count: variations.count, avoiding: last, using: &generator)
  }
}

/// Picks one of `count` variations at random, never `avoiding` (the one shown last) when there is a choice.
public func pickVariation(count: Int, avoiding last: Int?, using generator: inout some RandomNumberGenerator) -> Int {
  precondition(count > 0, "nothing to pick from")
  guard let last, (0..<count).contains(last), count > 1 else { return Int.random(in: 0..<count, using: &generator) }
  // Draw among the other count - 1 and step over the one to avoid.
  let draw = Int.random(in: 0..<(count - 1), using: &generator)
  return draw >= last ? draw + 1 : draw
}
