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
