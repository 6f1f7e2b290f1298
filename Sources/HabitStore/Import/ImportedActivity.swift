import HabitCore

/// An activity as an input file describes it. Only the name is required; everything else has the default a new
/// activity gets, and is used only when the import creates the activity (an existing one keeps its properties).
public struct ImportedActivity: Hashable, Sendable {
  /// The index of its user in ``ImportBatch/users``; nil for formats without users, whose activities belong to
  /// the user the import is for.
  public var user: Int?
  /// The external id, lowercase. With one, the activity is found by id (and created with it when missing);
  /// without, it is found by name for its user, else created with a new id.
  public var uuid: String?
  /// The activity's id in another tracker (without ``uuid``), remembered in `activity_sources`. The activity is
  /// found by it; else the user's activity of the same name is adopted and takes the id on, but only when it has
  /// no id from the same source yet (one made by hand, or imported from a format without ids); else it is
  /// created, with a visible suffix (`Read (2)`) when the name is taken, since an activity that already has an
  /// id from that source is another of that tracker's habits.
  public var source: ActivitySource?
  public var name: String
  public var description = ""
  public var icon = ""
  /// Nil: the next colour of the palette.
  public var color: Color?
  public var unit: String?
  public var requiredAmount: Double?
  /// Nil: the first day the import records for it, else today.
  public var createdOn: Day?
  public var archived = false
  /// Nil: after the user's other activities.
  public var position: Int?
  /// Goal changes, any order; empty means once a day.
  public var goals: [GoalChange] = []
  /// Whether each of ``goals`` holds its own required amount and unit (habit's JSON). When false, ``unit`` and
  /// ``requiredAmount`` apply to every goal.
  public var goalsCarryAmounts = false
  /// The goal of a format that knows no day it took effect (Loop's frequency): when ``goals`` is empty, the goal
  /// from the creation day of an activity the import creates. An existing activity keeps its goals; a different
  /// goal in force is reported as a conflict.
  public var currentGoal: Goal?
  /// Where the file defines or first mentions the activity, for errors.
  public var location: InputLocation

  public init(name: String, location: InputLocation) {
    self.name = name
    self.location = location
  }

  /// The goal a new activity ends up with: the latest of ``goals``, else ``currentGoal``, else once a day.
  var latestGoal: Goal {
    goals.max { $0.effectiveFrom < $1.effectiveFrom }?.goal ?? currentGoal ?? .daily
  }
}
