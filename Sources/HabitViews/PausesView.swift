import HabitCore
import HabitScreens

/// `habit pauses`: each pause holding the member's activities, numbered, with what it holds, its days and
/// whether it is over, going on or to come; as rows for CSV and objects for JSON.
public struct PausesView {
  public let list: PauseList

  public init(_ list: PauseList) { self.list = list }

  /// "Read", "all of alice's activities", "the whole household".
  public static func words(_ scope: Pause.Scope) -> String {
    switch scope {
    case .activity(let name, _): return name
    case .member(let name): return "all of \(name)'s activities"
    case .household: return "the whole household"
    }
  }

  /// "2026-12-01 to 2026-12-04", "2026-12-01 until resumed".
  public static func days(_ pause: Pause) -> String {
    pause.first.description + (pause.last.map { " to \($0)" } ?? " until resumed")
  }

  /// `over`, `now` or `to come`, as of `today`.
  static func state(_ pause: Pause, today: Day) -> String {
    if pause.holds(today) { return "now" }
    return pause.first > today ? "to come" : "over"
  }

  public static let csvHeader = ["id", "scope", "activity", "member", "first_day", "last_day", "state", "note"]

  public var csvRows: [[String]] {
    list.pauses.map { pause in
      let (scope, activity, member): (String, String, String) =
        switch pause.scope {
        case .activity(let name, let member): ("activity", name, member)
        case .member(let member): ("member", "", member)
        case .household: ("household", "", "")
        }
      return [
        String(pause.id), scope, activity, member, pause.first.description, pause.last?.description ?? "",
        Self.state(pause, today: list.today), pause.note ?? "",
      ]
    }
  }

  public struct Entry: Encodable {
    let id: Int64
    let scope: String
    let activity: String?
    let member: String?
    let firstDay: String
    let lastDay: String?
    let state: String
    let note: String?
  }

  public var json: [Entry] {
    zip(list.pauses, csvRows).map { pause, row in
      Entry(
        id: pause.id, scope: row[1], activity: row[2].isEmpty ? nil : row[2], member: row[3].isEmpty ? nil : row[3],
        firstDay: row[4], lastDay: pause.last?.description, state: row[6], note: pause.note)
    }
  }

  public func render(to stream: inout some TextOutputStream) {
    guard !list.pauses.isEmpty else {
      stream.write("No pauses. Pause with: habit pause NAME --from DAY --until DAY\n")
      return
    }
    var table = Table(titles: "#", "Pauses", "Days", "", "Note")
    for pause in list.pauses {
      table.append([
        Table.Cell(String(pause.id)), Table.Cell(Self.words(pause.scope)), Table.Cell(Self.days(pause)),
        Table.Cell(Self.state(pause, today: list.today)), Table.Cell(pause.note ?? ""),
      ])
    }
    stream.write(table.render(color: false, width: nil) + "\n")
  }
}
