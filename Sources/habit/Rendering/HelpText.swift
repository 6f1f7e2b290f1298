import HabitViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists for `--help` texts, wrapped beforehand with a hanging indent: the argument parser wraps long lines at the
/// terminal's width but starts every continuation at the margin, which breaks a two-column list apart.
enum HelpText {
  /// The width the parser wraps help at: `COLUMNS`, else the terminal's, else 80.
  static var width: Int {
    if let columns = System.environment("COLUMNS").flatMap(Int.init), columns > 0 { return columns }
    var size = winsize()
    if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return 80
  }

  /// `  name            summary...`, the summary continuing under itself; a comma list without spaces
  /// (`user,id,name,...`) gets spaces so it can wrap.
  static func list(_ entries: [(name: String, summary: String)]) -> String {
    let indent = 18
    // The parser re-wraps a line as long as the width, so every line stays one column shorter.
    let room = max(20, width - 1 - indent)
    return entries.map { entry in
      let summary = entry.summary.split(separator: ",", omittingEmptySubsequences: false)
        .enumerated().map { $0.offset > 0 && !$0.element.hasPrefix(" ") ? " " + $0.element : String($0.element) }
        .joined(separator: ",")
      let lines = wrapWords(summary, width: room)
      let name = "  " + entry.name
      let head = name + String(repeating: " ", count: max(1, indent - name.count))
      return ([head + lines[0]] + lines.dropFirst().map { String(repeating: " ", count: indent) + $0 })
        .joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
