import ArgumentParser
import HabitCore
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
    help: ArgumentHelp("The file to write, or - for standard output.", valueName: "file"))
  var output = "report.html"

  func validate() throws {
    if household && global.user != nil { throw ValidationError("give either --user or --household, not both") }
    if let year, !(1970...9999).contains(year) { throw ValidationError("--year must be a year such as 2026") }
  }

  func run() throws {
    let context = try Context(global)
    let database = try context.openForReading()
    let today = context.today
    let year = self.year ?? today.year
    let members = try database.snapshot {
      let users = household ? try database.users() : [try context.currentUser(in: database)]
      return try users.map { user in
        ReportPage.Member(
          user: user,
          activities: try database.activities(of: user).map { activity in
            StatsPage(
              try database.statistics(of: activity, months: StatsPage.monthsShown, today: today),
              heatmap: try database.heatmapYear(activity, of: user, year: year, today: today))
          }, overview: try database.memberOverview(of: user, today: today))
      }
    }
    var page = ""
    ReportPage(members: members, year: year, today: today).render(to: &page)
    try OutputFile.write(to: output) { sink in
      var sink = sink
      var bytes = Array(page.utf8)
      try bytes.withUnsafeMutableBytes { try sink.write(UnsafeRawBufferPointer($0)) }
    }
    if output != "-" { Message.info("Wrote \(output).") }
  }
}
