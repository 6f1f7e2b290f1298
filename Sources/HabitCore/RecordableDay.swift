/// A day after today, given for a record: the command line's `--date` and the forms' and the API's `day` are
/// refused with it. Its description is the refusal's first words; each front end adds what to do.
public struct DayAfterToday: Error, Equatable, Sendable, CustomStringConvertible {
  public let day: Day
  public let today: Day

  public init(day: Day, today: Day) {
    self.day = day
    self.today = today
  }

  public var description: String { "\(day) is after today (\(today))" }
}

extension Day {
  /// The day, when a record may be made on it as of `today`: today or before, or any day when `allowingFuture`
  /// (a pause to come, a goal that starts on a coming day). The one rule for every day a person gives; how the
  /// day is written (the command line also takes `yesterday` and `-N`) is each front end's.
  public func recordable(asOf today: Day, allowingFuture: Bool = false) throws(DayAfterToday) -> Day {
    guard self <= today || allowingFuture else { throw DayAfterToday(day: self, today: today) }
    return self
  }
}
