import HabitCore

/// The household's settings, as `habit settings` shows them.
public struct HouseholdSettings: Equatable, Sendable {
  public let weekStart: WeekStart
  public let dayStarts: DayStarts
  public var sections = SectionOrder([])
  public var reminders = ReminderSettings(household: .off, members: [])

  public init(
    weekStart: WeekStart, dayStarts: DayStarts, sections: SectionOrder = SectionOrder([]),
    reminders: ReminderSettings = ReminderSettings(household: .off, members: [])
  ) {
    self.weekStart = weekStart
    self.dayStarts = dayStarts
    self.sections = sections
    self.reminders = reminders
  }
}
