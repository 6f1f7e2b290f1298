import HabitCore

/// An activity (habit) with its current goal.
public struct Activity: Hashable, Sendable {
  public let id: Int64
  public let uuid: String
  public let userID: Int64
  public var name: String
  public var description: String
  public var icon: String
  public var color: Color
  public var unit: String?
  public var requiredAmount: Double?
  public var createdOn: Day
  public var archived: Bool
  public var position: Int
  /// The household's: any member does it, credited to whoever did; judged once. `userID` is who added it.
  public var shared = false
  /// Out of other members' views of the household (a courtesy between members, not a lock).
  public var isPrivate = false
  /// The group it is listed in ("Morning"); nil: none.
  public var section: String?
  /// Every goal change, oldest first; never empty.
  public var goals: [GoalChange]

  public init(
    id: Int64, uuid: String, userID: Int64, name: String, description: String, icon: String, color: Color,
    unit: String?, requiredAmount: Double?, createdOn: Day, archived: Bool, position: Int, shared: Bool = false,
    isPrivate: Bool = false, section: String?, goals: [GoalChange]
  ) {
    self.id = id
    self.uuid = uuid
    self.userID = userID
    self.name = name
    self.description = description
    self.icon = icon
    self.color = color
    self.unit = unit
    self.requiredAmount = requiredAmount
    self.createdOn = createdOn
    self.archived = archived
    self.position = position
    self.shared = shared
    self.isPrivate = isPrivate
    self.section = section
    self.goals = goals
  }

  /// The goal in force on `day`: the latest change on or before it, else the earliest (which reaches back).
  public func goal(on day: Day) -> Goal {
    goals.last(where: { $0.effectiveFrom <= day })?.goal ?? goals[0].goal
  }

  /// "30 minutes" when the activity requires an amount per completion.
  public var requiredQuantity: Quantity? {
    guard let requiredAmount, let unit else { return nil }
    return Quantity(value: requiredAmount, unit: unit)
  }
}
