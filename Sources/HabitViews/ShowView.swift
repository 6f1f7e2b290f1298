import HabitCore
import HabitScreens

/// The activity screen: name, description, properties, goal history, then the last days with their status.
public struct ShowView {
  public let detail: ActivityDetail
  public let color: Bool

  public init(_ detail: ActivityDetail, color: Bool) {
    self.detail = detail
    self.color = color
  }

  public func render(to stream: inout some TextOutputStream) {
    let activity = detail.activity
    let (red, green, blue) = activity.color.rgb
    stream.write(
      (activity.icon.isEmpty ? "" : visible(activity.icon) + " ")
        + visible(activity.name).styled(.rgb(red, green, blue), .bold, enabled: color) + "\n")
    if !activity.description.isEmpty { stream.write(visible(activity.description) + "\n") }
    stream.write("\n")
    var properties: [(String, String)] = [("Goal", detail.goal.description)]
    if activity.goals.count > 1 {
      // Each change with the amount a day needed under it, so a raised amount reads where it began.
      properties += activity.goals.map { change in
        var text = change.goal.description
        if let required = change.requiredAmount {
          text += ", at least \(formatAmount(required))\(change.unit.map { " " + $0 } ?? "") each time"
        } else if let unit = change.unit, change.goal.measure != .amount {
          text += ", in \(unit)"
        }
        return ("  from \(change.effectiveFrom)", text + (change.effectiveFrom > detail.today ? " (coming)" : ""))
      }
    }
    if let quantity = activity.requiredQuantity {
      properties.append(("Each time", "at least \(quantity)"))
    } else if let unit = activity.unit {
      properties.append(("Measured in", unit))
    }
    properties += [
      ("Colour", activity.color.hex), ("Created", activity.createdOn.description),
      ("Last done", Wording.relativeDay(detail.lastPerformed, today: detail.today)), ("Id", activity.uuid),
    ]
    if let section = activity.section { properties.append(("Section", section)) }
    if activity.archived { properties.append(("Archived", "yes")) }
    if activity.isPrivate { properties.append(("Private", "yes: out of other members' views")) }
    if let credits = detail.credits {
      properties.append(("Shared", "the household's: any member does it"))
      if !detail.rotation.isEmpty {
        let now = credits.turn.map { " (now \($0))" } ?? ""
        properties.append(("Turns", detail.rotation.joined(separator: ", ") + now))
      }
      properties += Self.shares(credits)
    }
    let width = properties.map { displayWidth($0.0) }.max() ?? 0
    for (name, value) in properties {
      stream.write(name.padded(to: width).styled(.dim, enabled: color) + "  " + visible(value) + "\n")
    }
    stream.write("\n" + (detail.days == 1 ? "Today" : "Last \(detail.days) days").styled(.bold, enabled: color) + "\n")
    if detail.recent.isEmpty { stream.write("nothing recorded\n") }
    for entry in detail.recent { stream.write(line(entry) + "\n") }
  }

  /// `2026-11-20  ◐ 8 pages (tired): 8 of 20 pages`, `2026-11-19  skipped (ill)`, `2026-11-18  ✓, ✓ (hot day)`:
  /// each completion with the day's status symbol, then for a partial or over-the-limit day by how much.
  func line(_ entry: ActivityDetail.DayEntry) -> String {
    let judged = entry.judged
    let head = "\(entry.day)  "
    let markNote = judged.markNote.map { " (\(visible($0)))" } ?? ""
    let symbol = DayCells.symbol(judged.status).styled(DayCells.style(judged.status), enabled: color)
    let unit = judged.unit.map { " " + visible($0) } ?? ""
    let done = entry.completions.map { completion in
      var part = symbol
      if let amount = completion.amount { part += " " + formatAmount(amount) + unit }
      if let note = completion.note { part += " (\(visible(note)))" }
      if detail.activity.shared { part += " by " + (completion.doneBy?.name ?? "a former member") }
      return part
    }.joined(separator: ", ")
    switch judged.status {
    case .skipped: return head + "skipped" + markNote
    case .failed: return head + "failed" + markNote
    case .partial:
      guard let required = judged.requiredAmount else { return head + done }
      return head + done + ": \(formatAmount(Wording.rounded(judged.amount))) of \(formatAmount(required))\(unit)"
    case .overLimit:
      guard let total = judged.totalSoFar, let goal = judged.goal else { return head + done }
      return head + done + ": \(formatAmount(Wording.rounded(total))), over the limit of \(formatAmount(goal.target))"
    case .rest: return head + "rest day"
    case .paused: return head + "paused"
    case .done, .empty, .future, .beforeStart, .notLoaded: return head + done
    }
  }

  /// "Share" lines: each member's share over the last 7 and 30 days and all time.
  static func shares(_ credits: Credits) -> [(String, String)] {
    guard credits.allTime > 0 else { return [("Share", "no one has done it yet")] }
    return [
      ("Share, 7 days", credits.week), ("Share, 30 days", credits.month), ("Share, all time", credits.allTime),
    ].map { label, whole in
      let parts = credits.shares.map { share in
        let count =
          label.hasSuffix("7 days") ? share.week : label.hasSuffix("30 days") ? share.month : share.allTime ?? 0
        return Wording.share(share.member, count, of: whole)
      }
      return (label, whole == 0 ? "no one" : parts.joined(separator: ", "))
    }
  }

  public static let csvHeader = ["day", "status", "amount", "note"]

  public var csvRows: [[String]] {
    jsonEntries.map { [$0.day, $0.status, $0.amount.map(formatAmount) ?? "", $0.note ?? ""] }
  }

  var jsonEntries: [JSON.Entry] {
    detail.recent.flatMap { entry -> [JSON.Entry] in
      if entry.completions.isEmpty {
        return [
          .init(
            day: entry.day.description, status: entry.status.rawValue, amount: nil, unit: nil,
            note: entry.judged.markNote, doneBy: nil)
        ]
      }
      return entry.completions.map {
        .init(
          day: entry.day.description, status: entry.status.rawValue, amount: $0.amount,
          unit: $0.amount == nil ? nil : entry.judged.unit, note: $0.note,
          doneBy: detail.activity.shared ? $0.doneBy?.name ?? "" : nil)
      }
    }
  }

  public var json: JSON {
    let activity = detail.activity
    return JSON(
      id: activity.uuid, user: detail.user.name, name: activity.name, description: activity.description,
      icon: activity.icon, color: activity.color.hex, unit: activity.unit, requiredAmount: activity.requiredAmount,
      goal: detail.goal.description, goalSpec: detail.goal.spec,
      goalHistory: activity.goals.map {
        .init(from: $0.effectiveFrom.description, goal: $0.goal.spec, requiredAmount: $0.requiredAmount, unit: $0.unit)
      },
      createdOn: activity.createdOn.description, archived: activity.archived,
      lastPerformed: detail.lastPerformed?.description, recent: jsonEntries,
      shared: activity.shared ? true : nil, private: activity.isPrivate ? true : nil,
      rotation: detail.rotation.isEmpty ? nil : detail.rotation, turn: detail.credits?.turn,
      credits: detail.credits.map { $0.shares.map(CreditJSON.init) })
  }

  public struct JSON: Codable, Hashable, Sendable {
    public struct GoalEntry: Codable, Hashable, Sendable {
      let from: String
      let goal: String
      /// The amount a day needed under this goal; absent when any completion counted.
      let requiredAmount: Double?
      /// The unit amounts were in under this goal; absent when none.
      let unit: String?
    }
    public struct Entry: Codable, Hashable, Sendable {
      let day: String
      let status: String
      let amount: Double?
      /// The unit of the amount: the one in force that day.
      let unit: String?
      let note: String?
      /// For a shared activity, the member credited ("" for a member since removed).
      let doneBy: String?
    }
    let id: String
    let user: String
    let name: String
    let description: String
    let icon: String
    let color: String
    let unit: String?
    let requiredAmount: Double?
    let goal: String
    let goalSpec: String
    let goalHistory: [GoalEntry]
    let createdOn: String
    let archived: Bool
    let lastPerformed: String?
    let recent: [Entry]
    let shared: Bool?
    let `private`: Bool?
    let rotation: [String]?
    let turn: String?
    let credits: [CreditJSON]?
  }
}

/// A member's share of a shared activity in JSON: completions over the last 7 and 30 days and all time.
public struct CreditJSON: Codable, Hashable, Sendable {
  /// nil: a member since removed.
  let member: String?
  let week: Int
  let month: Int
  /// Absent where only the last 30 days were counted (the board).
  let allTime: Int?

  init(_ share: Credits.Share) {
    (member, week, month, allTime) = (share.member, share.week, share.month, share.allTime)
  }
}
