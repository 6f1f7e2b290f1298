import HabitCore
import HabitScreens

/// The household side by side, from the same `HouseholdBoard` as `habit board`: activities several members
/// share, then each member's activities with this period, current and best streak (seed 002's friends' streaks).
public struct BoardPage: Sendable {
  public let board: HouseholdBoard

  public init(_ board: HouseholdBoard) { self.board = board }

  public func render(_ context: PageContext, to stream: inout some TextOutputStream) {
    PageLayout.write(title: "Household", context: context, to: &stream) { out in
      out.raw("<h1>Household</h1>")
      if board.isEmpty { out.raw("<p>Nobody has an activity yet.</p>") }
      if !board.chores.isEmpty {
        out.raw("<div class=\"card\" id=\"shared\"><h2>Shared</h2>")
        for chore in board.chores {
          write(chore.entry, title: chore.entry.activity.name, &out)
          out.raw("<p class=\"dim shares\" data-shares=\"\(chore.entry.activity.uuid)\">")
          out.text(Self.shares(chore.credits))
          out.raw("</p>")
        }
        out.raw("</div>")
      }
      for shared in board.shared {
        out.raw("<div class=\"card\"><h2>Together: ")
        out.text(shared.name)
        out.raw("</h2>")
        for entry in shared.entries { write(entry, title: entry.user.name, &out) }
        out.raw("</div>")
      }
      for member in board.members {
        out.raw("<div class=\"card\"><h2>")
        out.text(member.user.name)
        out.raw(" <span class=\"dim\">\(member.onTrack) of \(member.entries.count) on track</span></h2>")
        for entry in member.entries { write(entry, title: entry.activity.name, &out) }
        out.raw("</div>")
      }
    }
  }

  /// "Last 30 days: bob 60%, mia 40% · all time: ... · alice's turn".
  static func shares(_ credits: Credits) -> String {
    func part(_ label: String, _ count: (Credits.Share) -> Int, _ whole: Int) -> String {
      guard label != "all time" || credits.shares.allSatisfy({ $0.allTime != nil }) else { return "" }
      let done = credits.shares.filter { count($0) > 0 }
      guard !done.isEmpty else { return label + ": no one" }
      return label + ": "
        + done.map { "\($0.member ?? "a former member") \(count($0)) (\(Credits.percent(count($0), of: whole))%)" }
        .joined(separator: ", ")
    }
    let turn = credits.turn.map { " · \(Wording.possessive($0)) turn" } ?? ""
    let allTime = part("all time", { $0.allTime ?? 0 }, credits.allTime)
    return part("7 days", \.week, credits.week) + " · " + part("30 days", \.month, credits.month)
      + (allTime.isEmpty ? "" : " · " + allTime) + turn
  }

  private func write<S>(_ entry: BoardEntry, title: String, _ out: inout HTMLOutput<S>) {
    out.raw("<div class=\"row\" data-member-activity=\"\(entry.activity.uuid)\"><span class=\"icon\">")
    out.text(entry.activity.icon.isEmpty ? "•" : entry.activity.icon)
    out.raw("</span><span class=\"grow\"><b>")
    out.text(title)
    out.raw("</b><br><span class=\"dim\">")
    out.text(Wording.progress(entry.currentPeriod))
    // The current streak over the best, both at the right edge: side by side, a phone wrapped the best under the icon.
    out.raw("</span></span><span class=\"streaks\">")
    out.streak(entry.currentStreak)
    out.raw("<span class=\"dim\">")
    out.text(entry.bestStreak.map { "best " + Wording.streak($0) } ?? "no best yet")
    out.raw("</span></span></div>")
  }
}
