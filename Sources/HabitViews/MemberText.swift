import HabitCore
import HabitScreens

/// What `habit user add` says: the member added, and what to type next.
public enum MemberText {
  /// "Added user alice."
  public static func added(_ added: AddedMember) -> String { "Added user \(added.user.name)." }

  /// The next step: the first member's first activity, or how to act as a later member.
  public static func next(after added: AddedMember) -> String {
    added.isFirst
      ? "Next: habit add \"Read\" --goal 1/day"
      : "Act as \(added.user.name) with: habit user switch \(added.user.name.shellWord)"
  }

  /// The warning when the first member could not be remembered as the one chosen.
  public static func notRemembered(_ user: User, because reason: String) -> String {
    "Warning: \(reason); \(user.name) is still chosen while the only user."
  }

  /// "Remove bob with 2 activities, 12 completions and 1 skipped or failed day?"
  public static func removalQuestion(_ removal: MemberRemoval) -> String {
    let summary = removal.summary
    return "Remove \(removal.user.name) with \(summary.activities) activit\(summary.activities == 1 ? "y" : "ies"), "
      + "\(Wording.count(summary.completions, "completion")) and \(Wording.count(summary.marks, "skipped or failed day"))?"
  }

  /// "Removed bob."
  public static func removed(_ removal: MemberRemoval) -> String { "Removed \(removal.user.name)." }
}
