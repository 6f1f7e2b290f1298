extension StringProtocol {
  /// Without white space at either end, as the database stores names and as other trackers' fields are read.
  var trimmed: String {
    var text = Substring(self)
    while text.first?.isWhitespace == true { text = text.dropFirst() }
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }
}
