import HabitCore
import HabitScreens

/// How a programme reads: a heading with the day, a row of circles, and what to do next.
public enum ChallengeText {
  public static let doneCircle = "✔"
  public static let missedCircle = "✗"
  public static let toDoCircle = "○"

  public static func name(_ progress: ChallengeProgress) -> String {
    visible((progress.icon.isEmpty ? "" : progress.icon + " ") + progress.activityName)
  }

  /// The circles, one per day, a space between days and two between weeks.
  public static func circles(_ challenge: Challenge, today: Day, color: Bool) -> String {
    var text = ""
    for (offset, cell) in challenge.cells(today: today).enumerated() {
      if offset > 0 { text += offset % 7 == 0 ? "  " : " " }
      switch cell {
      case .done: text += doneCircle.styled(.green, enabled: color)
      case .missed: text += missedCircle.styled(.red, .bold, enabled: color)
      case .toDo: text += toDoCircle.styled(.dim, enabled: color)
      }
    }
    return text
  }

  /// The heading, the circles and a line saying where it stands.
  public static func block(_ progress: ChallengeProgress, today: Day, color: Bool) -> [String] {
    let challenge = progress.challenge
    let length = challenge.length
    let checked = challenge.checks.count
    let heading: String
    let status: String
    switch challenge.state(today: today) {
    case .running(let day, let checkedToday):
      heading = "day \(day) of \(length)"
      status =
        checkedToday
        ? "\(checked) checked, \(length - checked) to go. Today is checked: see you tomorrow."
        : "\(checked) checked, \(length - checked) to go. Today is not checked yet: "
          + "habit challenge check \(visible(progress.activityName.shellWord))"
    case .broken(let missed):
      heading = "broken on day \(challenge.dayNumber(of: missed)) of \(length)"
      status =
        "Day \(challenge.dayNumber(of: missed)) (\(missed)) was not checked. Start again from day 1 with: "
        + "habit challenge reset \(visible(progress.activityName.shellWord))"
    case .completed(let day):
      heading = "completed on \(day)"
      status = "All \(length) days, from \(challenge.startedOn) to \(day)."
    case .reset(let day):
      heading = "reset on \(day)"
      status = "\(checked) of \(length) days were checked."
    case .notStarted:
      heading = "starts on \(challenge.startedOn)"
      status = "Nothing to check before then."
    }
    return [
      name(progress).styled(.bold, enabled: color) + " · " + heading,
      circles(challenge, today: today, color: color),
      status,
    ]
  }

  /// What starting a challenge did, a line each: the activity created, the broken challenge replaced, the
  /// days it runs, and day 1 already checked.
  public static func started(_ start: ChallengeStart, for user: User, today: Day) -> [String] {
    let progress = start.progress
    var lines: [String] = []
    if start.createdActivity { lines.append("Added \(progress.activityName) for \(user.name): once a day.") }
    if let replaced = start.replaced, case .broken(let missed) = replaced.challenge.state(today: today) {
      lines.append("The broken challenge (day \(replaced.challenge.dayNumber(of: missed)) was missed) is replaced.")
    }
    lines.append(
      "Started \(progress.activityName): \(progress.challenge.length) days in a row, from today (\(today)) to "
        + "\(progress.challenge.lastDay). Check each day with: habit challenge check \(progress.activityName.shellWord)"
    )
    if start.checkedToday { lines.append("Day 1 is checked: \(progress.activityName) was already done today.") }
    return lines
  }

  /// "Read starts over: day 1 of 21 is today (2026-11-20). The last run had 4 days checked."
  public static func reset(_ reset: ChallengeReset, today: Day) -> String {
    let checked = reset.previous.challenge.checks.count
    return "\(reset.progress.activityName) starts over: day 1 of \(reset.progress.challenge.length) is today "
      + "(\(today)). The last run had \(checked) day\(checked == 1 ? "" : "s") checked."
  }

  /// What checking today did, in one sentence.
  public static func checked(_ progress: ChallengeProgress, _ check: ChallengeCheck) -> String {
    let length = progress.challenge.length
    switch check {
    case .checked(let day):
      return "\(doneCircle) \(visible(progress.activityName)): day \(day) of \(length) checked, \(length - day) to go."
    case .completed:
      return
        "🎉 \(visible(progress.activityName)): day \(length) of \(length) checked. You did all \(length) days in a row: "
        + "challenge completed. Congratulations!"
    }
  }
}

/// A programme as JSON.
public struct ChallengeJSON: Encodable, Sendable {
  public let name: String
  public let icon: String
  public let startedOn: String
  public let length: Int
  public let state: String
  public let day: Int?
  public let checkedDays: [String]
  public let missedDay: String?
  public let endedOn: String?

  public init(_ progress: ChallengeProgress, today: Day) {
    let challenge = progress.challenge
    name = progress.activityName
    icon = progress.icon
    startedOn = challenge.startedOn.description
    length = challenge.length
    checkedDays = challenge.checks.sorted().map(\.description)
    var (state, day, missed, ended): (String, Int?, Day?, Day?) = ("running", nil, nil, nil)
    switch challenge.state(today: today) {
    case .running(let number, _): day = number
    case .broken(let day): (state, missed) = ("broken", day)
    case .completed(let day): (state, ended) = ("completed", day)
    case .reset(let day): (state, ended) = ("reset", day)
    case .notStarted: state = "not_started"
    }
    self.state = state
    self.day = day
    missedDay = missed?.description
    endedOn = ended?.description
  }
}
