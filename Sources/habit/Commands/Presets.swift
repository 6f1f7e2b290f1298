import ArgumentParser
import HabitCore
import HabitViews

/// `habit presets`: the built-in activities to start from with `habit add --preset KEY`.
struct Presets: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "presets",
    abstract: "List the built-in challenges you can add with: habit add --preset KEY")
  @OptionGroup var output: FormatOptions

  func run() throws {
    let presets = Preset.builtIn
    switch output.format {
    case .json:
      try printJSON(
        presets.map {
          PresetJSON(
            key: $0.key, name: $0.name, description: $0.description, icon: $0.icon, goal: $0.goal.description,
            goalSpec: $0.goal.spec)
        })
    case .csv:
      try printCSV(
        header: ["key", "icon", "name", "goal", "description"],
        rows: presets.map { [$0.key, $0.icon, $0.name, $0.goal.spec, $0.description] })
    case .table:
      let terminal = Terminal()
      var stdout = StandardOutput()
      PresetsView(presets, color: terminal.stdoutColor, width: terminal.stdoutColumns).render(to: &stdout)
      Message.info("Add one with: habit add --preset KEY\nThen change anything with: habit edit NAME")
    }
  }
}

struct PresetJSON: Encodable {
  let key: String
  let name: String
  let description: String
  let icon: String
  let goal: String
  let goalSpec: String
}
