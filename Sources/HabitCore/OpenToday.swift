/// A simple, provisional rule for "is this activity still open today?", as `habit remind` asks it.
///
/// An "at least" goal is open while its period containing today (the day, the calendar week or month, or the
/// rolling window ending today) has less than its target. "At most" goals never need doing, and a day the
/// person skipped or failed is not nagged about. The full goal evaluation will take over this question.
public enum OpenToday {
  /// Where an open activity stands.
  public struct Status: Hashable, Sendable {
    /// What counts so far in the period: completions (or days reaching the required amount), or amounts.
    public let progress: Double
    public let target: Double
    public let window: PeriodInterval
  }

  /// The days a goal's progress is counted over on `today`; nil for a ceiling ("at most"), which never reminds.
  public static func window(of goal: Goal, today: Day, weekStart: WeekStart) -> PeriodInterval? {
    guard goal.comparison == .atLeast else { return nil }
    if case .rolling(let days) = goal.period { return PeriodInterval(start: today.adding(days: 1 - days), end: today) }
    return goal.period.interval(containing: today, weekStart: weekStart)
  }

  /// The status when the activity is still open today, or nil when there is nothing left to do.
  ///
  /// `completions` are those of the window (others are ignored). With a required amount, a day counts once its
  /// total reaches it.
  public static func status(
    goal: Goal, requiredAmount: Double?, completions: [Completion], markToday: DayMark?, today: Day,
    weekStart: WeekStart
  ) -> Status? {
    guard markToday == nil, let window = window(of: goal, today: today, weekStart: weekStart) else { return nil }
    let inWindow = completions.filter { window.contains($0.day) }
    let progress: Double
    switch goal.measure {
    case .amount:
      progress = inWindow.reduce(0) { $0 + ($1.amount ?? 0) }
    case .count:
      if let requiredAmount {
        let totals = Dictionary(inWindow.map { ($0.day, $0.amount ?? 0) }, uniquingKeysWith: +)
        progress = Double(totals.values.count(where: { $0 >= requiredAmount }))
      } else {
        progress = Double(inWindow.count)
      }
    }
    return progress < goal.target ? Status(progress: progress, target: goal.target, window: window) : nil
  }
}
