import HabitCore
import HabitScreens

/// An activity as an input file describes it. Only the name is required; everything else has the default a new
/// activity gets, and is used only when the import creates the activity (an existing one keeps its properties).
///
/// A file of the dates layout may name 100,000 habits with nothing but an id, so what only some files give is
/// kept out of line, and an activity that has none of it takes 72 bytes instead of about 300.
public struct ImportedActivity: Hashable, Sendable {
  /// The index of its user in ``ImportBatch/users``; nil for formats without users, whose activities belong to
  /// the user the import is for.
  public var user: Int?
  /// The external id, lowercase. With one, the activity is found by id (and created with it when missing);
  /// without, it is found by name for its user, else created with a new id.
  public var uuid: String?
  public var name: String
  /// Where the file defines or first mentions the activity, for errors.
  public var location: InputLocation
  private var details = Storage.defaults

  /// The properties beyond id and name, boxed once one is set.
  private enum Storage: Hashable, Sendable {
    case defaults
    indirect case given(Details)

    var details: Details {
      if case .given(let details) = self { details } else { Details() }
    }

    // Equal by what they hold: details set back to their defaults equal none set.
    static func == (a: Storage, b: Storage) -> Bool { a.details == b.details }

    func hash(into hasher: inout Hasher) { hasher.combine(details) }
  }

  private struct Details: Hashable, Sendable {
    var source: ActivitySource?
    var description = ""
    var icon = ""
    var color: Color?
    var unit: String?
    var requiredAmount: Double?
    var createdOn: Day?
    var archived = false
    var position: Int?
    var shared = false
    var isPrivate = false
    var rotation: [String] = []
    var section: String?
    var goals: [GoalChange] = []
    var goalsCarryAmounts = false
    var currentGoal: Goal?
    var nameIsGiven = false
  }

  public init(name: String, location: InputLocation) {
    self.name = name
    self.location = location
  }

  private subscript<T>(detail path: WritableKeyPath<Details, T>) -> T {
    get { details.details[keyPath: path] }
    set {
      var changed = details.details
      changed[keyPath: path] = newValue
      details = .given(changed)
    }
  }

  /// The activity's id in another tracker (without ``uuid``), remembered in `activity_sources`. The activity is
  /// found by it; else the user's activity of the same name is adopted and takes the id on, but only when it has
  /// no id from the same source yet (one made by hand, or imported from a format without ids); else it is
  /// created, with a visible suffix (`Read (2)`) when the name is taken, since an activity that already has an
  /// id from that source is another of that tracker's habits.
  public var source: ActivitySource? {
    get { self[detail: \.source] }
    set { self[detail: \.source] = newValue }
  }
  public var description: String {
    get { self[detail: \.description] }
    set { self[detail: \.description] = newValue }
  }
  public var icon: String {
    get { self[detail: \.icon] }
    set { self[detail: \.icon] = newValue }
  }
  /// Nil: the next colour of the palette.
  public var color: Color? {
    get { self[detail: \.color] }
    set { self[detail: \.color] = newValue }
  }
  public var unit: String? {
    get { self[detail: \.unit] }
    set { self[detail: \.unit] = newValue }
  }
  public var requiredAmount: Double? {
    get { self[detail: \.requiredAmount] }
    set { self[detail: \.requiredAmount] = newValue }
  }
  /// Nil: the first day the import records for it, else today.
  public var createdOn: Day? {
    get { self[detail: \.createdOn] }
    set { self[detail: \.createdOn] = newValue }
  }
  public var archived: Bool {
    get { self[detail: \.archived] }
    set { self[detail: \.archived] = newValue }
  }
  /// The household's (habit's JSON), or kept out of other members' views.
  public var shared: Bool {
    get { self[detail: \.shared] }
    set { self[detail: \.shared] = newValue }
  }
  public var isPrivate: Bool {
    get { self[detail: \.isPrivate] }
    set { self[detail: \.isPrivate] = newValue }
  }
  /// The members taking turns at a shared activity, by their ids, in order.
  public var rotation: [String] {
    get { self[detail: \.rotation] }
    set { self[detail: \.rotation] = newValue }
  }
  /// Nil: after the user's other activities.
  public var position: Int? {
    get { self[detail: \.position] }
    set { self[detail: \.position] = newValue }
  }
  /// The section it is listed in; nil: none.
  public var section: String? {
    get { self[detail: \.section] }
    set { self[detail: \.section] = newValue }
  }
  /// Goal changes, any order; empty means once a day.
  public var goals: [GoalChange] {
    get { self[detail: \.goals] }
    set { self[detail: \.goals] = newValue }
  }
  /// Whether each of ``goals`` holds its own required amount and unit (habit's JSON). When false, ``unit`` and
  /// ``requiredAmount`` apply to every goal.
  public var goalsCarryAmounts: Bool {
    get { self[detail: \.goalsCarryAmounts] }
    set { self[detail: \.goalsCarryAmounts] = newValue }
  }
  /// The goal of a format that knows no day it took effect (Loop's frequency): when ``goals`` is empty, the goal
  /// from the creation day of an activity the import creates. An existing activity keeps its goals; a different
  /// goal in force is reported as a conflict.
  public var currentGoal: Goal? {
    get { self[detail: \.currentGoal] }
    set { self[detail: \.currentGoal] = newValue }
  }

  /// Whether the file names the activity (habit's own formats, a habit of the dates layout with its title), rather
  /// than the import making a name up from its id: an activity found by its id whose given name is not the
  /// database's was renamed in one of them, which is reported as a conflict.
  public var nameIsGiven: Bool {
    get { self[detail: \.nameIsGiven] }
    set { self[detail: \.nameIsGiven] = newValue }
  }

  /// The goal a new activity ends up with: the latest of ``goals``, else ``currentGoal``, else once a day.
  var latestGoal: Goal {
    goals.max { $0.effectiveFrom < $1.effectiveFrom }?.goal ?? currentGoal ?? .daily
  }
}
