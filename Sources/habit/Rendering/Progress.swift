/// A one-line progress message on standard error, rewritten in place; used only when stderr is a terminal.
final class Progress: Sendable {
  func show(_ text: String) {
    var stream = StandardError()
    stream.write("\r\u{1B}[K" + text + "…")
  }

  func clear() {
    var stream = StandardError()
    stream.write("\r\u{1B}[K")
  }
}
