import Foundation
import HabitViews
import Testing

/// On a real terminal of 60, 80 or 120 columns every line fits (the widest column is
/// wrapped between words, never inside one); piped output keeps every value whole on its line.
@Suite struct TerminalWidthTests {
  /// A household with long names, a long goal, and emoji that terminals draw one column wide (✍️, 🏋️) or two (📚).
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox(today: "2026-11-01")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read a chapter of something long", "--icon", "📚", "--amount", "20", "--unit", "pages")
    try sandbox.run("add", "Journal", "--icon", "✍️", "--goal", "3/week")
    try sandbox.run("add", "Weightlifting at the gym", "--icon", "🏋️", "--goal", "150 minutes/week")
    try sandbox.run("add", "Coffee", "--icon", "☕", "--goal", "<=2/day")
    sandbox.today = "2026-11-21"
    for day in ["2026-11-18", "2026-11-19", "2026-11-20"] {
      try sandbox.run("done", "Read a chapter of something long", "--date", day)
      try sandbox.run("done", "Journal", "--date", day)
    }
    try sandbox.run("done", "Weightlifting at the gym", "--amount", "45")
    try sandbox.run("done", "Coffee")
    return sandbox
  }

  static let commands = [["list"], ["today"], ["calendar", "Journal"], ["presets"], ["board"]]

  /// What `habit ARGS` shows on a pseudo-terminal of `columns` columns (util-linux `script`), without colour.
  static func onTerminal(_ sandbox: Sandbox, _ arguments: [String], columns: Int) throws -> [String] {
    let command = ([Sandbox.binary.path] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
    let result = try sandbox.launch(
      URL(fileURLWithPath: "/usr/bin/script"), ["-qec", "stty cols \(columns) rows 200; exec \(command)", "/dev/null"],
      stdin: "", environment: ["NO_COLOR": "1"])
    #expect(result.status == 0, "\(arguments): \(result)")
    return result.stdout.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map(String.init)
  }

  static func words(_ lines: [String]) -> Set<String> {
    Set(lines.flatMap { $0.split(separator: " ").map(String.init) })
  }

  @Test(arguments: [60, 80, 120])
  func everyLineFitsTheTerminalAndNoWordIsBroken(columns: Int) throws {
    let sandbox = try Self.household()
    for arguments in Self.commands {
      // Given the full, piped output
      let piped = try sandbox.run(arguments).stdout.split(separator: "\n").map(String.init)
      // When shown on a terminal of that width
      let shown = try Self.onTerminal(sandbox, arguments, columns: columns)
      // Then every line fits, and every word of the piped output is there whole
      for line in shown {
        #expect(displayWidth(line) <= columns, "\(arguments) at \(columns): \(displayWidth(line)) columns: \(line)")
      }
      // (A narrow terminal lists the presets one under another, without the table's titles.)
      let titles: Set<String> = arguments == ["presets"] ? ["Key", "Name", "Goal", "Description"] : []
      #expect(
        Self.words(piped).subtracting(Self.words(shown)).subtracting(titles).isEmpty, "\(arguments) at \(columns)")
    }
  }

  /// A name no column can wrap (CJK characters, or one long word) is broken inside itself rather than pushing
  /// the table past the terminal's edge, where the terminal broke the last column ("Last do" / "ne").
  @Test(arguments: [60, 80])
  func aNameThatCannotWrapIsBrokenToFit(columns: Int) throws {
    let sandbox = try Sandbox(today: "2026-11-21")
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "毎日日本語の新聞を読んで単語を十個覚える練習", "--icon", "📰", "--goal", "3/week")
    try sandbox.run("add", "Antidisestablishmentarianism-reading-group", "--goal", "<=2/day")
    try sandbox.run("add", "Read", "--amount", "20", "--unit", "pages")
    try sandbox.run("done", "Read", "--amount", "5")
    for arguments in [["list"], ["today"], ["board"]] {
      let shown = try Self.onTerminal(sandbox, arguments, columns: columns)
      for line in shown {
        #expect(displayWidth(line) <= columns, "\(arguments) at \(columns): \(displayWidth(line)) columns: \(line)")
      }
      if arguments != ["board"] { #expect(shown.joined().contains("Antidisestablishment"), "\(arguments)") }
    }
  }

  /// The dozen presets on a 60-column terminal: each on a line with its description under it, not a table whose
  /// description column, a few letters wide, took 120 lines.
  @Test func presetsOnANarrowTerminalAreListedOneUnderAnother() throws {
    let sandbox = try Sandbox()
    let shown = try Self.onTerminal(sandbox, ["presets"], columns: 60)
    #expect(shown.count <= 40, "\(shown.count) lines")
    #expect(shown.allSatisfy { displayWidth($0) <= 60 })
    #expect(shown.contains { $0.hasPrefix("💧  water") && $0.contains("Drink water · 8 times a day") }, "\(shown)")
    let wide = try Self.onTerminal(sandbox, ["presets"], columns: 160)
    #expect(wide.first?.contains("Description") == true, "\(wide)")
  }

  /// `COLUMNS` is the width to fit even when the output is piped (no terminal to ask): tables fit it as they fit
  /// a terminal; without it, piped output keeps every value whole.
  @Test func pipedOutputFitsCOLUMNS() throws {
    let sandbox = try Self.household()
    for arguments in [["list"], ["today"], ["presets"]] {
      let whole = try sandbox.run(arguments).stdout.split(separator: "\n").map(String.init)
      #expect(whole.contains { displayWidth($0) > 60 }, "\(arguments): nothing to fit")
      let fitted = try sandbox.run(arguments, environment: ["COLUMNS": "60"]).stdout.split(separator: "\n")
      for line in fitted { #expect(displayWidth(String(line)) <= 60, "\(arguments): \(line)") }
    }
  }

  /// The year heatmap is 56 columns wide: on a narrower terminal it is drawn in blocks of whole months, one under
  /// another, every line fitting, every day's cell drawn once and every month named.
  @Test(arguments: [30, 40, 50])
  func aHeatmapNarrowerThanTheYearIsDrawnInBlocksOfMonths(columns: Int) throws {
    let sandbox = try Self.household()
    let cells = Set("█▒!~✗·░▓")
    for arguments in [["heatmap"], ["heatmap", "Journal"]] {
      let piped = try sandbox.run(arguments).stdout.split(separator: "\n").map(String.init)
      let shown = try Self.onTerminal(sandbox, arguments, columns: columns)
      for line in shown {
        #expect(displayWidth(line) <= columns, "\(arguments) at \(columns): \(displayWidth(line)) columns: \(line)")
      }
      #expect(shown.count > piped.count, "\(arguments) at \(columns) was not cut into blocks")
      let count = { (lines: [String]) in lines.joined().filter(cells.contains).count }
      #expect(count(shown) == count(piped) && count(piped) >= 21, "\(arguments) at \(columns)")
      let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
      for month in months { #expect(shown.contains { $0.contains(month) }, "\(month) at \(columns)") }
    }
  }

  @Test func pipedOutputKeepsEveryValueOnItsLine() throws {
    let sandbox = try Self.household()
    let list = try sandbox.run(["list"]).stdout
    #expect(list.contains("Read a chapter of something long  once a day"))
    #expect(list.split(separator: "\n").count == 5)
  }

  /// Emoji that terminals draw one column wide (text by default, with a variation selector) pad like the others:
  /// the name column starts at the same column on every line (tmux 3.3 measures ✍️ and 🏋️ as one column).
  @Test func emojiWithAVariationSelectorAreMeasuredAsTerminalsDrawThem() throws {
    #expect(displayWidth("✍️") == 1)
    #expect(displayWidth("🏋️") == 1)
    #expect(displayWidth("📚") == 2)
    #expect(displayWidth("☕") == 2)
    let sandbox = try Self.household()
    let lines = try sandbox.run(["list"]).stdout.split(separator: "\n").dropFirst()
    let starts = lines.map { line in displayWidth(String(line.prefix { !$0.isLetter })) }
    #expect(Set(starts).count == 1, "\(lines)")
  }
}

/// The format lists of `--help` wrap under their own column, at every width.
@Suite struct HelpTextTests {
  @Test(arguments: [60, 80, 120])
  func formatListsWrapUnderTheirColumn(columns: Int) throws {
    let sandbox = try Sandbox()
    for command in ["export", "import"] {
      let help = try sandbox.run([command, "--help"], environment: ["COLUMNS": String(columns)]).stdout
      let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
      let start = try #require(lines.firstIndex(of: "Formats:"))
      let list = lines[(start + 1)...].prefix { $0.hasPrefix("  ") || $0.hasPrefix("Other trackers") }
        .filter { $0.hasPrefix("  ") }
      #expect(list.count >= 5)
      for line in list {
        #expect(line.count <= columns, "\(command) at \(columns): \(line)")
        // An entry's name, or its summary continued under the summary column.
        #expect(
          line.hasPrefix("                  ") || line.dropFirst(2).first?.isLetter == true,
          "\(command) at \(columns): \(line)")
      }
    }
  }
}
