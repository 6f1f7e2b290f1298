import HabitCore
import HabitScreens

/// What the web's add and edit form holds: every property as the member wants it, not a change to one. Saving it
/// (``HabitDatabase/saveActivity(_:id:of:today:)``) works out the changes from the activity as it is then.
public struct ActivityForm: Sendable, Hashable {
  public var name: String
  public var icon: String
  public var description: String
  /// nil leaves the colour as it is (a new activity gets one of its own).
  public var color: Color?
  public var goal: Goal
  /// What each completion needs; nil for none, which removes the required amount and its unit from an activity
  /// that has one.
  public var requiredAmount: Double?
  /// nil leaves the unit as it is.
  public var unit: String?
  /// The household's (any member does it), or private (out of other members' views); neither: the member's.
  public var shared = false
  public var isPrivate = false
  /// The section it is listed in; nil: none.
  public var section: String?

  public init(
    name: String, icon: String = "", description: String = "", color: Color? = nil, goal: Goal = .daily,
    requiredAmount: Double? = nil, unit: String? = nil
  ) {
    self.name = name
    self.icon = icon
    self.description = description
    self.color = color
    self.goal = goal
    self.requiredAmount = requiredAmount
    self.unit = unit
  }

  var newActivity: NewActivity {
    var new = NewActivity(name: name)
    new.icon = icon
    new.description = description
    new.color = color
    new.goal = goal
    new.unit = unit
    new.requiredAmount = requiredAmount
    new.shared = shared
    new.isPrivate = isPrivate
    new.section = section
    return new
  }

  /// What saving the form changes in `activity`: a goal, required amount or unit that differs holds from `today`,
  /// the days before keep their own.
  func changes(to activity: Activity, today: Day) -> ActivityChanges {
    var changes = ActivityChanges()
    changes.name = name
    changes.icon = icon
    changes.description = description
    changes.color = color
    if activity.goals.last?.goal != goal { changes.goal = goal }
    if requiredAmount == nil && activity.requiredAmount != nil {
      changes.unit = .some(nil)  // removing the unit removes the required amount with it
    } else {
      if let requiredAmount, requiredAmount != activity.requiredAmount {
        changes.requiredAmount = .some(requiredAmount)
      }
      if let unit, unit != activity.unit { changes.unit = .some(unit) }
    }
    if section != activity.section { changes.section = .some(section) }
    if changes.goal != nil || changes.requiredAmount != nil || changes.unit != nil { changes.goalFrom = today }
    if shared != activity.shared { changes.shared = shared }
    if isPrivate != activity.isPrivate { changes.isPrivate = isPrivate }
    return changes
  }
}
