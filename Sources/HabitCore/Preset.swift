/// A ready-made activity to start from: a name, what it is about, an icon and a sensible goal.
///
/// `habit add --preset KEY` turns one into an ordinary activity of the current user, which can be edited
/// like any other afterwards.
public struct Preset: Hashable, Sendable {
  /// One lowercase word to type: `water`, `read`.
  public let key: String
  public let name: String
  public let description: String
  public let icon: String
  public let goal: Goal

  public init(key: String, name: String, icon: String, goal: Goal, description: String) {
    self.key = key
    self.name = name
    self.description = description
    self.icon = icon
    self.goal = goal
  }

  /// The preset whose key or name is `text`, ignoring case and surrounding spaces.
  public static func named(_ text: String) -> Preset? {
    let wanted = String(Substring(text.lowercased()).trimmingSpaces())
    return builtIn.first { $0.key == wanted || $0.name.lowercased() == wanted }
  }
}
