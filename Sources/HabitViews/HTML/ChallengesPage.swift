import HabitCore
import HabitStore

/// The member's 21-day programmes: a circle per day, checked, missed or to do (seed 004).
public struct ChallengesPage: Sendable {
  public let challenges: [ChallengeProgress]
  public let notice: String?

  public init(challenges: [ChallengeProgress], notice: String? = nil) {
    self.challenges = challenges
    self.notice = notice
  }

  public func render(_ context: PageContext, to stream: inout some TextOutputStream) {
    PageLayout.write(title: "Challenges", context: context, to: &stream) { out in
      out.raw("<h1>Challenges</h1>")
      if let notice {
        out.raw("<p class=\"notice\" role=\"status\">")
        out.text(notice)
        out.raw("</p>")
      }
      if challenges.isEmpty {
        out.raw("<p>No challenge yet. Start one: <code>habit challenge start NAME</code></p>")
      }
      for progress in challenges {
        let challenge = progress.challenge
        out.raw("<div class=\"card\"><h2>")
        out.text((progress.icon.isEmpty ? "" : progress.icon + " ") + progress.activityName)
        out.raw("</h2><p class=\"dim\">")
        out.text(describe(challenge.state(today: context.today), challenge))
        out.raw("</p><div class=\"circles\">")
        for (index, cell) in challenge.cells(today: context.today).enumerated() {
          let (kind, mark) =
            switch cell {
            case .done: ("c-done", "✔")
            case .missed: ("c-missed", "✗")
            case .toDo: ("c-todo", "\(index + 1)")
            }
          out.raw("<span class=\"circle \(kind)\" title=\"day \(index + 1)\">\(mark)</span>")
        }
        out.raw("</div>")
        if case .running(_, false) = challenge.state(today: context.today) {
          out.raw("<p>")
          out.form(
            action: "/challenges/check", csrf: context.csrf, fields: [("name", progress.activityName)],
            button: "Check today", buttonClass: "primary")
          out.raw("</p>")
        }
        out.raw("</div>")
      }
    }
  }

  private func describe(_ state: ChallengeState, _ challenge: Challenge) -> String {
    switch state {
    case .running(let day, let checked):
      return "Day \(day) of \(challenge.length)" + (checked ? ", checked today" : ", not checked yet today")
    case .broken(let missed): return "Broken: \(missed) was missed. Start over with habit challenge reset."
    case .completed(let day): return "Completed on \(day)"
    case .reset(let day): return "Reset on \(day)"
    case .notStarted: return "Starts on \(challenge.startedOn)"
    }
  }
}
