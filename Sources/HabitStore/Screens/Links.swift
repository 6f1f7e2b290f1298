import HabitCore

/// What a link does: record one activity's completion from its page, or serve the member's days as a calendar.
public enum LinkKind: String, Sendable, CaseIterable {
  case checkIn = "check-in"
  case calendar
}

/// A link as `habit link list` shows it: whose it is, what it does, and its secret (the URL's last part).
public struct LinkSummary: Hashable, Sendable {
  public let kind: LinkKind
  /// 32 lowercase hex digits: 128 random bits.
  public let secret: String
  public let member: String
  /// The check-in's activity; nil for a calendar.
  public let activity: String?
  /// The check-in activity's icon; empty for a calendar.
  public let icon: String
  /// UTC, ISO 8601.
  public let createdAt: String

  public init(
    kind: LinkKind, secret: String, member: String, activity: String?, icon: String = "", createdAt: String
  ) {
    self.kind = kind
    self.secret = secret
    self.member = member
    self.activity = activity
    self.icon = icon
    self.createdAt = createdAt
  }

  /// The link's path on the server: `/c/SECRET` for a check-in, `/calendar/SECRET.ics` for a calendar.
  public var path: String { kind == .checkIn ? "/c/\(secret)" : "/calendar/\(secret).ics" }
}

/// A link asked for: the one made, or the one the member already had for the same thing (made earlier).
public struct LinkMade: Hashable, Sendable {
  public let link: LinkSummary
  public let isNew: Bool
}

/// A check-in link's page: the activity, whose link it is, and how today stands.
public struct CheckInScreen: Hashable, Sendable {
  public let link: LinkSummary
  public let activityName: String
  public let icon: String
  /// A household activity: a completion is credited to the link's member.
  public let shared: Bool
  /// The link's member's today.
  public let today: Day
  /// Today as the evaluation judges it.
  public let judged: JudgedDay
  /// Whether a completion needs an amount typed (an amount goal without a required amount).
  public let needsAmount: Bool
  public let unit: String?
}

/// What pressing a check-in link's button did: the completion recorded, and the page as it is now.
public struct CheckInOutcome: Equatable, Sendable {
  public let recorded: RecordOutcome
  public let screen: CheckInScreen
}

/// A member's days as a calendar feed: what they did on each day of the window, and the days still to come this
/// week that a weekday goal is due on.
public struct CalendarFeed: Hashable, Sendable {
  /// How many days, today included, the feed looks back.
  public static let daysShown = 365

  public let member: String
  public let memberUUID: String
  public let today: Day
  /// The days with something done, oldest first.
  public let days: [FeedDay]
  /// The days from today to the end of the week on which a weekday goal is due and not yet met, by day.
  public let due: [FeedDue]
}

/// One day of a calendar feed: each activity done that day.
public struct FeedDay: Hashable, Sendable {
  public let day: Day
  public let entries: [FeedEntry]
}

/// One activity on one day of a calendar feed.
public struct FeedEntry: Hashable, Sendable {
  public let activity: String
  public let icon: String
  /// Completions that day.
  public let count: Int
  /// Their amounts added up; nil when none was measured.
  public let amount: Double?
  public let unit: String?
  public let notes: [String]
}

/// A day to come this week on which a weekday goal is due.
public struct FeedDue: Hashable, Sendable {
  public let day: Day
  public let activity: String
  public let activityUUID: String
  public let icon: String
}

/// Why a link use case did nothing.
public enum LinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No link has this secret: it was removed, or the URL was mistyped.
  case unknownSecret
  /// The member has no such link (to show or to remove).
  case noLink(kind: LinkKind, member: String, activity: String?)

  public var description: String {
    switch self {
    case .unknownSecret: "there is no link with that address: it was removed, or mistyped"
    case .noLink(.checkIn, let member, let activity): "\(member) has no check-in link for \(activity ?? "it")"
    case .noLink(.calendar, let member, _): "\(member) has no calendar link"
    }
  }

  /// What to do next.
  public var hint: String {
    switch self {
    case .unknownSecret: "See the links there are with: habit link list"
    case .noLink(.checkIn, _, let activity): "Make one with: habit link add \((activity ?? "NAME").shellWord)"
    case .noLink(.calendar, _, _): "Make one with: habit link calendar"
    }
  }
}
