/// One recorded completion of an activity on a day.
public struct Completion: Hashable, Sendable {
  public var day: Day
  /// The amount done, in the activity's unit; nil when none was recorded.
  public var amount: Double?

  public init(day: Day, amount: Double? = nil) {
    self.day = day
    self.amount = amount
  }
}
