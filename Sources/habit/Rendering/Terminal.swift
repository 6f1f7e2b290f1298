/// What the output can show: colour only on a terminal, never with `NO_COLOR` or `TERM=dumb`.
struct Terminal {
  let stdoutColor: Bool
  let stderrColor: Bool
  let stdinIsInteractive: Bool

  init() {
    let allowed =
      System.environment("NO_COLOR").map(\.isEmpty) ?? true
      && System.environment("TERM") != "dumb"
    stdoutColor = allowed && System.isTerminal(1)
    stderrColor = allowed && System.isTerminal(2)
    stdinIsInteractive = System.isTerminal(0)
  }
}

/// ANSI text styles.
enum Style {
  case bold
  case dim
  case green
  case red
  case yellow
  case cyan
  case rgb(Int, Int, Int)

  var code: String {
    switch self {
    case .bold: return "1"
    case .dim: return "2"
    case .green: return "32"
    case .red: return "31"
    case .yellow: return "33"
    case .cyan: return "36"
    case .rgb(let red, let green, let blue): return "38;2;\(red);\(green);\(blue)"
    }
  }
}

extension String {
  /// The text wrapped in the styles, or unchanged when colour is off.
  func styled(_ styles: Style?..., enabled: Bool) -> String {
    styled(styles.compactMap { $0 }, enabled: enabled)
  }

  func styled(_ styles: [Style], enabled: Bool) -> String {
    let codes = styles.map(\.code)
    guard enabled, !codes.isEmpty, !isEmpty else { return self }
    return "\u{1B}[" + codes.joined(separator: ";") + "m" + self + "\u{1B}[0m"
  }
}

/// Prints messages (not data) to standard error.
enum Message {
  static func info(_ text: String) {
    var stream = StandardError()
    print(text, to: &stream)
  }

  static func error(_ text: String, hint: String?, color: Bool) {
    var stream = StandardError()
    print("error: ".styled(.red, .bold, enabled: color) + text, to: &stream)
    if let hint { print(hint, to: &stream) }
  }
}
