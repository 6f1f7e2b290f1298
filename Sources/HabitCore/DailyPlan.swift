/// One person's plan for one day: a single goal and the three tasks that lead to it.
///
/// The goal and the tasks each are done or not. Completing the third task achieves the goal automatically;
/// achieving the goal completes every task; the goal can be set back to "not yet" on its own. A plan is kept
/// per day, and editing it during the day replaces it.
///
/// ```swift
/// let plan = try DailyPlan(day: today, goal: "Send the report", tasks: ["Outline", "Numbers", "Send"])
/// let (next, events) = try plan.applying(.done(task: 1))  // events == [.taskDone(1)]
/// ```
public struct DailyPlan: Hashable, Sendable {
  /// A plan has exactly this many tasks.
  public static let taskCount = 3
  /// The longest goal or task text accepted, in Unicode code points.
  public static let maximumTextLength = 200

  public var day: Day
  public var goal: String
  public var goalAchieved: Bool
  /// Exactly `taskCount` tasks, numbered 1, 2, 3 in this order.
  public var tasks: [PlanTask]
  /// The day this goal was first set, when it was taken on again from a day it was not achieved.
  public var carriedFrom: Day?

  /// A new plan, every task open; the texts are trimmed and checked.
  public init(day: Day, goal: String, tasks: [String], carriedFrom: Day? = nil) throws(PlanError) {
    guard tasks.count == DailyPlan.taskCount else { throw .wrongTaskCount(tasks.count) }
    self.day = day
    self.goal = try DailyPlan.validText(goal, what: .goal)
    self.tasks = []
    for (index, task) in tasks.enumerated() {
      self.tasks.append(PlanTask(title: try DailyPlan.validText(task, what: .task(index + 1)), done: false))
    }
    self.goalAchieved = false
    self.carriedFrom = carriedFrom
  }

  /// A plan as it was stored; no checks beyond the task count.
  public init(day: Day, goal: String, goalAchieved: Bool, tasks: [PlanTask], carriedFrom: Day?) {
    precondition(tasks.count == DailyPlan.taskCount, "a plan has three tasks")
    self.day = day
    self.goal = goal
    self.goalAchieved = goalAchieved
    self.tasks = tasks
    self.carriedFrom = carriedFrom
  }

  public var tasksDone: Int { tasks.count(where: \.done) }

  /// The goal achieved and every task done: the best kind of day.
  public var isFullySuccessful: Bool { goalAchieved && tasksDone == DailyPlan.taskCount }

  /// The plan with a new goal or new tasks, as edited during the day.
  ///
  /// What did not change keeps its state: a task whose text is unchanged (wherever it moved) stays done, and an
  /// unchanged goal stays achieved and keeps the day it was carried from. A new goal starts "not yet", and so
  /// does the goal when a new task is added (the new task is still to do).
  public func revised(goal newGoal: String?, tasks newTasks: [String]?) throws(PlanError) -> DailyPlan {
    var revised = self
    if let newGoal {
      let text = try DailyPlan.validText(newGoal, what: .goal)
      if text != goal {
        revised.goal = text
        revised.goalAchieved = false
        revised.carriedFrom = nil
      }
    }
    if let newTasks {
      let fresh = try DailyPlan(day: day, goal: revised.goal, tasks: newTasks)
      var unclaimed = tasks.filter(\.done).map { $0.title.lowercased() }
      revised.tasks = fresh.tasks.map { task in
        guard let index = unclaimed.firstIndex(of: task.title.lowercased()) else { return task }
        unclaimed.remove(at: index)
        return PlanTask(title: task.title, done: true)
      }
      // New work reopens the goal: an achieved goal over tasks still open would read "★ achieved, 0/3 done".
      let oldTitles = tasks.map { $0.title.lowercased() }
      if revised.tasks.contains(where: { !$0.done && !oldTitles.contains($0.title.lowercased()) }) {
        revised.goalAchieved = false
      }
    }
    return revised
  }

  /// This plan's goal and tasks taken on again on `day`, every task open: what was done before stays credited
  /// to the day it was done.
  public func carriedOver(to day: Day) -> DailyPlan {
    DailyPlan(
      day: day, goal: goal, goalAchieved: false, tasks: tasks.map { PlanTask(title: $0.title, done: false) },
      carriedFrom: carriedFrom ?? self.day)
  }

  /// The plan offered for `today` when there is none yet: yesterday's, if its goal was not achieved.
  public static func offer(today: Day, todaysPlan: DailyPlan?, yesterdaysPlan: DailyPlan?) -> DailyPlan? {
    guard todaysPlan == nil, let yesterdaysPlan, yesterdaysPlan.day == today.adding(days: -1),
      !yesterdaysPlan.goalAchieved
    else { return nil }
    return yesterdaysPlan
  }

  static func validText(_ raw: String, what: PlanError.Part) throws(PlanError) -> String {
    let text = String(Substring(raw).trimmingSpaces())
    guard !text.isEmpty else { throw .emptyText(what) }
    guard !text.contains(where: \.isNewline) else { throw .lineBreak(what) }
    if let scalar = TextCheck.forbidden(in: text, lineBreaks: false) { throw .controlCharacter(what, scalar) }
    // Code points, as SQLite counts them: the database checks the same limit.
    guard text.unicodeScalars.count <= maximumTextLength else { throw .tooLong(what) }
    return text
  }
}

/// One of a plan's three tasks.
public struct PlanTask: Hashable, Sendable {
  public var title: String
  public var done: Bool

  public init(title: String, done: Bool) {
    self.title = title
    self.done = done
  }
}
