import HabitCore

/// `habit prompt`: how many of the user's activities are still open today, as the evaluation judges them and
/// `habit today` sorts them: to do, and apart from those, at risk.
public struct PromptStatus: Sendable, Equatable {
  /// Due today, not at risk: the today screen's "To do".
  public let toDo: Int
  /// At risk: today is the last day to keep the period's streak (the today screen's "At risk").
  public let atRisk: Int

  public init(toDo: Int, atRisk: Int) {
    self.toDo = toDo
    self.atRisk = atRisk
  }

  /// Whether anything is open today.
  public var isQuiet: Bool { toDo == 0 && atRisk == 0 }
}
