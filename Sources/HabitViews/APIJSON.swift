import HabitCore
import HabitScreens

/// The JSON API's values that the command line prints in parts: each part is exactly that command's
/// `--format json`.
public enum APIJSON {
  /// `GET /activities/{id}`: `habit show ID --format json` as `activity`, `habit stats ID --format json` as `stats`.
  public struct Overview: Codable, Hashable, Sendable {
    let activity: ShowView.JSON
    let stats: StatsView.JSON

    public init(_ overview: ActivityOverview) {
      activity = ShowView(overview.detail, color: false).json
      stats = StatsView(overview.statistics, color: false).json
    }
  }

  /// A write's answer: the command's sentence and the activity after it.
  public struct Recorded: Codable, Hashable, Sendable {
    let message: String
    let activity: Overview

    public init(_ outcome: DayWriteOutcome, _ overview: ActivityOverview, on day: Day, today: Day) {
      message = RecordText.sentence(outcome, on: day, today: today)
      activity = Overview(overview)
    }
  }
}

/// A member as `habit user list --format json` and the API's `GET /members` write it: `current` is the member
/// acting.
public struct MemberJSON: Codable, Hashable, Sendable {
  let id: String
  let name: String
  let current: Bool

  public init(_ user: User, current: Bool) {
    id = user.uuid
    name = user.name
    self.current = current
  }
}
