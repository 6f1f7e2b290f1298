import HabitCore
import HabitScreens

extension SectionOrder {
  /// The setting's value, split at commas, blanks left out.
  init(setting: String?) {
    self.init((setting ?? "").split(separator: ",").map { String($0.trimmingCharacters()) }.filter { !$0.isEmpty })
  }

  /// The `sections` setting's value.
  var setting: String { names.joined(separator: ",") }
}
