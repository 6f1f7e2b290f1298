extension String {
  /// The text as one word of a shell command line, so that a hint naming it runs as printed: unchanged when it is
  /// only letters, digits and `_-./:@%+=,` (and does not start with `-`), else in double quotes when nothing in it
  /// is special there, else in single quotes.
  ///
  /// ```
  /// "Read".shellWord           // Read
  /// "Mary Jane".shellWord      // "Mary Jane"
  /// "Say \"hi\"".shellWord     // 'Say "hi"'
  /// ```
  public var shellWord: String {
    let plain = "_-./:@%+=,"
    if !isEmpty, !hasPrefix("-"), allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || plain.contains($0)) }) {
      return self
    }
    if !contains(where: { "\"$`\\!".contains($0) }) { return "\"" + self + "\"" }
    return "'" + map { $0 == "'" ? "'\\''" : String($0) }.joined() + "'"
  }
}
