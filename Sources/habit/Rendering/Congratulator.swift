import HabitCore
import HabitViews

/// Says a word of congratulation (or consolation) after a plan action, on a terminal only.
///
/// Quiet with `--quiet`, when standard output or standard error is not a terminal, or with
/// `HABIT_CONGRATULATIONS=never`; `HABIT_CONGRATULATIONS=always` speaks even when piped (for scripts that show
/// notifications, and for tests). The variation shown last for each situation is remembered per OS account in
/// `$XDG_STATE_HOME/habit/congratulations`, so the next one is always another.
struct Congratulator {
  let enabled: Bool

  init(quiet: Bool) {
    switch System.environment("HABIT_CONGRATULATIONS") {
    case "always": enabled = !quiet
    case "never": enabled = false
    default: enabled = !quiet && System.isTerminal(1) && System.isTerminal(2)
    }
  }

  /// Shows one variation for the situation, another than last time.
  func congratulate(_ situation: Congratulation) {
    guard enabled else { return }
    var memory = Congratulator.load()
    var generator = SystemRandomNumberGenerator()
    let index = situation.pick(last: memory[situation.rawValue], using: &generator)
    Message.info(situation.variations[index])
    memory[situation.rawValue] = index
    Congratulator.save(memory)
  }

  /// The one situation an action's events call for: the biggest moment wins.
  static func situation(for events: [PlanEvent]) -> Congratulation? {
    let situations = events.map(Congratulation.init)
    for candidate in [Congratulation.goalAchieved, .taskDone, .taskUnchecked] where situations.contains(candidate) {
      return candidate
    }
    return nil
  }

  /// `$XDG_STATE_HOME/habit` (default `~/.local/state/habit`), where `UserMemory` keeps its file too.
  static var directory: String {
    let base =
      System.environment("XDG_STATE_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? System.homeDirectory + "/.local/state"
    return base + "/habit"
  }

  static var file: String { directory + "/congratulations" }

  /// `situation<TAB>index` lines; anything unreadable counts as nothing remembered.
  static func load() -> [String: Int] {
    var memory: [String: Int] = [:]
    for line in (System.readFile(file) ?? "").split(separator: "\n") {
      let fields = line.split(separator: "\t")
      if fields.count == 2, let index = Int(fields[1]) { memory[String(fields[0])] = index }
    }
    return memory
  }

  static func save(_ memory: [String: Int]) {
    let text = memory.keys.sorted().map { "\($0)\t\(memory[$0]!)\n" }.joined()
    // Remembering is a nicety: the plan is already saved, so a state directory that cannot be written must not
    // turn the command into a failure.
    try? System.createDirectories(directory, mode: 0o700)
    try? System.writeFileAtomically(file, text)
  }
}
