import HabitCore
import HabitScreens

/// `habit challenge`: each challenge as a block of circles, a row of CSV, or an object of JSON.
public struct ChallengesView {
  public let challenges: [ChallengeProgress]
  public let today: Day
  public let color: Bool

  public init(_ challenges: [ChallengeProgress], today: Day, color: Bool) {
    self.challenges = challenges
    self.today = today
    self.color = color
  }

  public static let csvHeader = [
    "name", "started_on", "length", "state", "day", "days_checked", "missed_day", "ended_on",
  ]

  public var csvRows: [[String]] {
    json.map { json in
      [
        json.name, json.startedOn, String(json.length), json.state, json.day.map(String.init) ?? "",
        String(json.checkedDays.count), json.missedDay ?? "", json.endedOn ?? "",
      ]
    }
  }

  public var json: [ChallengeJSON] { challenges.map { ChallengeJSON($0, today: today) } }

  /// The challenges' blocks, a blank line between two.
  public func render(to stream: inout some TextOutputStream) {
    let blocks = challenges.map { ChallengeText.block($0, today: today, color: color).joined(separator: "\n") }
    stream.write(blocks.joined(separator: "\n\n") + "\n")
  }
}
