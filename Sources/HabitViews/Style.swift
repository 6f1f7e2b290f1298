/// ANSI text styles.
public enum Style: Sendable {
  case bold
  case dim
  case green
  case red
  case yellow
  case cyan
  case rgb(Int, Int, Int)

  public var code: String {
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
  public func styled(_ styles: Style?..., enabled: Bool) -> String {
    styled(styles.compactMap { $0 }, enabled: enabled)
  }

  public func styled(_ styles: [Style], enabled: Bool) -> String {
    let codes = styles.map(\.code)
    guard enabled, !codes.isEmpty, !isEmpty else { return self }
    return "\u{1B}[" + codes.joined(separator: ";") + "m" + self + "\u{1B}[0m"
  }
}
