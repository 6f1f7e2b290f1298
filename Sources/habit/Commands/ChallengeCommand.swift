import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

/// `habit challenge ...`: strict programmes, an activity every day for 21 days (or another length) in a row.
struct ChallengeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "challenge",
    abstract: "Do an activity every day for 21 days in a row, checking each day on the day.",
    discussion: """
      A challenge is about one of your activities: starting one reuses the activity of that name or creates it \
      (once a day), and each check is that day's completion, so `habit done NAME` today checks it too. Day 1 is \
      the day it starts. A day left unchecked breaks it: nothing more can be checked until `habit challenge \
      reset`. Checking the last day completes it.
      """,
    subcommands: [Show.self, Start.self, Check.self, Reset.self],
    defaultSubcommand: Show.self
  )
}

extension ChallengeCommand {
  struct Show: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "show",
      abstract: "Show your challenges: a circle per day, filled with a check when done.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
      let context = try Context(global)
      let database = try context.openForReading()
      let challenges = try context.choosing { try database.challenges(of: context.userReference) }
      switch output.format {
      case .json: try printJSON(challenges.map { ChallengeJSON($0, today: context.today) })
      case .csv:
        try printCSV(
          header: ["name", "started_on", "length", "state", "day", "days_checked", "missed_day", "ended_on"],
          rows: challenges.map { progress in
            let json = ChallengeJSON(progress, today: context.today)
            return [
              json.name, json.startedOn, String(json.length), json.state, json.day.map(String.init) ?? "",
              String(json.checkedDays.count), json.missedDay ?? "", json.endedOn ?? "",
            ]
          })
      case .table:
        guard !challenges.isEmpty else {
          Message.info("No challenge yet. Start one with: habit challenge start NAME [--days 21]")
          return
        }
        let color = context.terminal.stdoutColor
        print(
          challenges.map { ChallengeText.block($0, today: context.today, color: color).joined(separator: "\n") }
            .joined(separator: "\n\n"))
      }
    }
  }

  struct Start: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "start",
      abstract: "Start a challenge today for an activity (created, once a day, if you have none of that name).")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The activity to do every day.", completion: Completions.activityNames) var name: String
    @Option(name: .long, parsing: .unconditional, help: "How many days in a row (2 to 366).") var days = Challenge
      .defaultLength

    func validate() throws {
      guard Challenge.allowedLengths.contains(days) else {
        let lengths = Challenge.allowedLengths
        throw ValidationError("--days takes \(lengths.lowerBound) to \(lengths.upperBound)")
      }
    }

    func run() throws {
      let context = try Context(global)
      let database = try context.openForWriting()
      let acting = try context.actingReference(in: database)
      let (user, start) = try context.choosing {
        try database.startChallenge(named: name, days: days, for: acting, today: context.today)
      }
      let progress = start.progress
      if start.createdActivity { Message.info("Added \(progress.activityName) for \(user.name): once a day.") }
      if let replaced = start.replaced, case .broken(let missed) = replaced.challenge.state(today: context.today) {
        Message.info("The broken challenge (day \(replaced.challenge.dayNumber(of: missed)) was missed) is replaced.")
      }
      Message.info(
        "Started \(progress.activityName): \(days) days in a row, from today (\(context.today)) to "
          + "\(progress.challenge.lastDay). Check each day with: habit challenge check \(progress.activityName.shellWord)"
      )
      if start.checkedToday { Message.info("Day 1 is checked: \(progress.activityName) was already done today.") }
    }
  }

  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Check today (recording today's completion of the activity). One check a day.")
    @OptionGroup var global: GlobalOptions
    @Argument(
      help: "The challenge's activity (needed when several are in progress).", completion: Completions.runningChallenges
    )
    var name: String?

    func run() throws {
      let context = try Context(global)
      let database = try context.openForWriting()
      let user = try context.actingReference(in: database)
      do {
        let outcome = try context.choosing { try database.checkChallenge(named: name, for: user, today: context.today) }
        var line = ChallengeText.checked(outcome.progress, outcome.check)
        if outcome.usedExistingCompletion { line += " (Today's completion counts as the check.)" }
        Message.info(line)
      } catch let error as ChallengeError {
        // A refusal by the programme's own rules is said kindly, without "error:", and exits 1.
        guard case .refused = error else { throw error }
        Message.info(error.description + ".")
        if let hint = error.hint { Message.info(hint) }
        throw ExitCode(ExitStatus.failure.rawValue)
      }
    }
  }

  struct Reset: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "reset",
      abstract: "Start a challenge over from day 1 today (after a missed day, or whenever you like).")
    @OptionGroup var global: GlobalOptions
    @Argument(
      help: "The challenge's activity (needed when several are in progress).", completion: Completions.activityNames)
    var name: String?

    func run() throws {
      let context = try Context(global)
      let database = try context.openForWriting()
      let user = try context.actingReference(in: database)
      let reset = try context.choosing { try database.resetChallenge(named: name, for: user, today: context.today) }
      let checked = reset.previous.challenge.checks.count
      Message.info(
        "\(reset.progress.activityName) starts over: day 1 of \(reset.progress.challenge.length) is today "
          + "(\(context.today)). The last run had \(checked) day\(checked == 1 ? "" : "s") checked.")
    }
  }
}
