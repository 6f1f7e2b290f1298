import HabitCore
import HabitStore

/// The household side by side: each member's activities with this period, current and best streak (seed 002).
public struct BoardPage: Sendable {
  public let entries: [BoardEntry]

  public init(entries: [BoardEntry]) { self.entries = entries }

  public func render(_ context: PageContext, to stream: inout some TextOutputStream) {
    PageLayout.write(title: "Household", context: context, to: &stream) { out in
      out.raw("<h1>Household</h1>")
      if entries.isEmpty { out.raw("<p>Nobody has an activity yet.</p>") }
      var seen: [Int64] = []
      for entry in entries where !seen.contains(entry.user.id) {
        seen.append(entry.user.id)
        let own = entries.filter { $0.user.id == entry.user.id }
        out.raw("<div class=\"card\"><h2>")
        out.text(entry.user.name)
        out.raw("</h2>")
        for item in own {
          out.raw("<div class=\"row\" data-member-activity=\"\(item.activity.uuid)\"><span class=\"icon\">")
          out.text(item.activity.icon.isEmpty ? "•" : item.activity.icon)
          out.raw("</span><span class=\"grow\"><b>")
          out.text(item.activity.name)
          out.raw("</b><br><span class=\"dim\">")
          out.text(WebWording.progress(item.currentPeriod))
          out.raw("</span></span><span class=\"streak\" data-streak=\"\(item.currentStreak?.length ?? 0)\">🔥 ")
          out.text(WebWording.streak(item.currentStreak))
          out.raw("</span><span class=\"dim\">best ")
          out.text(WebWording.streak(item.bestStreak))
          out.raw("</span></div>")
        }
        out.raw("</div>")
      }
    }
  }
}
