/// One recorded completion of an activity on a day.
public struct Completion: Hashable, Sendable {
  public var day: Day
  /// The amount done, in the activity's unit; nil when none was recorded.
  public var amount: Double?
  /// What the person wrote about it; nil when nothing. Never judged, only shown.
  public var note: String?

  public init(day: Day, amount: Double? = nil, note: String? = nil) {
    self.day = day
    self.amount = amount
    self.note = note
  }
}
