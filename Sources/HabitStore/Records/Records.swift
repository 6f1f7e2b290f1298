import HabitCore
import HabitScreens

/// What a new activity is made of; everything but the name has a default.
public struct NewActivity: Sendable {
  public var name: String
  public var description: String = ""
  public var icon: String = ""
  public var color: Color?
  public var unit: String?
  public var requiredAmount: Double?
  public var goal: Goal = .daily
  /// The household's rather than the member's (see ``Activity/shared``).
  public var shared = false
  public var isPrivate = false
  /// The members taking turns at a shared activity, by name, in order; nil: none.
  public var rotation: [String]?
  /// The section it is listed in; nil: none.
  public var section: String?

  public init(name: String) { self.name = name }
}
