import HabitCore
import HabitScreens

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
