import HabitCore

/// Escaping for text and attribute values: everything from the database goes through here on its way to a page.
public enum HTML {
  /// The text with `& < > " '` written as entities, and control characters other than tab and newline dropped,
  /// so a member named `<script>` reads as text and a note cannot end an attribute.
  public static func escape(_ text: some StringProtocol) -> String {
    var source = String(text)
    guard let escaped = source.withUTF8({ escapedBytes($0) }) else { return source }
    return String(decoding: escaped, as: UTF8.self)
  }

  /// The bytes with every special character replaced, or nil when none is special (the common case: the text
  /// as it is). Works on UTF-8: the special characters are ASCII, which never occurs inside a multi-byte
  /// character, and a C1 control is the two bytes C2 80-9F.
  private static func escapedBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var output: [UInt8] = []
    var copied = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      var skipped = 1
      let replacement: String
      switch byte {
      case UInt8(ascii: "&"): replacement = "&amp;"
      case UInt8(ascii: "<"): replacement = "&lt;"
      case UInt8(ascii: ">"): replacement = "&gt;"
      case UInt8(ascii: "\""): replacement = "&quot;"
      case UInt8(ascii: "'"): replacement = "&#39;"
      case UInt8(ascii: "\t"), UInt8(ascii: "\n"): index += 1; continue
      case 0..<0x20, 0x7F: replacement = ""
      case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
        replacement = ""
        skipped = 2
      default: index += 1; continue
      }
      if output.isEmpty { output.reserveCapacity(bytes.count + 32) }
      output.append(contentsOf: bytes[copied..<index])
      output.append(contentsOf: replacement.utf8)
      index += skipped
      copied = index
    }
    guard copied > 0 else { return nil }
    output.append(contentsOf: bytes[copied...])
    return output
  }
}

/// What every page needs from the request: the form token, who is acting, today.
public struct PageContext: Sendable {
  /// The session's CSRF token, written into every form.
  public let csrf: String
  /// The member acting, or nil on the page that picks one.
  public let member: String?
  public let today: Day

  public init(csrf: String, member: String?, today: Day) {
    self.csrf = csrf
    self.member = member
    self.today = today
  }
}

/// A way back from what the last form did, offered beside its notice: the day's latest record of the activity
/// taken back (a completion, or a skip or fail mark), then the page `back` shown again.
public struct UndoOffer: Sendable, Equatable {
  public let activityUUID: String
  public let activityName: String
  public let day: Day
  /// The page to show after the undo: the one the notice is on.
  public let back: String

  public init(activityUUID: String, activityName: String, day: Day, back: String) {
    self.activityUUID = activityUUID
    self.activityName = activityName
    self.day = day
    self.back = back
  }
}

/// A string being written to as an HTML page: `text` escapes, `raw` is for markup this library wrote.
struct HTMLOutput<Stream: TextOutputStream> {
  var stream: Stream

  mutating func raw(_ markup: String) { stream.write(markup) }
  mutating func text(_ text: some StringProtocol) { stream.write(HTML.escape(text)) }

  /// What the last form did ("Read: done today."), announced to screen readers, with its Undo when it offers
  /// one; nothing when there is none.
  mutating func notice(_ notice: String?, undo: UndoOffer? = nil, csrf: String = "") {
    guard let notice else { return }
    raw("<div class=\"notice row\" role=\"status\"><span class=\"grow\">")
    text(notice)
    raw("</span>")
    if let undo {
      form(
        action: "/activities/\(undo.activityUUID)/undo", csrf: csrf,
        fields: [("day", undo.day.description), ("back", undo.back)], button: "Undo",
        label: "Undo what was just recorded for \(undo.activityName)", formClass: "inline undo-last")
    }
    raw("</div>")
  }

  /// The current streak, "🔥 12 days", or "no streak" without the flame: a flame beside a dash read as a streak.
  /// Kept on one line, so a narrow card does not wrap "4 / days".
  mutating func streak(_ streak: Streak?) {
    raw("<span class=\"streak\" data-streak=\"\(streak?.length ?? 0)\">")
    text(streak.map { "🔥 " + Wording.streak($0) } ?? "no streak")
    raw("</span>")
  }

  /// A POST form of hidden fields and one button; every form carries the session's CSRF token.
  mutating func form(
    action: String, csrf: String, fields: [(String, String)] = [], button: String, buttonClass: String = "",
    label: String? = nil, extra: String = "", formClass: String = "inline"
  ) {
    raw("<form method=\"post\" action=\"")
    text(action)
    raw("\" class=\"")
    raw(formClass)
    raw("\">")
    hidden("csrf", csrf)
    for (name, value) in fields { hidden(name, value) }
    raw(extra)
    raw("<button type=\"submit\"")
    if !buttonClass.isEmpty {
      raw(" class=\"")
      raw(buttonClass)
      raw("\"")
    }
    if let label {
      let escaped = HTML.escape(label)
      raw(" aria-label=\"")
      raw(escaped)
      raw("\" title=\"")
      raw(escaped)
      raw("\"")
    }
    raw(">")
    text(button)
    raw("</button></form>")
  }

  /// Written piece by piece into the page: no string is made for the element.
  mutating func hidden(_ name: String, _ value: String) {
    raw("<input type=\"hidden\" name=\"")
    text(name)
    raw("\" value=\"")
    text(value)
    raw("\">")
  }
}
