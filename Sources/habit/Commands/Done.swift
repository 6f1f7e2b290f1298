import ArgumentParser
import HabitCore
import HabitHooks
import HabitScreens
import HabitStore
import HabitViews

/// `habit done NAME`: record a completion today or on a past day.
struct Done: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "done", abstract: "Record that you did an activity (today or a past day).")
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String
  @OptionGroup var day: DateOptions
  @Option(
    name: .long, parsing: .unconditional, help: "How much, in the activity's unit (default: its required amount).")
  var amount: Double?
  @Option(name: .long, parsing: .unconditional, help: "A note for this completion.") var note: String?

  func validate() throws {
    if let amount, !(amount >= 0) { throw ValidationError("--amount must be a number of 0 or more") }
    if let amount, !Done.isValid(amount: amount) { throw ValidationError("--amount must be at most 1000000000") }
  }

  static func isValid(amount: Double) -> Bool { Quantity.isAmount(amount) }

  func run() throws {
    try Done.run(db: global.db, user: global.user, activity: activity, date: day.date, amount: amount, note: note)
  }

  /// The command's body, which the fast path (`Invocation`) also runs for the lines it reads without ArgumentParser.
  static func run(db: String?, user: String?, activity: String, date text: String, amount: Double?, note: String?)
    throws
  {
    let context = try Context(db: db, user: user)
    let database = try context.openForWriting()
    let date = try Today.parse(text, today: context.today)
    let user = try context.actingReference(in: database)
    let outcome = try context.choosing {
      try database.recordCompletion(
        .named(activity), of: user, on: date, amount: amount, note: note, today: context.today)
    }
    Message.info(RecordText.recorded(outcome, on: date, today: context.today))
    switch outcome.challenge {
    case .checked(let progress, let check): Message.info(ChallengeText.checked(progress, check))
    case .refused(let progress, .broken(let missed)):
      Message.info(
        "Its challenge is broken: day \(progress.challenge.dayNumber(of: missed)) (\(missed)) was not checked. "
          + "Start again with: habit challenge reset \(progress.activityName.shellWord)")
    case .refused, nil: break
    }
    if let event = outcome.event { Hooks.commandLine.record(event) }
  }
}

/// `habit undo NAME`: take back the day's latest completion, or its skip/fail mark.
struct Undo: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "undo",
    abstract: "Remove the latest completion of a day (or, if none, its skip or fail mark).")
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String
  @OptionGroup var day: DateOptions
  @Flag(name: .long, help: "Undo a past day's challenge check without asking (needed when not on a terminal).")
  var yes = false

  func run() throws {
    let context = try Context(global)
    let database = try context.openForWriting()
    let date = try Today.parse(day.date, today: context.today)
    let user = try context.actingReference(in: database)
    let (name, outcome, event): (String, UndoOutcome, RecordEvent)
    do {
      (name, outcome, event) = try context.choosing {
        try database.undo(.named(activity), of: user, on: date, today: context.today, breakingChallenge: yes)
      }
    } catch StoreError.undoBreaksChallenge(let found, let day, let number) {
      // A past day cannot be checked again: unchecking it breaks the challenge for good.
      try confirm(
        "Day \(number) (\(day)) of the \(found) challenge would be unchecked, which breaks the challenge.",
        yes: false, terminal: context.terminal)
      (name, outcome, event) = try context.choosing {
        try database.undo(.named(activity), of: user, on: date, today: context.today, breakingChallenge: true)
      }
    }
    Message.info(RecordText.undone(outcome, of: name, on: date))
    Hooks.commandLine.record(event)
  }
}

/// `habit skip NAME`: a neutral day that neither breaks nor extends a streak.
struct Skip: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "skip",
    abstract: "Skip a day: it neither breaks nor extends a streak, and the period asks for less.")
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String
  @OptionGroup var day: DateOptions
  @Option(name: .long, parsing: .unconditional, help: "Why.") var note: String?

  func run() throws { try markDay(.skipped, global: global, activity: activity, date: day.date, note: note) }
}

/// `habit fail NAME`: the period containing the day is not met.
struct Fail: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "fail", abstract: "Mark a day failed: its period is not met.")
  @OptionGroup var global: GlobalOptions
  @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String
  @OptionGroup var day: DateOptions
  @Option(name: .long, parsing: .unconditional, help: "Why.") var note: String?

  func run() throws { try markDay(.failed, global: global, activity: activity, date: day.date, note: note) }
}

private func markDay(_ mark: DayMark, global: GlobalOptions, activity: String, date text: String, note: String?) throws
{
  let context = try Context(global)
  let database = try context.openForWriting()
  let date = try Today.parse(text, today: context.today)
  let user = try context.actingReference(in: database)
  let (name, previous, event) = try context.choosing {
    try database.mark(.named(activity), of: user, on: date, as: mark, note: note, today: context.today)
  }
  Message.info(RecordText.marked(name, mark, previous: previous, on: date))
  Hooks.commandLine.record(event)
}

extension Hooks {
  /// The command line's hooks: run after the write committed and its message was printed, waited for up to the
  /// limit; what goes wrong is a warning on standard error, and the exit status stays the write's.
  static var commandLine: Hooks { .configured { Message.info("warning: " + $0) } }
}
