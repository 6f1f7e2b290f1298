import HabitCore
import HabitScreens

/// Today's plan: one goal and its three tasks, each ticked off with a tap, and a congratulation (seed 003); the
/// goal marked achieved or "not yet", the plan changed during the day, and a link to the log of every plan.
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
      out.raw("<div class=\"row\"><h1 class=\"grow\">Today's plan</h1><a href=\"/plan/log\">Every plan</a></div>")
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
        out.raw("<p class=\"row\">")
        if !today.isFullySuccessful {
          out.form(
            action: "/plan/achieve", csrf: context.csrf, button: "Goal achieved", buttonClass: "primary",
            label: "The goal is achieved: every task done with it")
        }
        if today.goalAchieved {
          out.form(
            action: "/plan/unachieve", csrf: context.csrf, button: "Not yet", label: "The goal is not achieved yet")
        }
        out.raw("</p></div>")
        // Closed until asked for, so the page stays about ticking tasks off.
        out.raw("<details class=\"card\"><summary>Change today's plan</summary>")
        writeForm(context, &out, plan: today)
        out.raw("</details>")
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

  /// The plan's form: empty for a new plan, or filled with today's to change it (what keeps its text keeps its
  /// state, as `habit plan set` does).
  private func writeForm<S>(_ context: PageContext, _ out: inout HTMLOutput<S>, plan: DailyPlan? = nil) {
    out.raw(plan == nil ? "<div class=\"card\">" : "<div>")
    out.raw("<form method=\"post\" action=\"/plan\">")
    out.hidden("csrf", context.csrf)
    out.raw("<label for=\"plan-goal\">Goal</label><input id=\"plan-goal\" name=\"goal\" maxlength=\"200\" required")
    value(plan?.goal, &out)
    for number in 1...DailyPlan.taskCount {
      out.raw(
        "<label for=\"plan-task\(number)\">Task \(number)</label>"
          + "<input id=\"plan-task\(number)\" name=\"task\(number)\" maxlength=\"200\" required")
      value(plan?.tasks[number - 1].title, &out)
    }
    let button = plan == nil ? "Make today's plan" : "Change today's plan"
    out.raw("<p><button type=\"submit\" class=\"primary\">\(button)</button></p></form></div>")
  }

  /// Ends an input's tag, with its value when there is one.
  private func value<S>(_ text: String?, _ out: inout HTMLOutput<S>) {
    if let text {
      out.raw(" value=\"")
      out.text(text)
      out.raw("\"")
    }
    out.raw(">")
  }
}
