/// An activity's icon: an emoji, or a word for one.
///
/// People type `--icon run` as often as `--icon 🏃`; a word is turned into its emoji here, and anything else that
/// is not an emoji or a pictographic symbol is refused, so that no activity shows a stray word where its icon goes.
///
/// ```swift
/// Icon.resolve("run")    // "🏃"
/// Icon.resolve("🏊")     // "🏊"
/// Icon.resolve("runs")   // nil: neither an emoji nor a known word
/// ```
public enum Icon {
  /// The words `resolve` knows, each with its emoji; a preset's key gives the preset's own icon.
  public static let names: [(name: String, emoji: String)] = [
    ("run", "🏃"), ("walk", "🚶"), ("bike", "🚴"), ("swim", "🏊"), ("gym", "🏋️"), ("yoga", "🧘"),
    ("meditate", "🧘"), ("stretch", "🤸"), ("sport", "⚽"), ("read", "📖"), ("book", "📖"), ("study", "📚"),
    ("write", "✍️"), ("journal", "✍️"), ("water", "💧"), ("coffee", "☕"), ("tea", "🍵"), ("fruit", "🍎"),
    ("sugar", "🍎"), ("vegetables", "🥦"), ("cook", "🍳"), ("sleep", "😴"), ("teeth", "🦷"), ("shower", "🚿"),
    ("pill", "💊"), ("heart", "❤️"), ("call", "📞"), ("phone", "📱"), ("screens", "📵"), ("music", "🎵"),
    ("guitar", "🎸"), ("piano", "🎹"), ("art", "🎨"), ("code", "💻"), ("work", "💼"), ("money", "💰"),
    ("tidy", "🧹"), ("laundry", "🧺"), ("plant", "🪴"), ("dog", "🐕"), ("cat", "🐈"), ("sun", "☀️"),
    ("moon", "🌙"), ("star", "⭐"), ("fire", "🔥"), ("check", "✅"), ("smile", "😊"), ("pray", "🙏"),
    ("language", "🗣️"), ("no-smoking", "🚭"), ("wine", "🍷"), ("family", "👪"),
  ]

  /// The icon `text` stands for: "" for none, the text itself when every character of it is an emoji or a
  /// pictographic symbol (☕, ★), the emoji of a known word (ignoring case and a `:run:` shortcode's colons); nil
  /// for anything else.
  public static func resolve(_ text: String) -> String? {
    let trimmed = Substring(text).trimmingSpaces()
    if trimmed.isEmpty { return "" }
    if trimmed.allSatisfy(isPictograph) { return String(trimmed) }
    var word = trimmed.lowercased()
    if word.count > 2, word.hasPrefix(":"), word.hasSuffix(":") { word = String(word.dropFirst().dropLast()) }
    return names.first { $0.name == word }?.emoji
  }

  /// Whether a character draws as a picture: an emoji (with its variation selector, skin tone, keycap or joined
  /// parts), or a symbol such as ★ or ♥. Digits and `#`, which Unicode also lists as emoji bases, only with a keycap.
  static func isPictograph(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return false }
    let properties = first.properties
    return properties.isEmojiPresentation || (properties.isEmoji && scalars.count > 1)
      || properties.generalCategory == .otherSymbol
  }
}
