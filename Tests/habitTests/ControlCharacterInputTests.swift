import Foundation
import Testing

/// Text a terminal would obey instead of showing is refused at input, from arguments and from imports, with a
/// clear error and nothing written; free text has a length limit.
@Suite struct ControlCharacterInputTests {
  static let clearScreen = "\u{1B}[2J"
  static let windowTitle = "\u{1B}]0;pwned\u{07}"
  static let rightToLeftOverride = "\u{202E}"

  /// alice with Read.
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox()
    #expect(try sandbox.run("user", "add", "alice").status == 0)
    #expect(try sandbox.run("add", "Read").status == 0)
    return sandbox
  }

  @Test(arguments: [
    (["user", "add", "bob" + clearScreen], "error: a user name cannot contain the control character U+001B\n"),
    (["add", "Re\u{07}ad"], "error: an activity name cannot contain the control character U+0007\n"),
    (
      ["add", "gnidaeR" + rightToLeftOverride], "error: an activity name cannot contain the control character U+202E\n"
    ),
    (["add", "Run", "--icon", windowTitle], "error: an icon cannot contain the control character U+001B\n"),
    (["add", "Run", "--icon", String(repeating: "🏃", count: 17)], "error: an icon can have at most 16 characters\n"),
    (["add", "Run", "--unit", "km\u{9B}"], "error: a unit cannot contain the control character U+009B\n"),
    (
      ["add", "Run", "--description", "fast" + windowTitle],
      "error: a description cannot contain the control character U+001B\n"
    ),
    (
      ["edit", "Read", "--description", clearScreen],
      "error: a description cannot contain the control character U+001B\n"
    ),
    (
      ["done", "Read", "--note", "chapter 3" + clearScreen],
      "error: a note cannot contain the control character U+001B\n"
    ),
    (["skip", "Read", "--note", "\u{7F}"], "error: a note cannot contain the control character U+007F\n"),
    (
      ["plan", "set", "Ship" + clearScreen, "--task", "a", "--task", "b", "--task", "c"],
      "error: the goal cannot contain the control character U+001B\n"
    ),
  ])
  func anArgumentWithAControlCharacterIsRefusedAndNothingIsWritten(_ arguments: [String], _ stderr: String) throws {
    let sandbox = try Self.household()
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let result = try sandbox.run(arguments)
    #expect(result.status == 64, "\(result)")
    #expect(result.stderr.hasPrefix(stderr), "\(result)")
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }

  @Test func aDescriptionMayHaveSeveralLines() throws {
    let sandbox = try Self.household()
    #expect(try sandbox.run("add", "Run", "--description", "Did I run?\nTwice round the park.").status == 0)
  }

  @Test(arguments: [
    (
      "csv", "user,activity_id,activity,day,amount,unit,note\nalice,,Re\u{1B}[2Jad,2026-11-01,,,\n",
      "an activity name cannot contain the control character U+001B"
    ),
    (
      "csv", "user,activity_id,activity,day,amount,unit,note\nalice,,Read,2026-11-01,,,x\u{1B}]0;t\u{07}\n",
      "the note of 2026-11-01 contains the control character U+001B"
    ),
    (
      "activities-csv",
      "user,id,name,description,icon,color,unit,required_amount,goal,goal_from,created_on,archived,position\n"
        + "alice,,Chess,,\u{1B}[31m,,,,1/day,2026-11-01,2026-11-01,false,0\n",
      "an icon cannot contain the control character U+001B"
    ),
    (
      "dates-json",
      #"{"habits": [{"id": "0f8e1c2a-0000-4000-8000-000000000001", "title": "Walk\u202e"}], "completions": {"0f8e1c2a-0000-4000-8000-000000000001": ["2026-11-01"]}}"#,
      "an activity name cannot contain the control character U+202E"
    ),
  ])
  func anImportWithAControlCharacterIsRefusedAndNothingIsWritten(_ format: String, _ content: String, _ message: String)
    throws
  {
    let sandbox = try Self.household()
    let file = sandbox.write("in.\(format)", content)
    let before = try sandbox.dump(sandbox.defaultDatabase)
    let result = try sandbox.run(["import", file, "--format", format])
    #expect(result.status == 65, "\(result)")
    #expect(result.stderr.contains(message), "\(result)")
    #expect(try sandbox.dump(sandbox.defaultDatabase) == before)
  }
}
