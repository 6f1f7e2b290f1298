import HabitCore

/// Who did how much of a shared activity: each member's completions over the last 7 and 30 days (today
/// included) and all time.
public struct Credits: Hashable, Sendable {
  public struct Share: Hashable, Sendable {
    /// nil: a member since removed.
    public let member: String?
    public let week: Int
    public let month: Int
    /// nil when only the last 30 days were counted.
    public let allTime: Int?

    public init(member: String?, week: Int, month: Int, allTime: Int?) {
      self.member = member
      self.week = week
      self.month = month
      self.allTime = allTime
    }
  }

  /// The members credited, the most first (then by name); the rotation's members never credited too.
  public let shares: [Share]
  /// The member whose turn it is: of the rotation, the one whose latest credit is the oldest; nil without one.
  public let turn: String?

  public init(shares: [Share], turn: String?) {
    self.shares = shares
    self.turn = turn
  }

  public var week: Int { shares.reduce(0) { $0 + $1.week } }
  public var month: Int { shares.reduce(0) { $0 + $1.month } }
  public var allTime: Int { shares.reduce(0) { $0 + ($1.allTime ?? 0) } }

  /// `part` of `whole` in whole percent, rounded; 0 of nothing is 0.
  public static func percent(_ part: Int, of whole: Int) -> Int {
    whole == 0 ? 0 : Int((Double(part) * 100 / Double(whole)).rounded())
  }
}
