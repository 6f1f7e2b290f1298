import HabitCore
import HabitStore

/// Today's plan: one goal and its three tasks, each ticked off with a tap, and a congratulation (seed 003).
public struct PlanPage: Sendable {
  public let plan: TodaysPlan
  /// The congratulation or message for what the last action did.
  public let notice: String?

  public init(plan: TodaysPlan, notice: String? = nil) {
    self.plan = plan
    self.notice = notice
  }

  public func render(_ context: PageContext, to stream: inout some TextOutputStream) {
    PageLayout.write(title: "Plan", context: context, to: &stream) { out in
      out.raw("<h1>Today's plan</h1>")
      out.notice(notice)
      if let today = plan.plan {
        out.raw("<div class=\"card\"><h2>")
        out.text(today.goal)
        out.raw(" <span class=\"state \(today.goalAchieved ? "done" : "due")\">")
        out.raw(today.goalAchieved ? "Achieved" : "Not yet")
        out.raw("</span></h2>")
        for (index, task) in today.tasks.enumerated() {
          let number = index + 1
          out.raw("<div class=\"row\"><span class=\"grow\">\(task.done ? "✔" : "○") ")
          out.text(task.title)
          out.raw("</span>")
          out.form(
            action: "/plan/tasks/\(number)/\(task.done ? "undo" : "done")", csrf: context.csrf,
            button: task.done ? "Undo" : "Done", buttonClass: task.done ? "" : "primary",
            label: "\(task.done ? "Undo" : "Done"): task \(number)")
          out.raw("</div>")
        }
        out.raw("</div>")
      } else {
        if let offer = plan.offer {
          out.raw("<p class=\"dim\">Yesterday's goal was not achieved: ")
          out.text(offer.goal)
          out.raw("</p>")
        }
        writeForm(context, &out)
      }
    }
  }

  private func writeForm<S>(_ context: PageContext, _ out: inout HTMLOutput<S>) {
    out.raw("<div class=\"card\"><form method=\"post\" action=\"/plan\">")
    out.hidden("csrf", context.csrf)
    out.raw("<label for=\"plan-goal\">Goal</label><input id=\"plan-goal\" name=\"goal\" maxlength=\"200\" required>")
    for number in 1...DailyPlan.taskCount {
      out.raw(
        "<label for=\"plan-task\(number)\">Task \(number)</label>"
          + "<input id=\"plan-task\(number)\" name=\"task\(number)\" maxlength=\"200\" required>")
    }
    out.raw("<p><button type=\"submit\" class=\"primary\">Make today's plan</button></p></form></div>")
  }
}
