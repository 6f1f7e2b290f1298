import HabitCore
import HabitScreens

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
      out.notice(notice)
      if challenges.isEmpty {
        out.raw("<p>No challenge yet: start one below.</p>")
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
        let state = challenge.state(today: context.today)
        // In progress (running or broken): a programme can be started over; a completed one stays as it is.
        let inProgress =
          switch state {
          case .running, .broken: true
          case .completed, .reset, .notStarted: false
          }
        if inProgress {
          out.raw("<p>")
          if case .running(_, false) = state {
            out.form(
              action: "/challenges/check", csrf: context.csrf, fields: [("name", progress.activityName)],
              button: "Check today", buttonClass: "primary")
          }
          out.form(
            action: "/challenges/reset", csrf: context.csrf, fields: [("name", progress.activityName)],
            button: "Start over", label: "Start \(progress.activityName) over from day 1 today")
          out.raw("</p>")
        }
        out.raw("</div>")
      }
      startForm(&out, context)
    }
  }

  /// A new programme: the activity's name (a new one is created once a day) and its length.
  private func startForm<S>(_ out: inout HTMLOutput<S>, _ context: PageContext) {
    out.raw("<div class=\"card\"><h2>Start a challenge</h2><form method=\"post\" action=\"/challenges/start\">")
    out.hidden("csrf", context.csrf)
    out.raw(
      "<label for=\"c-name\">Activity (a new one is added, once a day)</label>"
        + "<input id=\"c-name\" name=\"name\" maxlength=\"100\" required style=\"width:100%\">"
        + "<label for=\"c-days\">Days in a row</label><input id=\"c-days\" name=\"days\" type=\"number\" "
        + "min=\"\(Challenge.allowedLengths.lowerBound)\" max=\"\(Challenge.allowedLengths.upperBound)\" "
        + "value=\"\(Challenge.defaultLength)\" style=\"width:100%\">"
        + "<p><button type=\"submit\" class=\"primary\">Start</button></p></form></div>")
  }

  private func describe(_ state: ChallengeState, _ challenge: Challenge) -> String {
    switch state {
    case .running(let day, let checked):
      return "Day \(day) of \(challenge.length)" + (checked ? ", checked today" : ", not checked yet today")
    case .broken(let missed): return "Broken: \(missed) was missed. Start over from day 1 today."
    case .completed(let day): return "Completed on \(day)"
    case .reset(let day): return "Reset on \(day)"
    case .notStarted: return "Starts on \(challenge.startedOn)"
    }
  }
}
