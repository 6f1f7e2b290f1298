import HabitCore

/// Changes to an activity's properties; nil leaves a property as it is.
public struct ActivityChanges: Sendable {
  public var name: String?
  public var description: String?
  public var icon: String?
  public var color: Color?
  /// `.some(nil)` removes the unit (and the required amount).
  public var unit: String??
  public var requiredAmount: Double??
  /// A new goal, in force from `goalFrom` on (replacing every goal set from that day or later).
  public var goal: Goal?
  public var goalFrom: Day?
  /// Shares the activity with the household (true), or makes it the owner's again (false).
  public var shared: Bool?
  public var isPrivate: Bool?
  /// The members taking turns, by name, in order; `[]` removes the rotation.
  public var rotation: [String]?
  /// `.some(nil)` takes the activity out of its section.
  public var section: String??
  public init() {}

  /// Whether anything is to change.
  public var isEmpty: Bool {
    name == nil && description == nil && icon == nil && color == nil && unit == nil && requiredAmount == nil
      && goal == nil && shared == nil && isPrivate == nil && rotation == nil && section == nil
  }
}
