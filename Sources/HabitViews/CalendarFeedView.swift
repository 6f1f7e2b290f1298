import HabitCore
import HabitScreens

/// A member's calendar feed as iCalendar (RFC 5545): one all-day event a day listing what they did, and one for
/// each day still to come this week that a weekday goal is due on. Lines end in CRLF and are folded at 75 octets
/// without splitting a character; TEXT values are escaped. Each event's UID is stable (the day's, the member's,
/// the activity's), so a calendar app updates a day rather than adding another.
///
/// ```swift
/// var feed = ""
/// CalendarFeedView(feed).render(stamp: "20261120T083000Z", to: &feed)
/// ```
public struct CalendarFeedView {
  public let feed: CalendarFeed

  public init(_ feed: CalendarFeed) { self.feed = feed }

  /// Writes the calendar; `stamp` is the DTSTAMP of every event, the UTC time it is made (`yyyyMMdd'T'HHmmss'Z'`).
  public func render(stamp: String, to stream: inout some TextOutputStream) {
    var out = ICalendarOutput(stream: stream)
    out.line("BEGIN:VCALENDAR")
    out.line("VERSION:2.0")
    out.line("PRODID:-//habit//habit calendar feed//EN")
    out.line("CALSCALE:GREGORIAN")
    out.line("METHOD:PUBLISH")
    out.line("X-WR-CALNAME:" + ICalendar.text("\(feed.member)'s habits"))
    out.line("REFRESH-INTERVAL;VALUE=DURATION:PT1H")
    out.line("X-PUBLISHED-TTL:PT1H")
    for day in feed.days {
      let summary = "Done: " + day.entries.map(Self.words).joined(separator: ", ")
      let details = day.entries.map { entry in
        ([Self.iconed(entry)] + entry.notes.map { "  " + $0 }).joined(separator: "\n")
      }
      out.event(
        uid: "\(day.day)-done-\(feed.memberUUID)@habit", stamp: stamp, day: day.day, summary: summary,
        description: details.joined(separator: "\n"))
    }
    for due in feed.due {
      out.event(
        uid: "\(due.day)-due-\(due.activityUUID)-\(feed.memberUUID)@habit", stamp: stamp, day: due.day,
        summary: "Due: " + due.activity,
        description: (due.icon.isEmpty ? "" : due.icon + " ")
          + "\(due.activity): a day \(feed.member)'s goal is due on.")
    }
    out.line("END:VCALENDAR")
    stream = out.stream
  }

  /// "Read", "Read ×2", "Run (5 km)", "Water (2 glasses, ×2)": an activity's day in a summary.
  static func words(_ entry: FeedEntry) -> String {
    var parts: [String] = []
    if let amount = entry.amount { parts.append(formatAmount(amount) + (entry.unit.map { " " + $0 } ?? "")) }
    if entry.count > 1 { parts.append("×\(entry.count)") }
    return entry.activity + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
  }

  static func iconed(_ entry: FeedEntry) -> String { (entry.icon.isEmpty ? "" : entry.icon + " ") + words(entry) }
}

/// The parts of iCalendar's syntax (RFC 5545, section 3.1 and 3.3.11).
public enum ICalendar {
  /// A TEXT value: backslash, semicolon and comma escaped, a line break (LF, CR LF or CR) as `\n`, other control
  /// characters (which TEXT cannot hold) left out.
  public static func text(_ value: String) -> String {
    var escaped = ""
    var afterCR = false
    for scalar in value.unicodeScalars {
      defer { afterCR = scalar == "\r" }
      switch scalar {
      case "\\": escaped += "\\\\"
      case ";": escaped += "\\;"
      case ",": escaped += "\\,"
      case "\n": if !afterCR { escaped += "\\n" }
      case "\r": escaped += "\\n"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F { continue }
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// A content line folded as the RFC asks: at most 75 octets a line, each continuation starting with one space,
  /// never inside a UTF-8 sequence; every line ended with CRLF.
  public static func folded(_ line: String) -> String {
    var result = ""
    var octets = 0
    for scalar in line.unicodeScalars {
      let length = UTF8.width(scalar)
      if octets + length > 75 {
        result += "\r\n "
        octets = 1
      }
      result.unicodeScalars.append(scalar)
      octets += length
    }
    return result + "\r\n"
  }

  /// `20261120`: a DATE value.
  public static func date(_ day: Day) -> String {
    let (year, month, dayOfMonth) = day.components
    return padded(year, 4) + padded(month, 2) + padded(dayOfMonth, 2)
  }

  private static func padded(_ number: Int, _ digits: Int) -> String {
    let text = String(number)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}

/// Writes folded content lines to a stream.
struct ICalendarOutput<Stream: TextOutputStream> {
  var stream: Stream

  mutating func line(_ line: String) { stream.write(ICalendar.folded(line)) }

  mutating func event(uid: String, stamp: String, day: Day, summary: String, description: String) {
    line("BEGIN:VEVENT")
    line("UID:" + uid)
    line("DTSTAMP:" + stamp)
    line("DTSTART;VALUE=DATE:" + ICalendar.date(day))
    line("DTEND;VALUE=DATE:" + ICalendar.date(day.adding(days: 1)))
    line("SUMMARY:" + ICalendar.text(summary))
    line("DESCRIPTION:" + ICalendar.text(description))
    line("TRANSP:TRANSPARENT")
    line("END:VEVENT")
  }
}
