import HabitCore
import HabitScreens

/// Why a programme cannot be started, checked or reset as asked. Nothing is written when one is raised.
public enum ChallengeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The user has no programme in progress.
  case noneCurrent(user: String)
  /// No programme in progress has this name; `current` are the ones that do.
  case notCurrent(name: String, current: [String])
  /// Several programmes are in progress and no name was given.
  case whichOne([String])
  case alreadyInProgress(name: String, day: Int, length: Int)
  case archived(name: String)
  case invalidLength(Int)
  /// Today cannot be checked; the programme as it stands explains why.
  case refused(ChallengeProgress, ChallengeRefusal)

  public var description: String {
    switch self {
    case .noneCurrent(let user): return "\(user) has no challenge in progress"
    case .notCurrent(let name, _): return "no challenge '\(name)' is in progress"
    case .whichOne(let names): return "several challenges are in progress: \(names.joined(separator: ", "))"
    case .alreadyInProgress(let name, let day, let length):
      return "\(name) is already in progress: day \(day) of \(length)"
    case .archived(let name): return "\(name) is archived"
    case .invalidLength(let days):
      let lengths = Challenge.allowedLengths
      return "a challenge lasts \(lengths.lowerBound) to \(lengths.upperBound) days, not \(days)"
    case .refused(let progress, let refusal):
      let name = progress.activityName
      switch refusal {
      case .alreadyChecked(let day):
        return "\(name) is already checked today (day \(day) of \(progress.challenge.length))"
      case .broken(let missed):
        return "\(name) is broken: day \(progress.challenge.dayNumber(of: missed)) (\(missed)) was not checked"
      case .ended(.completed(let day)): return "\(name) was completed on \(day)"
      case .ended(.reset(let day)): return "\(name) was reset on \(day)"
      case .notStarted(let day): return "\(name) starts on \(day)"
      }
    }
  }

  public var hint: String? {
    switch self {
    case .noneCurrent: return "Start one with: habit challenge start NAME"
    case .notCurrent(let name, let current):
      return current.isEmpty
        ? "Start it with: habit challenge start \(name.shellWord)"
        : "In progress: \(current.joined(separator: ", ")). Start this one with: habit challenge start \(name.shellWord)"
    case .whichOne(let names): return "Name one, e.g.: habit challenge check \(names.first?.shellWord ?? "NAME")"
    case .alreadyInProgress: return "Check today with: habit challenge check, or start over with: habit challenge reset"
    case .archived(let name): return "Bring it back first with: habit unarchive \(name.shellWord)"
    case .refused(_, .alreadyChecked(let day)): return "One check a day: come back tomorrow for day \(day + 1)."
    case .refused(let progress, .broken):
      return
        "Nothing more can be checked. Start again from day 1 with: habit challenge reset \(progress.activityName.shellWord)"
    case .refused(let progress, .ended):
      return "Start a new one with: habit challenge start \(progress.activityName.shellWord)"
    default: return nil
    }
  }
}
