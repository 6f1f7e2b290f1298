import HabitCore

/// `habit board`: the household side by side. Activities several members have under one name (ignoring case),
/// with each member's standing, and each member's overall standing.
public struct HouseholdBoard: Sendable {
  public struct Shared: Sendable {
    public let name: String
    /// The members' entries, the longest current streak first.
    public let entries: [BoardEntry]
  }

  public struct Member: Sendable {
    public let user: User
    public let entries: [BoardEntry]
    /// How many of the member's activities are on track this period.
    public var onTrack: Int { entries.filter(\.isOnTrack).count }
    public var longestCurrent: BoardEntry? {
      entries.filter { $0.currentStreak != nil }.max { span($0.currentStreak) < span($1.currentStreak) }
    }
    public var longestBest: BoardEntry? {
      entries.filter { $0.bestStreak != nil }.max { span($0.bestStreak) < span($1.bestStreak) }
    }
  }

  public let today: Day
  public let shared: [Shared]
  public let members: [Member]
  /// Whether no member has an active activity.
  public var isEmpty: Bool { members.isEmpty }

  init(_ entries: [BoardEntry], today: Day) {
    self.today = today
    let byName = Dictionary(grouping: entries) { $0.activity.name.lowercased() }
    shared = byName.values
      .filter { Set($0.map(\.user.id)).count > 1 }
      .map { group in
        Shared(
          name: group.map(\.activity.name).min()!,
          entries: group.sorted {
            (-span($0.currentStreak), -span($0.bestStreak), $0.user.name.lowercased())
              < (-span($1.currentStreak), -span($1.bestStreak), $1.user.name.lowercased())
          })
      }
      .sorted { $0.name.lowercased() < $1.name.lowercased() }
    var seen: [User] = []
    for entry in entries where !seen.contains(entry.user) { seen.append(entry.user) }
    members = seen.map { user in Member(user: user, entries: entries.filter { $0.user == user }) }
  }
}

extension BoardEntry {
  /// On track: this period's goal is already met, or an at-most goal is within its limit so far.
  public var isOnTrack: Bool { [.done, .withinLimit].contains(standing.state) }
}

/// How many days a streak spans, so that streaks counted in days, weeks and months compare; 0 for none.
public func span(_ streak: Streak?) -> Int {
  guard let streak else { return 0 }
  return streak.start.distance(to: streak.end) + 1
}
