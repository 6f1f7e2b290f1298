import HabitScreens
import HabitStore

/// HabitKit's colour names, which are Material Design's, as `#RRGGBB`.
enum HabitKitColor {
  static let material: [String: String] = [
    "red": "#F44336", "pink": "#E91E63", "purple": "#9C27B0", "deeppurple": "#673AB7", "indigo": "#3F51B5",
    "blue": "#2196F3", "lightblue": "#03A9F4", "cyan": "#00BCD4", "teal": "#009688", "green": "#4CAF50",
    "lightgreen": "#8BC34A", "lime": "#CDDC39", "yellow": "#FFEB3B", "amber": "#FFC107", "orange": "#FF9800",
    "deeporange": "#FF5722", "brown": "#795548", "grey": "#9E9E9E", "gray": "#9E9E9E", "bluegrey": "#607D8B",
    "bluegray": "#607D8B",
  ]

  /// The colour of a name in any case, with or without separators (`deepPurple`, `deep_purple`); nil if unknown.
  static func color(named name: String) -> Color? {
    let folded = String(name.lowercased().filter { $0.isLetter })
    return material[folded].flatMap { Color($0) }
  }
}
