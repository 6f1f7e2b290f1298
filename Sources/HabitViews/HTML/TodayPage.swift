import HabitCore
import HabitScreens

/// Today for one member, from the same `TodayScreen` as `habit today`: each activity with its standing, streak and
/// advice, and one-tap buttons (seed 003's dashboard of the day).
public struct TodayPage: Sendable {
  public let screen: TodayScreen
  /// What the last action did ("Read: done today"), shown once after a redirect.
  public let notice: String?
  /// The Undo offered with the notice, after a ✓, Skip or Fail.
  public let undo: UndoOffer?

  public init(_ screen: TodayScreen, notice: String? = nil, undo: UndoOffer? = nil) {
    self.screen = screen
    self.notice = notice
    self.undo = undo
  }

  public func render(_ context: PageContext, to stream: inout some TextOutputStream) {
    PageLayout.write(title: "Today", context: context, to: &stream) { out in
      out.raw("<h1>")
      out.text(Wording.longDate(screen.today))
      out.raw("</h1>")
      out.notice(notice, undo: undo, csrf: context.csrf)
      if screen.activities.isEmpty {
        out.raw("<p>No activities yet. <a href=\"/activities/new\">Add one</a>.</p>")
      }
      if screen.sections.areNamed {
        // By section, in the order of `habit today`: a heading over each but the activities in none, which come
        // first.
        for section in screen.sections {
          if let name = section.name {
            out.raw("<h2 class=\"section\">")
            out.text(name)
            out.raw("</h2>")
          }
          for entry in section.items { write(entry, context, &out) }
        }
      } else {
        for entry in screen.activities { write(entry, context, &out) }
      }
      out.raw("<p class=\"dim\"><a href=\"/links/cards\">Check-in cards to print</a></p>")
    }
  }

  /// "At risk", "To do", ...: the today screen's section titles, for one activity's standing.
  static func title(_ state: Standing.State) -> String {
    switch state {
    case .done: return "Done"
    case .withinLimit: return "Within the limit"
    case .skipped: return "Skipped"
    case .failed: return "Failed"
    default: return TodayView.sections.first { $0.states.contains(state) }?.title ?? state.rawValue
    }
  }

  private func write<S>(_ entry: ActivitySummary, _ context: PageContext, _ out: inout HTMLOutput<S>) {
    let activity = entry.activity
    let state = entry.standing.state
    let base = "/activities/\(activity.uuid)"
    let day = [("day", screen.today.description), ("back", "/today")]
    // The activity's colour marks the card's edge: an emoji keeps its own colours, and one a font draws as text
    // (☕) would take a pale colour and fade into the white card.
    out.raw("<div class=\"card\" id=\"a-\(activity.uuid)\" style=\"border-left:6px solid \(activity.color.hex)\">")
    out.raw("<div class=\"row\"><span class=\"icon\">")
    out.text(activity.icon.isEmpty ? "•" : activity.icon)
    out.raw("</span><div class=\"grow\"><a class=\"name\" href=\"\(base)\">")
    out.text(activity.name)
    out.raw("</a> <span class=\"state \(state.rawValue)\" data-state=\"\(state.rawValue)\">")
    out.text(Self.title(state))
    out.raw("</span><br>")
    if activity.shared { out.raw("<span class=\"dim shared\">Shared</span> · ") }
    out.raw("<span class=\"dim progress\">")
    out.text(TodayView.progress(entry))
    out.raw("</span> · ")
    out.streak(entry.currentStreak)
    let advice = TodayView.advice(entry, turn: true)
    if !advice.isEmpty {
      out.raw("<br><span class=\"dim advice\">")
      out.text(advice)
      out.raw("</span>")
    }
    out.raw("</div>")
    let label = "Done: \(activity.name)"
    if activity.requiredAmount != nil || entry.goal.measure == .amount {
      let unit = activity.unit ?? entry.goal.unit ?? ""
      out.form(
        action: base + "/done", csrf: context.csrf, fields: day, button: "✓", buttonClass: "check", label: label,
        extra: "<input class=\"amount\" type=\"number\" name=\"amount\" min=\"0\" step=\"any\" inputmode=\"decimal\" "
          + "placeholder=\"\(HTML.escape(unit))\" aria-label=\"Amount\">")
    } else {
      out.form(action: base + "/done", csrf: context.csrf, fields: day, button: "✓", buttonClass: "check", label: label)
    }
    out.raw("</div><div class=\"row\">")
    // Undo only where today holds something to take back: a completion, or a skip or fail mark.
    let today = entry.judgedToday
    if today.completions > 0 || today.status == .skipped || today.status == .failed {
      out.form(action: base + "/undo", csrf: context.csrf, fields: day, button: "Undo", label: "Undo: \(activity.name)")
    }
    out.form(action: base + "/skip", csrf: context.csrf, fields: day, button: "Skip", label: "Skip: \(activity.name)")
    out.raw("<a class=\"dim\" href=\"\(base)/stats\">Stats</a>")
    // Fail, which fails the whole period, stands apart at the far end rather than beside Skip.
    out.form(
      action: base + "/fail", csrf: context.csrf, fields: day, button: "Fail", buttonClass: "danger",
      label: "Fail: \(activity.name)", formClass: "inline apart")
    out.raw("</div></div>")
  }
}
