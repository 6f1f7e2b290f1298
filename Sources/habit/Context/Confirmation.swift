import HabitViews

/// Asks before destroying data: on a terminal a y/N question; elsewhere only `--yes` goes ahead.
///
/// The question quotes data (a name written with `habit sql --write` or sqlite3 may hold escapes), so it is shown
/// through `visible`.
func confirm(_ question: String, yes: Bool, terminal: Terminal) throws {
  if yes { return }
  guard terminal.stdinIsInteractive else {
    throw CLIError.usage("\(question) Not confirmed: standard input is not a terminal", hint: "Add --yes to confirm.")
  }
  var stream = StandardError()
  print(visible(question) + " [y/N] ", terminator: "", to: &stream)
  let answer = System.readLine()?.lowercased() ?? ""
  guard answer == "y" || answer == "yes" else {
    throw CLIError.failure("cancelled; nothing was changed")
  }
}
