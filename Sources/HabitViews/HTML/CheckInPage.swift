import HabitCore
import HabitScreens

/// A check-in link's page, which needs no sign-in: the activity, whose link it is, how today stands, and one
/// button, a form that posts back to the link's own address. Loading the page records nothing.
public struct CheckInPage: Sendable {
  public let screen: CheckInScreen
  public let notice: String?

  public init(_ screen: CheckInScreen, notice: String? = nil) {
    self.screen = screen
    self.notice = notice
  }

  public func render(to stream: inout some TextOutputStream) {
    let screen = screen
    PageLayout.write(title: screen.activityName, context: nil, to: &stream) { out in
      out.raw("<h1 class=\"row\"><span class=\"icon\" aria-hidden=\"true\">")
      out.text(screen.icon)
      out.raw("</span><span class=\"grow\">")
      out.text(screen.activityName)
      out.raw("</span></h1><p class=\"dim\">")
      out.text(Wording.possessive(screen.link.member) + " check-in")
      if screen.shared { out.text(" · a household activity: a check-in here is credited to " + screen.link.member) }
      out.raw("</p>")
      out.notice(notice)
      let judged = screen.judged
      out.raw(
        "<p class=\"state \(judged.status.rawValue)\" data-status=\"\(judged.status.rawValue)\" "
          + "data-completions=\"\(judged.completions)\">")
      out.text(Self.status(judged))
      out.raw("</p><form method=\"post\" action=\"\(HTML.escape(screen.link.path))\" class=\"row\">")
      if screen.needsAmount {
        out.raw("<label>How much")
        if let unit = screen.unit {
          out.raw(" (")
          out.text(unit)
          out.raw(")")
        }
        out.raw(
          " <input class=\"amount\" name=\"amount\" inputmode=\"decimal\" required pattern=\"[0-9]+([.][0-9]+)?\"></label>"
        )
      }
      out.raw("<button type=\"submit\" class=\"primary check\">✓ Done</button></form><p class=\"dim\">")
      out.text(
        "Each press records one completion for \(screen.link.member) today (\(Wording.dayWithWeekday(screen.today))).")
      out.raw("</p>")
    }
  }

  /// "Done today (2 times)", "Not done yet today", "16 of 20 pages today".
  static func status(_ judged: JudgedDay) -> String {
    let times = judged.completions > 1 ? " (\(judged.completions) times)" : ""
    switch judged.status {
    case .done: return "Done today" + times
    case .partial: return (RecordText.shortOf(judged).map { $0 + " today" } ?? "Partly done today") + times
    case .overLimit: return "Over the limit today" + times
    case .skipped: return "Skipped today"
    case .failed: return "Marked failed today"
    case .rest: return judged.completions > 0 ? "Done today" + times + ", a rest day" : "A rest day: not due today"
    case .paused: return "Paused today"
    default: return judged.completions > 0 ? "Done today" + times : "Not done yet today"
    }
  }
}
