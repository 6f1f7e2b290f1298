import ArgumentParser
import HabitInterchange
import HabitStore
import HabitViews

/// `habit export`: the database's data as a file, in habit's JSON, CSV, or the iOS app's dates layout.
struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Write your data to a file: habit's JSON (everything), CSV, or the iOS app's dates layout.",
    discussion: """
      Formats:
      \(HelpText.list(InterchangeFormat.allCases.map { ($0.rawValue, $0.summary) }))
      CSV cells that a spreadsheet could run as a formula (starting with =, +, -, @, tab or carriage return) get a \
      leading ' unless --no-formula-escape is given; habit import removes it again.
      """)
  @OptionGroup var global: GlobalOptions
  @Option(name: .long, help: "json (default), csv, activities-csv, dates-json or dates-csv.")
  var format: InterchangeFormat = .json
  @Flag(name: .long, help: "Export every user's data (default: the acting user's).") var allUsers = false
  @Option(
    name: [.short, .customLong("output")],
    help: ArgumentHelp("The file to write, or - for standard output.", valueName: "file"))
  var output = "-"
  @Flag(name: .long, help: "Write CSV cells verbatim, for programs rather than spreadsheets.")
  var noFormulaEscape = false

  func validate() throws {
    if allUsers && global.user != nil { throw ValidationError("give either --user or --all-users, not both") }
  }

  func run() throws {
    let context = try Context(global)
    let database = try context.openForReading()
    let scope: ExportScope = allUsers ? .allUsers : .member(context.userReference)
    // Data written to the terminal is progress enough.
    let progress = output == "-" && System.isTerminal(1) ? nil : Progress("Exporting")
    defer { progress?.clear() }
    try context.choosing {
      try OutputFile.write(to: output) { sink in
        try Exporter.write(format, from: database, scope: scope, to: sink, escapesFormulas: !noFormulaEscape)
      }
    }
    progress?.clear()
    if output != "-" { Message.info("Wrote \(output) (\(format.rawValue)).") }
  }
}

extension InterchangeFormat: ExpressibleByArgument {}
