import HabitCore

/// Every plan of the member, newest first, from the same months as `habit plan log`: a summary per month, then
/// each day's goal and tasks. Read-only: plans are changed on their own day.
public struct PlanLogPage: Sendable {
  public let months: [PlanLogMonth]

  public init(_ months: [PlanLogMonth]) { self.months = months }

  public func render(_ context: PageContext, to stream: inout some TextOutputStream) {
    PageLayout.write(title: "Every plan", context: context, to: &stream) { out in
      out.raw("<div class=\"row\"><h1 class=\"grow\">Every plan</h1><a href=\"/plan\">Today's plan</a></div>")
      if months.isEmpty { out.raw("<p>No plans yet. <a href=\"/plan\">Make today's</a>.</p>") }
      for month in months {
        out.raw("<div class=\"card\" data-month=\"\(month.year)-\(month.month)\"><h2>")
        out.text(Wording.month(month.month, year: month.year))
        out.raw("</h2><p class=\"dim\">")
        out.text(PlanLogText.summary(month).components(separatedBy: " · ").dropFirst().joined(separator: " · "))
        out.raw("</p>")
        for plan in month.plans {
          out.raw("<div class=\"plan-day\" data-day=\"\(plan.day)\"><p><span class=\"dim\">")
          out.text(Wording.shortDay(plan.day))
          out.raw("</span> <b>")
          out.text((plan.goalAchieved ? PlanText.achievedMark : PlanText.notYetMark) + " " + plan.goal)
          out.raw("</b> <span class=\"state \(plan.goalAchieved ? "done" : "due")\">")
          out.text(plan.goalAchieved ? "Achieved" : "Not yet")
          out.raw("</span></p><ul class=\"tasks\">")
          for task in plan.tasks {
            out.raw("<li>")
            out.text((task.done ? PlanText.doneMark : PlanText.openMark) + " " + task.title)
            out.raw("</li>")
          }
          out.raw("</ul></div>")
        }
        out.raw("</div>")
      }
    }
  }
}
