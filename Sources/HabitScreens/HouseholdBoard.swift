import HabitCore

/// `habit board`: the household side by side. Activities several members have under one name (ignoring case),
/// with each member's standing, and each member's overall standing.
public struct HouseholdBoard: Sendable {
  public struct Shared: Sendable {
    public let name: String
    /// The section most of its entries are in (of those alike, the first in the household's order).
    public let section: String?
    /// The members' entries, the longest current streak first.
    public let entries: [BoardEntry]
  }

  public struct Member: Sendable {
    public let user: User
    public let entries: [BoardEntry]
    /// How many of the member's activities are on track this period.
    public var onTrack: Int { entries.reduce(0) { $0 + ($1.isOnTrack ? 1 : 0) } }
    public var longestCurrent: BoardEntry? { longest(\.currentStreak) }
    public var longestBest: BoardEntry? { longest(\.bestStreak) }

    /// The first entry whose `streak` spans the most days; nil when none has one. Found by place, without
    /// copying the entries that have one (a board entry is large, and a household with history has a streak in
    /// most of them).
    private func longest(_ streak: (BoardEntry) -> Streak?) -> BoardEntry? {
      var found: Int?
      var longest = 0
      for index in entries.indices {
        let days = span(streak(entries[index]))
        if days > longest { (found, longest) = (index, days) }
      }
      return found.map { entries[$0] }
    }
  }

  /// One of the household's shared activities, judged once, with who did how much.
  public struct Chore: Sendable {
    public let entry: BoardEntry
    public let credits: Credits
  }

  public let today: Day
  /// The household's shared activities, in their order.
  public let chores: [Chore]
  /// Activities several members have under one name (ignoring case).
  public let shared: [Shared]
  /// The shared activities by section, in the household's order of sections, by name within each.
  public let sections: [SectionGroup<Shared>]
  public let members: [Member]
  /// Whether no member has an active activity, and the household none either.
  public var isEmpty: Bool { members.isEmpty && chores.isEmpty }

  public init(_ all: [BoardEntry], credits: [Int64: Credits], today: Day, sections: SectionOrder) {
    self.today = today
    chores = all.filter(\.activity.shared).sorted { $0.activity.position < $1.activity.position }.compactMap { entry in
      credits[entry.activity.id].map { Chore(entry: entry, credits: $0) }
    }
    let entries = all.filter { !$0.activity.shared }
    let byName = Dictionary(grouping: entries) { $0.activity.name.lowercased() }
    shared = byName.values
      .filter { Set($0.map(\.user.id)).count > 1 }
      .map { group in
        Shared(
          name: group.map(\.activity.name).min()!, section: Self.section(of: group, in: sections),
          entries: Self.ranked(group))
      }
      .sorted { $0.name.lowercased() < $1.name.lowercased() }
    self.sections = sections.groups(shared) { $0.section }
    var seen: [User] = []
    for entry in entries where !seen.contains(entry.user) { seen.append(entry.user) }
    members = seen.map { user in Member(user: user, entries: entries.filter { $0.user == user }) }
  }
}

extension HouseholdBoard {
  /// The section most of the entries are in; of sections alike, the first in `order`.
  static func section(of entries: [BoardEntry], in order: SectionOrder) -> String? {
    let counts = Dictionary(grouping: entries.map(\.activity.section)) { $0?.lowercased() }
    return counts.values.min { first, second in
      first.count != second.count ? first.count > second.count : order.precedes(first[0], second[0])
    }?[0]
  }

  /// The entries, the longest current streak first, then the longest best streak, then by member name
  /// (ignoring case), entries alike kept in their order. Each entry's key is made once and the places are sorted,
  /// not the entries: comparing made two lowercased names each time, and sorting moved whole entries.
  static func ranked(_ entries: [BoardEntry]) -> [BoardEntry] {
    let keys = entries.map { (-span($0.currentStreak), -span($0.bestStreak), $0.user.name.lowercased()) }
    return entries.indices.sorted {
      (keys[$0].0, keys[$0].1, keys[$0].2, $0) < (keys[$1].0, keys[$1].1, keys[$1].2, $1)
    }
    .map { entries[$0] }
  }
}

extension BoardEntry {
  /// On track: this period's goal is already met, an at-most goal is within its limit so far, or today is a rest
  /// day or paused.
  public var isOnTrack: Bool { [.done, .withinLimit, .rest, .paused].contains(standing.state) }
}

/// How many days a streak spans, so that streaks counted in days, weeks and months compare; 0 for none.
public func span(_ streak: Streak?) -> Int {
  guard let streak else { return 0 }
  return streak.start.distance(to: streak.end) + 1
}
