import HabitCore
import HabitStore

/// Today for one member: each activity with its standing, streak and one-tap buttons (seed 003's dashboard).
public struct TodayPage: Sendable {
  public struct Entry: Sendable {
    public let activity: Activity
    public let evaluation: Evaluation
    public init(activity: Activity, evaluation: Evaluation) {
      self.activity = activity
      self.evaluation = evaluation
    }
  }

  public let entries: [Entry]
  /// What the last action did ("Read: done, 2 today"), shown once after a redirect.
  public let notice: String?

  public init(entries: [Entry], notice: String? = nil) {
    self.entries = entries.sorted { lhs, rhs in
      let order = Standing.State.allCases
      let left = order.firstIndex(of: lhs.evaluation.standing.state) ?? 0
      let right = order.firstIndex(of: rhs.evaluation.standing.state) ?? 0
      return (left, lhs.activity.position) < (right, rhs.activity.position)
    }
    self.notice = notice
  }

  public func render(_ context: PageContext, to stream: inout some TextOutputStream) {
    PageLayout.write(title: "Today", context: context, to: &stream) { out in
      out.raw("<h1>")
      out.text(WebWording.longDate(context.today))
      out.raw("</h1>")
      if let notice {
        out.raw("<p class=\"notice\" role=\"status\">")
        out.text(notice)
        out.raw("</p>")
      }
      if entries.isEmpty {
        out.raw("<p>No activities yet. <a href=\"/activities/new\">Add one</a>.</p>")
      }
      for entry in entries { write(entry, context, &out) }
    }
  }

  private func write<S>(_ entry: Entry, _ context: PageContext, _ out: inout HTMLOutput<S>) {
    let activity = entry.activity
    let evaluation = entry.evaluation
    let standing = evaluation.standing
    let base = "/activities/\(activity.uuid)"
    let day = [("day", context.today.description), ("back", "/today")]
    out.raw("<div class=\"card\" id=\"a-\(activity.uuid)\"><div class=\"row\">")
    out.raw("<span class=\"icon\" style=\"color:\(activity.color.hex)\">")
    out.text(activity.icon.isEmpty ? "•" : activity.icon)
    out.raw("</span><div class=\"grow\"><a class=\"name\" href=\"\(base)\">")
    out.text(activity.name)
    out.raw("</a> <span class=\"state \(standing.state.rawValue)\" data-state=\"\(standing.state.rawValue)\">")
    out.text(WebWording.state(standing.state))
    out.raw("</span><br><span class=\"dim progress\">")
    out.text(WebWording.progress(evaluation.currentPeriod))
    out.raw("</span> · <span class=\"streak\" data-streak=\"\(evaluation.currentStreak?.length ?? 0)\">🔥 ")
    out.text(WebWording.streak(evaluation.currentStreak))
    out.raw("</span></div>")
    if activity.requiredAmount != nil || evaluation.currentPeriod.goal.measure == .amount {
      let unit = activity.unit ?? evaluation.currentPeriod.goal.unit ?? ""
      out.form(
        action: base + "/done", csrf: context.csrf, fields: day, button: "✓", buttonClass: "check",
        label: "Done: \(activity.name)",
        extra: "<input class=\"amount\" type=\"number\" name=\"amount\" min=\"0\" step=\"any\" inputmode=\"decimal\" "
          + "placeholder=\"\(HTML.escape(unit))\" aria-label=\"Amount\">")
    } else {
      out.form(
        action: base + "/done", csrf: context.csrf, fields: day, button: "✓", buttonClass: "check",
        label: "Done: \(activity.name)")
    }
    out.raw("</div><div class=\"row\">")
    out.form(action: base + "/undo", csrf: context.csrf, fields: day, button: "Undo", label: "Undo: \(activity.name)")
    out.form(action: base + "/skip", csrf: context.csrf, fields: day, button: "Skip", label: "Skip: \(activity.name)")
    out.form(action: base + "/fail", csrf: context.csrf, fields: day, button: "Fail", label: "Fail: \(activity.name)")
    out.raw("<a class=\"dim\" href=\"\(base)/stats\">Stats</a>")
    out.raw("</div></div>")
  }
}
