import HabitViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the output can show: colour only on a terminal, never with `NO_COLOR` or `TERM=dumb`; the width tables
/// are fitted to: `COLUMNS` when set, else the terminal's (piped output without `COLUMNS` keeps every value whole).
struct Terminal {
  let stdoutColor: Bool
  let stderrColor: Bool
  let stdinIsInteractive: Bool
  /// The columns to fit: `COLUMNS` when it is a number above 0 (as `--help` wraps, and for piped output, which
  /// has no terminal to ask), else those of the terminal standard output is, else nil.
  let stdoutColumns: Int?

  init() {
    let allowed =
      System.environment("NO_COLOR").map(\.isEmpty) ?? true
      && System.environment("TERM") != "dumb"
    stdoutColor = allowed && System.isTerminal(1)
    stderrColor = allowed && System.isTerminal(2)
    stdinIsInteractive = System.isTerminal(0)
    if let columns = System.environment("COLUMNS").flatMap(Int.init), columns > 0 {
      stdoutColumns = columns
    } else {
      var size = winsize()
      stdoutColumns =
        System.isTerminal(1) && ioctl(1, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : nil
    }
  }
}

/// Prints messages (not data) to standard error.
///
/// Messages quote data (names, notes, file contents), so each of their lines passes through `visible`: a
/// control character in a name cannot reach the terminal from a message either.
enum Message {
  static func info(_ text: String) {
    var stream = StandardError()
    print(visibleLines(text), to: &stream)
  }

  static func error(_ text: String, hint: String?, color: Bool) {
    var stream = StandardError()
    print("error: ".styled(.red, .bold, enabled: color) + visibleLines(text), to: &stream)
    if let hint { print(visibleLines(hint), to: &stream) }
  }

  /// The text with its line breaks kept and every other control character shown escaped.
  static func visibleLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { visible(String($0)) }.joined(separator: "\n")
  }
}
