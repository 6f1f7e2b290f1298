import ArgumentParser
import TestSupport
import Testing

@testable import habit

/// The fast path (`Invocation`) reads every line it takes exactly as ArgumentParser does, and leaves the rest to it.
@Suite struct InvocationTests {
  /// What ArgumentParser made of a line, in the fast path's terms; nil for a command the fast path never takes.
  static func parsed(_ arguments: [String]) throws -> Invocation? {
    switch try Habit.parseAsRoot(arguments) {
    case let command as TodayCommand:
      .today(db: command.global.db, user: command.global.user, format: command.output.format)
    case let command as List:
      .list(db: command.global.db, user: command.global.user, format: command.output.format, all: command.all)
    case let command as Prompt: .prompt(db: command.global.db, user: command.global.user)
    case let command as Done:
      .done(
        db: command.global.db, user: command.global.user, activity: command.activity, date: command.day.date,
        amount: command.amount, note: command.note)
    default: nil
    }
  }

  /// Given a line the fast path takes, then ArgumentParser reads the very same invocation from it.
  static func expectSameReading(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    guard let fast = Invocation(arguments) else { return }
    #expect(
      (try? parsed(arguments)) == fast, "fast path read \(arguments) as \(fast)", sourceLocation: sourceLocation)
  }

  static let everyday: [[String]] = [
    [], ["today"], ["list"], ["prompt"], ["done", "Walk"],
    ["--format", "json"], ["today", "--format", "csv"], ["today", "--format=json", "--db", "x.sqlite"],
    ["list", "--all"], ["list", "--format", "csv", "--all", "--user", "bob"], ["list", "--all", "--db=/tmp/a b"],
    ["prompt", "--db", "x.sqlite", "--user", "alice"], ["--user", "alice"], ["--db", "x.sqlite"],
    ["done", "Walk", "--date", "-3"], ["done", "--date", "yesterday", "Walk"], ["done", "Walk", "--amount", "2.5"],
    ["done", "Walk", "--note", "-5 degrees"], ["done", "Walk", "--note=a=b"], ["done", "Read", "--amount=0"],
    ["done", "Walk", "--amount", "1e3", "--note", "", "--date", "2026-01-02"], ["done", "--user", "bob", "Übung"],
    ["done", "Walk", "--note", "list"], ["done", "Walk", "--date", "--db"],
  ]

  static let leftToTheParser: [[String]] = [
    ["--help"], ["list", "-h"], ["today", "--version"], ["done", "Walk", "--note", "--help"], ["list", "list"],
    ["list", "--all", "--all"], ["list", "--format", "xml"], ["list", "--format"], ["list", "--db"],
    ["list", "--db", "--user"], ["done"], ["done", "Walk", "Run"], ["done", "Walk", "--amount", "-3"],
    ["done", "Walk", "--amount", "nan"], ["done", "Walk", "--amount", "two"], ["done", "-x"], ["done", "--", "-x"],
    ["prompt", "--format", "json"], ["today", "--all"], ["list", "--all=yes"], ["stats", "Walk"], ["help", "list"],
    ["--generate-completion-script", "bash"], ["list", "--db="], ["dne"], ["list", "-"], ["user", "list"],
    ["---completion", "--", "list", "0"],
  ]

  @Test(arguments: everyday)
  func theFastPathTakesTheEverydayLinesAndReadsThemAsTheParserDoes(arguments: [String]) {
    #expect(Invocation(arguments) != nil, "\(arguments)")
    InvocationTests.expectSameReading(arguments)
  }

  @Test(arguments: leftToTheParser)
  func anythingUnusualIsLeftToTheParser(arguments: [String]) {
    #expect(Invocation(arguments) == nil, "\(arguments)")
  }

  /// Lines shuffled from the pieces people and scripts type, in any order: whatever the fast path takes, the parser
  /// reads alike.
  @Test func randomLinesAreReadAlikeByBoth() {
    var random = SeededGenerator(seed: 14)
    let commands: [[String]] = [[], ["today"], ["list"], ["prompt"], ["done"], ["stats"]]
    let pieces: [[String]] = [
      ["--db", "a.sqlite"], ["--db=b.sqlite"], ["--user", "alice"], ["--user=bob"], ["--format", "json"],
      ["--format=csv"], ["--format", "table"], ["--all"], ["--date", "-2"], ["--date=yesterday"], ["--amount", "3"],
      ["--amount", "-1"], ["--note", "-5 degrees"], ["--note", "--all"], ["Walk"], ["Run"], ["--"], ["-h"],
      ["--db"], ["--format", "yaml"], ["--amount", "inf"], ["--user", ""], ["--note="], ["--user="],
    ]
    var taken = 0
    for _ in 0..<3000 {
      var line = commands.randomElement(using: &random)!
      for _ in 0..<Int.random(in: 0...4, using: &random) { line += pieces.randomElement(using: &random)! }
      if Invocation(line) != nil { taken += 1 }
      InvocationTests.expectSameReading(line)
    }
    #expect(taken > 300, "only \(taken) of 3000 lines took the fast path")
  }
}
