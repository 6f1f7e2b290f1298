/// One activity's month as the web's activity page shows it: the calendar (as `habit calendar` has it), this
/// period's progress and streaks (as `habit stats` has them) and the latest completions, newest first.
public struct ActivityMonth: Sendable {
  public let calendar: CalendarMonth
  public let statistics: ActivityStatistics
  public let recent: [CompletionRecord]

  public init(calendar: CalendarMonth, statistics: ActivityStatistics, recent: [CompletionRecord]) {
    self.calendar = calendar
    self.statistics = statistics
    self.recent = recent
  }
}
