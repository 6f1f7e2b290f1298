import HabitCore
import HabitScreens

/// What `habit pause`, `resume` and `unpause` say, and the web's notices after the same use cases: one sentence
/// for both front ends.
public enum PauseText {
  /// "Paused Read: 2026-12-01 to 2026-12-04.", then a line per challenge the pause does not stop.
  public static func paused(_ outcome: PauseOutcome) -> [String] {
    ["Paused \(PausesView.words(outcome.pause.scope)): \(PausesView.days(outcome.pause))."]
      + outcome.challengesGoingOn.map {
        "The challenge on \($0) goes on: a challenge is so many days in a row, which no pause stops."
      }
  }

  /// "Resumed Read today (paused since 2026-11-20)." for each pause ended.
  public static func resumed(_ ended: [Pause]) -> [String] {
    ended.map { "Resumed \(PausesView.words($0.scope)) today (paused since \($0.first))." }
  }

  /// "Removed the pause of Read: 2026-12-01 to 2026-12-04."
  public static func removed(_ pause: Pause) -> String {
    "Removed the pause of \(PausesView.words(pause.scope)): \(PausesView.days(pause))."
  }
}
