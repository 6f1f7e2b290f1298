/// Why a plan cannot be made or changed as asked. Nothing is written when one of these is raised.
public enum PlanError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Which text of a plan a problem is about.
  public enum Part: Hashable, Sendable, CustomStringConvertible {
    case goal
    case task(Int)

    public var description: String {
      switch self {
      case .goal: return "the goal"
      case .task(let number): return "task \(number)"
      }
    }
  }

  case emptyText(Part)
  case lineBreak(Part)
  /// A character a terminal would obey rather than show (see `TextCheck`).
  case controlCharacter(Part, Unicode.Scalar)
  case tooLong(Part)
  /// A plan has exactly three tasks.
  case wrongTaskCount(Int)
  case noSuchTask(Int)
  case taskAlreadyDone(Int)
  case taskNotDone(Int)
  case goalAlreadyAchieved
  case goalNotAchieved
  /// There is no plan for this day.
  case noPlan(Day)
  /// Today already has a plan, so there is nothing to carry over into.
  case alreadyPlanned(Day)
  /// Yesterday had no plan, or its goal was achieved.
  case nothingToCarry(Day)
  /// A progress page beyond the first period with a plan.
  case noSuchPage(Int, pageCount: Int)

  public var description: String {
    switch self {
    case .emptyText(let part): return "\(part) cannot be empty"
    case .lineBreak(let part): return "\(part) cannot contain line breaks"
    case .controlCharacter(let part, let scalar):
      return "\(part) cannot contain the control character \(TextCheck.name(scalar))"
    case .tooLong(let part): return "\(part) can have at most \(DailyPlan.maximumTextLength) characters"
    case .wrongTaskCount(let count):
      return "a plan has exactly \(DailyPlan.taskCount) tasks, \(count) \(count == 1 ? "was" : "were") given"
    case .noSuchTask(let number): return "there is no task \(number): tasks are numbered 1 to \(DailyPlan.taskCount)"
    case .taskAlreadyDone(let number): return "task \(number) is already done"
    case .taskNotDone(let number): return "task \(number) is not done, so there is nothing to undo"
    case .goalAlreadyAchieved: return "the goal is already achieved, with every task done"
    case .goalNotAchieved: return "the goal is not marked achieved"
    case .noPlan(let day): return "there is no plan for \(day)"
    case .alreadyPlanned(let day): return "\(day) already has a plan"
    case .nothingToCarry(let day): return "there is no unachieved goal from \(day) to carry over"
    case .noSuchPage(let page, let count):
      return "there is no page \(page): the plans fill \(count) page\(count == 1 ? "" : "s")"
    }
  }

  /// What to do next, when there is something useful to say.
  public var hint: String? {
    switch self {
    case .wrongTaskCount: return "Give three: habit plan set \"GOAL\" --task A --task B --task C"
    case .noPlan: return "Make one with: habit plan set \"GOAL\" --task A --task B --task C"
    case .alreadyPlanned: return "See it with: habit plan (change it with: habit plan set)"
    case .taskNotDone(let number): return "Mark it done with: habit plan done \(number)"
    case .goalNotAchieved: return "Mark it achieved with: habit plan achieve"
    case .noSuchPage: return "Page 1 is the current period, page 2 the one before, and so on."
    default: return nil
    }
  }

  /// True when the request itself was malformed (a usage error), rather than impossible in the plan's state.
  public var isMalformedRequest: Bool {
    switch self {
    case .emptyText, .lineBreak, .controlCharacter, .tooLong, .wrongTaskCount, .noSuchTask: return true
    default: return false
    }
  }
}
