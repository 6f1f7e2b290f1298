import HabitCore

extension NewActivity {
  /// A new activity made from a preset: its name, description, icon and goal (and the goal's unit).
  public init(preset: Preset) {
    self.init(name: preset.name)
    description = preset.description
    icon = preset.icon
    goal = preset.goal
    unit = preset.goal.unit
  }
}
