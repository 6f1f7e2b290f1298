import HabitCore
import HabitScreens

/// `habit link list`: each link of the household with whose it is, what it does and its URL; as rows for CSV and
/// objects for JSON. The URL is the server's address (`baseURL`) with the link's path.
public struct LinksView {
  public let links: [LinkSummary]
  public let baseURL: String

  public init(_ links: [LinkSummary], baseURL: String) {
    self.links = links
    self.baseURL = baseURL
  }

  public static let csvHeader = ["member", "kind", "activity", "url", "created_at"]

  public var csvRows: [[String]] {
    links.map { [$0.member, $0.kind.rawValue, $0.activity ?? "", baseURL + $0.path, $0.createdAt] }
  }

  public struct Entry: Encodable {
    let member: String
    let kind: String
    let activity: String?
    let url: String
    let createdAt: String
  }

  public var json: [Entry] {
    links.map {
      Entry(
        member: $0.member, kind: $0.kind.rawValue, activity: $0.activity, url: baseURL + $0.path,
        createdAt: $0.createdAt)
    }
  }

  public func render(to stream: inout some TextOutputStream) {
    guard !links.isEmpty else {
      stream.write("No links. Make one with: habit link add NAME, or habit link calendar\n")
      return
    }
    var table = Table(titles: "Member", "Link", "URL")
    for link in links {
      let what = link.kind == .checkIn ? "check-in: " + (link.activity ?? "") : "calendar"
      table.append([Table.Cell(link.member), Table.Cell(what), Table.Cell(baseURL + link.path)])
    }
    stream.write(table.render(color: false, width: nil) + "\n")
  }

  /// What `habit link add` and `habit link calendar` say on standard error above the URL: whose link it is, and
  /// whether it was made now or before.
  public static func made(_ made: LinkMade) -> String {
    let link = made.link
    let what =
      link.kind == .checkIn
      ? "\(visible(link.member))'s check-in link for \(visible(link.activity ?? ""))"
      : "\(visible(link.member))'s calendar link"
    let use =
      link.kind == .checkIn
      ? "Its page's button records a completion; print its QR code with: habit link qr"
      : "Subscribe to it in a calendar app; it shows the last \(CalendarFeed.daysShown) days"
    return (made.isNew ? "Made \(what)." : "This is \(what), made before.")
      + " \(use). Whoever has the URL can use it; revoke it with: habit link remove"
  }

  /// "Removed alice's check-in link for Read: its URL no longer works."
  public static func removed(_ link: LinkSummary) -> String {
    let what =
      link.kind == .checkIn
      ? "\(visible(link.member))'s check-in link for \(visible(link.activity ?? ""))"
      : "\(visible(link.member))'s calendar link"
    return "Removed \(what): its URL no longer works."
  }

  /// "Wrote the QR code of http://…/c/SECRET to card.svg."
  public static func wroteQRCode(_ url: String, to file: String) -> String {
    "Wrote the QR code of \(url) to \(file)."
  }
}
