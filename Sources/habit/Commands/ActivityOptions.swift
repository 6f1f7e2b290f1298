import ArgumentParser
import HabitCore
import HabitScreens
import HabitStore
import HabitViews

/// The properties of an activity that `add` and `edit` both take.
struct ActivityOptions: ParsableArguments {
  @Option(name: .long, parsing: .unconditional, help: "What the activity is about.") var description: String?
  @Option(
    name: .long,
    help: ArgumentHelp(
      "An emoji shown before the name, or a word for one: \(Icon.names.map(\.name).joined(separator: ", ")). "
        + "Other text is refused.",
      valueName: "emoji"))
  var icon: String?
  @Option(
    name: .long,
    help: ArgumentHelp("#RRGGBB or a name: \(Color.palette.map(\.name).joined(separator: ", ")).", valueName: "color"))
  var color: String?
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp(
      "The goal: 1/day, 3/week, 2/month, 3/7d (3 in any 7 days), '<=2/day' (at most), '150 minutes/week' (an amount).",
      valueName: "goal"))
  var goal: String?
  @Option(
    name: .long, parsing: .unconditional,
    help: "The amount each completion requires (with --unit), e.g. --amount 30 --unit minutes.")
  var amount: Double?
  @Option(name: .long, parsing: .unconditional, help: "What amounts are measured in (minutes, pages, glasses).")
  var unit: String?
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp(
      "The section it is listed in (Morning); order sections with: habit settings sections", valueName: "name"))
  var section: String?
  @Flag(
    inversion: .prefixedNo,
    help: "The household's: any member does it, credited to whoever did; judged once (--no-household: the adder's).")
  var household: Bool?
  @Flag(
    name: .customLong("private"), inversion: .prefixedNo,
    help: "Keep it out of other members' views (the board, report --household); a courtesy, not a lock.")
  var isPrivate: Bool?
  @Option(
    name: .long, parsing: .unconditional,
    help: ArgumentHelp(
      "Members taking turns at a shared activity, in order: today names the one whose turn it is.",
      valueName: "name,name"))
  var rotate: String?
  @Flag(name: .long, help: "Remove the rotation.") var noRotate = false

  /// The rotation's member names, `[]` for --no-rotate; nil when neither was given.
  var rotation: [String]? {
    if noRotate { return [] }
    return rotate.map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map { String($0.trimmingSpaces()) }
    }
  }

  func parsedColor() throws -> Color? {
    guard let color else { return nil }
    guard let parsed = Color(color) else {
      throw ValidationError(
        "--color '\(color)' is not #RRGGBB or one of: \(Color.palette.map(\.name).joined(separator: ", "))")
    }
    return parsed
  }

  func parsedGoal() throws -> Goal? {
    guard let goal else { return nil }
    do { return try Goal(spec: goal) } catch { throw ValidationError("--goal: \(error.description)") }
  }

  func validate() throws {
    if household == true && isPrivate == true { throw ValidationError("--household and --private exclude each other") }
    if noRotate && rotate != nil { throw ValidationError("--rotate and --no-rotate exclude each other") }
    if rotate != nil, let rotation, rotation.contains(where: \.isEmpty) {
      throw ValidationError("--rotate: give members' names separated by commas, such as --rotate alice,bob")
    }
    _ = try parsedColor()
    _ = try parsedGoal()
    if let amount, !(amount > 0) { throw ValidationError("--amount must be a number above 0") }
    if let amount, !(amount <= Quantity.largestAmount) { throw ValidationError("--amount must be at most 1000000000") }
  }
}
