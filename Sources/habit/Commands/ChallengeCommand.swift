import ArgumentParser
import HabitCore
import HabitHooks
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
      let view = ChallengesView(challenges, today: context.today, color: context.terminal.stdoutColor)
      switch output.format {
      case .json: try printJSON(view.json)
      case .csv: try printCSV(header: ChallengesView.csvHeader, rows: view.csvRows)
      case .table:
        guard !challenges.isEmpty else {
          Message.info("No challenge yet. Start one with: habit challenge start NAME [--days 21]")
          return
        }
        var stdout = StandardOutput()
        view.render(to: &stdout)
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
      ChallengeText.started(start, for: user, today: context.today).forEach(Message.info)
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
        if let event = outcome.event { Hooks.commandLine.record(event) }
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
      Message.info(ChallengeText.reset(reset, today: context.today))
    }
  }
}
