import HabitCore
import HabitScreens

/// `habit plan`: today's plan, or yesterday's unachieved one offered again, with what to type next.
public struct PlanTodayView {
  public let today: TodaysPlan
  public let day: Day
  public let color: Bool

  public init(_ today: TodaysPlan, day: Day, color: Bool) {
    self.today = today
    self.day = day
    self.color = color
  }

  public struct JSON: Encodable {
    let day: String
    let plan: PlanJSON?
    let offer: PlanJSON?
  }

  public var json: JSON {
    JSON(day: day.description, plan: today.plan.map(PlanJSON.init), offer: today.offer.map(PlanJSON.init))
  }

  public var csvRows: [[String]] { today.plan.map(PlanJSON.csvRows) ?? [] }

  /// The plan (or the one offered) under a dim heading; nothing when there is neither.
  public func render(to stream: inout some TextOutputStream) {
    if let plan = today.plan {
      stream.write(("Today, " + Wording.dayWithWeekday(day)).styled(.dim, enabled: color) + "\n")
      stream.write(PlanText.block(plan, color: color).joined(separator: "\n") + "\n")
    } else if let offer = today.offer {
      stream.write("No plan for today yet. Yesterday's goal was not achieved:".styled(.dim, enabled: color) + "\n")
      stream.write(PlanText.block(offer, color: color).joined(separator: "\n") + "\n")
    }
  }

  /// What to type next, for standard error: the next task to tick off, how to take the offer, how to plan.
  public var hints: [String] {
    if let plan = today.plan {
      guard !plan.isFullySuccessful, let next = plan.tasks.firstIndex(where: { !$0.done }) else { return [] }
      return ["\(plan.tasksDone) of 3 tasks done. Tick one off with: habit plan done \(next + 1)"]
    } else if today.offer != nil {
      return [
        "Take it on again today with: habit plan carry",
        "Or make a new plan with: habit plan set \"GOAL\" --task A --task B --task C",
      ]
    }
    return ["No plan for today (\(Wording.shortDay(day))) yet. \(PlanText.setHint)"]
  }
}
