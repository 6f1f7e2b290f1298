import ArgumentParser
import HabitCore
import HabitScreens
import HabitStore
import HabitViews

/// `habit report`: one self-contained HTML file with the statistics and charts of a member or the household.
struct Report: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write one self-contained HTML file (inline CSS and SVG) with stats, charts and heatmaps.")
  @OptionGroup var global: GlobalOptions
  @Flag(name: .long, help: "Every member (default: the acting user).") var household = false
  @Option(
    name: .long, help: ArgumentHelp("The year the ring and heatmaps show (default: this year).", valueName: "yyyy"))
  var year: Int?
  @Option(
    name: [.short, .customLong("output")],
    help: ArgumentHelp(
      "The file to write (replaced if it exists), or - for standard output (default: report.html, never replaced).",
      valueName: "file"))
  var output: String?

  func validate() throws {
    if household && global.user != nil { throw ValidationError("give either --user or --household, not both") }
    if let year, !(1970...9999).contains(year) { throw ValidationError("--year must be a year such as 2026") }
  }

  func run() throws {
    let context = try Context(global)
    let year = try resolvedYear(today: context.today)
    let output = try resolvedOutput(today: context.today)
    let database = try context.openForReading()
    let report = try context.choosing {
      try database.report(
        of: household ? nil : context.userReference, year: year, months: StatsPage.monthsShown, today: context.today)
    }
    var page = ""
    ReportPage(report).render(to: &page)
    try OutputFile.write(Array(page.utf8), to: output)
    if output != "-" { Message.info("Wrote \(output).") }
  }

  /// `--year`, else this year; a year to come has nothing to report.
  func resolvedYear(today: Day) throws -> Int {
    let year = self.year ?? today.year
    guard year <= today.year else {
      throw CLIError.usage(
        "--year \(year) has not begun (today is \(today)): its report would be empty",
        hint: "Give this year or an earlier one, such as --year \(today.year).")
    }
    return year
  }

  /// `-o`, else `report.html` when no such file is there: only a file named with -o may be replaced, as the
  /// default name could be an earlier report kept on purpose.
  func resolvedOutput(today: Day) throws -> String {
    guard let output else {
      guard !System.fileExists("report.html") else {
        throw CLIError.usage(
          "report.html already exists, and a report without -o never replaces a file",
          hint:
            "Replace it with: habit report -o report.html\nor write another file: habit report -o report-\(today).html")
      }
      return "report.html"
    }
    return output
  }
}
