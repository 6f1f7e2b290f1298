import Foundation
import HabitCore
import HabitScreens
import QRCode
import Testing

@testable import HabitStore
@testable import HabitViews

/// iCalendar's syntax as RFC 5545 asks it (folding at 75 octets, TEXT escaping, CRLF), the feed's events, and the
/// QR drawings' geometry.
@Suite struct CalendarFeedViewTests {
  static let today = Day(year: 2026, month: 11, day: 20)!

  @Test("TEXT escapes backslash, semicolon and comma, writes each line break as \\n, and drops other controls")
  func escaping() {
    #expect(ICalendar.text("a\\b;c,d") == "a\\\\b\\;c\\,d")
    #expect(ICalendar.text("one\ntwo\r\nthree\rfour") == "one\\ntwo\\nthree\\nfour")
    #expect(ICalendar.text("one\n\ntwo") == "one\\n\\ntwo")
    #expect(ICalendar.text("bell\u{07}\u{1B}[2J\u{7F}") == "bell[2J")
  }

  @Test("A line of 75 octets stays whole; a longer one folds to lines of at most 75 octets that unfold to it")
  func foldingASCII() {
    let exact = String(repeating: "x", count: 75)
    #expect(ICalendar.folded(exact) == exact + "\r\n")
    let long = "SUMMARY:" + String(repeating: "abcdefghij", count: 20)
    let folded = ICalendar.folded(long)
    let lines = folded.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast()
    #expect(lines.allSatisfy { $0.utf8.count <= 75 })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(" ") })
    #expect(lines.first?.utf8.count == 75)
    #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == long + "\r\n")
  }

  @Test("Folding never splits a UTF-8 sequence: emoji and accents stay whole, each line at most 75 octets")
  func foldingUTF8() {
    for prefix in ["", "x", "xx", "xxx"] {
      let long = "SUMMARY:" + prefix + String(repeating: "🏃é水", count: 30)
      let folded = ICalendar.folded(long)
      let lines = folded.split(separator: "\r\n", omittingEmptySubsequences: false).dropLast()
      for line in lines {
        #expect(line.utf8.count <= 75)
        // Each line is valid UTF-8 on its own: decoding and encoding gives the same octets.
        #expect(String(decoding: Array(line.utf8), as: UTF8.self).utf8.count == line.utf8.count)
      }
      #expect(lines.count > 1)
      #expect(folded.replacingOccurrences(of: "\r\n ", with: "") == long + "\r\n")
    }
  }

  @Test("The feed: a calendar of CRLF lines, one all-day event a day with a stable UID, and the days still due")
  func feed() {
    let feed = CalendarFeed(
      member: "alice", memberUUID: "u-1", today: Self.today,
      days: [
        FeedDay(
          day: Self.today.adding(days: -1),
          entries: [
            FeedEntry(activity: "Read", icon: "📖", count: 2, amount: nil, unit: nil, notes: ["Dune; ch. 3, again"]),
            FeedEntry(activity: "Run", icon: "", count: 1, amount: 5.5, unit: "km", notes: []),
          ])
      ],
      due: [FeedDue(day: Self.today.adding(days: 1), activity: "Gym", activityUUID: "a-1", icon: "🏋️")])
    var text = ""
    CalendarFeedView(feed).render(stamp: "20261120T083000Z", to: &text)
    #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    let lines = text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
    #expect(lines.prefix(3) == ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//habit//habit calendar feed//EN"])
    #expect(lines.contains("UID:2026-11-19-done-u-1@habit"))
    #expect(lines.contains("DTSTART;VALUE=DATE:20261119"))
    #expect(lines.contains("DTEND;VALUE=DATE:20261120"))
    #expect(lines.contains("DTSTAMP:20261120T083000Z"))
    #expect(lines.contains("SUMMARY:Done: Read (×2)\\, Run (5.5 km)"))
    #expect(lines.contains("DESCRIPTION:📖 Read (×2)\\n  Dune\\; ch. 3\\, again\\nRun (5.5 km)"))
    #expect(lines.contains("UID:2026-11-21-due-a-1-u-1@habit"))
    #expect(lines.contains("SUMMARY:Due: Gym"))
    #expect(lines.contains("DESCRIPTION:🏋️ Gym: a day alice's goal is due on."))
    #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 2)
    #expect(lines.suffix(2) == ["END:VCALENDAR", ""])
  }

  @Test("The QR drawings: the SVG's view box is the code with its quiet zone; the terminal has half as many rows")
  func drawings() throws {
    let code = try QRCode(encoding: "http://127.0.0.1:8080/c/0123456789abcdef0123456789abcdef")
    let side = code.size + 2 * QRCode.quietZone
    let svg = QRCodeDrawing.svg(code, title: "Read <&>")
    #expect(svg.contains("viewBox=\"0 0 \(side) \(side)\""))
    #expect(svg.contains("<title>Read &lt;&amp;&gt;</title>"))
    let rows = QRCodeDrawing.terminal(code).split(separator: "\n")
    #expect(rows.count == (side + 1) / 2)
    #expect(rows.allSatisfy { $0.count == side })
    let (pixelSide, pixels) = QRCodeDrawing.pixels(code, scale: 3)
    #expect(pixelSide == side * 3 && pixels.count == pixelSide * pixelSide)
    // The top left finder pattern's corner is dark, the quiet zone light.
    #expect(code.isDark(x: 0, y: 0) && !code.isDark(x: -1, y: 0))
    #expect(pixels[0] == 255 && pixels[(QRCode.quietZone * 3) * pixelSide + QRCode.quietZone * 3] == 0)
  }

  @Test("The check-in page escapes what the database holds, and its form posts to the link with no token")
  func checkInPageEscapes() {
    let link = LinkSummary(
      kind: .checkIn, secret: String(repeating: "ab", count: 16), member: "<b>bob</b>", activity: "<script>x</script>",
      icon: "\"><img>", createdAt: "2026-11-20T08:00:00Z")
    let screen = CheckInScreen(
      link: link, activityName: "<script>x</script>", icon: "\"><img>", shared: true, today: Self.today,
      judged: JudgedDay(day: Self.today, status: .empty, goal: .daily), needsAmount: false, unit: nil)
    var page = ""
    CheckInPage(screen).render(to: &page)
    #expect(!page.contains("<script>x") && !page.contains("<b>bob") && !page.contains("\"><img>"))
    #expect(page.contains("&lt;script&gt;x&lt;/script&gt;"))
    #expect(page.contains("<form method=\"post\" action=\"/c/\(link.secret)\""))
    #expect(page.contains("Not done yet today"))
  }
}
