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
    let today = context.today
    let year = self.year ?? today.year
    if year > today.year {
      throw CLIError.usage(
        "--year \(year) has not begun (today is \(today)): its report would be empty",
        hint: "Give this year or an earlier one, such as --year \(today.year).")
    }
    // Only a file named with -o may be replaced: the default name could be an earlier report kept on purpose.
    let output = self.output ?? "report.html"
    if self.output == nil, System.fileExists(output) {
      throw CLIError.usage(
        "\(output) already exists, and a report without -o never replaces a file",
        hint: "Replace it with: habit report -o \(output)\nor write another file: habit report -o report-\(today).html")
    }
    let database = try context.openForReading()
    // A household report shows each member's own activities but the private ones, then the shared ones once.
    let (members, shared) = try database.snapshot {
      let users = household ? try database.users() : [try context.currentUser(in: database)]
      func stats(_ activity: Activity, _ user: User) throws -> StatsPage {
        StatsPage(
          try database.statistics(of: activity, months: StatsPage.monthsShown, today: today),
          heatmap: try database.heatmapYear(activity, of: user, year: year, today: today))
      }
      let members = try users.map { user in
        ReportPage.Member(
          user: user,
          activities: try database.activities(of: user)
            .filter { !household || (!$0.shared && !$0.isPrivate) }.map { try stats($0, user) },
          overview: try database.memberOverview(of: user, today: today, forHousehold: household))
      }
      let shared =
        try users.first.map { first in
          household ? try database.sharedActivities().map { try stats($0, first) } : []
        } ?? []
      return (members, shared)
    }
    var page = ""
    ReportPage(members: members, shared: shared, year: year, today: today).render(to: &page)
    try OutputFile.write(to: output) { sink in
      var sink = sink
      var bytes = Array(page.utf8)
      try bytes.withUnsafeMutableBytes { try sink.write(UnsafeRawBufferPointer($0)) }
    }
    if output != "-" { Message.info("Wrote \(output).") }
  }
}
