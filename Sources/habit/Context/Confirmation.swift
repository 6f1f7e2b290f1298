/// Asks before destroying data: on a terminal a y/N question; elsewhere only `--yes` goes ahead.
func confirm(_ question: String, yes: Bool, terminal: Terminal) throws {
  if yes { return }
  guard terminal.stdinIsInteractive else {
    throw CLIError.usage("\(question) Not confirmed: standard input is not a terminal", hint: "Add --yes to confirm.")
  }
  var stream = StandardError()
  print(question + " [y/N] ", terminator: "", to: &stream)
  let answer = System.readLine()?.lowercased() ?? ""
  guard answer == "y" || answer == "yes" else {
    throw CLIError.failure("cancelled; nothing was changed")
  }
}
