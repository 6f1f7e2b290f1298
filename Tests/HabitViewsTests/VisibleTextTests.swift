import Foundation
import HabitCore
import HabitScreens
import HabitStore
import HabitViews
import SQLite
import Testing

/// The output side of refusing control characters: whatever controls the data holds (from an old file, another
/// program, an import), no renderer lets one reach the terminal.
@Suite struct VisibleTextTests {
  /// ESC sequences (clear screen, an OSC window title ended by BEL), a C1 CSI, DEL, a right-to-left override, NUL.
  static let hostile = "A\u{1B}[2J\u{1B}]0;owned\u{07}\u{9B}31m\u{7F}\u{202E}txt\u{0}Z"

  @Test func controlsAreShownEscaped() {
    #expect(visible("Run") == "Run")
    #expect(visible("📚 Läsa ✍️") == "📚 Läsa ✍️")
    #expect(visible(Self.hostile) == "A\\e[2J\\e]0;owned\\u{0007}\\u{009B}31m\\u{007F}\\u{202E}txt\\u{0000}Z")
    #expect(visible("a\nb\tc\r") == "a\\nb\\tc\\r")
    #expect(visible("\u{2066}\u{2069}\u{200E}\u{200F}\u{061C}") == "\\u{2066}\\u{2069}\\u{200E}\\u{200F}\\u{061C}")
  }

  /// A real file whose text columns were written by another program, bypassing habit's input checks.
  struct HostileHousehold {
    let database: HabitDatabase
    let alice: User
    let read: Activity
    let today = day("2026-11-21")
    let directory: URL

    init() throws {
      directory = FileManager.default.temporaryDirectory.appendingPathComponent("habit-views-\(UUID())")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let path = directory.appendingPathComponent("habit.sqlite").path
      do {
        let database = try HabitDatabase.open(path: path)
        let alice = try database.addUser(named: "alice")
        var read = NewActivity(name: "Read")
        (read.unit, read.requiredAmount) = ("pages", 20)
        let activity = try database.addActivity(read, for: alice, today: day("2026-11-01"))
        _ = try database.recordCompletion(activity, on: day("2026-11-20"), amount: 5, note: "fine")
        _ = try database.recordCompletion(activity, on: day("2026-11-21"), note: "fine")
        _ = try database.mark(activity, on: day("2026-11-19"), as: .skipped, note: "fine")
        _ = try database.setPlan(goal: "Goal", tasks: ["One", "Two", "Three"], for: alice, today: today)
        _ = try database.startChallenge(named: "Read", days: 21, for: alice, today: day("2026-11-20"))
      }
      let raw = try Connection(path: path)
      let text = VisibleTextTests.hostile
      _ = try raw.run("UPDATE users SET name = ?", [text])
      _ = try raw.run("UPDATE activities SET name = ?, icon = ?, unit = ?, description = ?", [text, text, text, text])
      _ = try raw.run("UPDATE completions SET note = ?", [text])
      _ = try raw.run("UPDATE day_marks SET note = ?", [text])
      _ = try raw.run("UPDATE daily_plans SET goal = ?, task_1 = ?, task_2 = ?, task_3 = ?", [text, text, text, text])
      database = try HabitDatabase.openForReading(path: path)
      alice = try database.users()[0]
      read = try database.activities(of: alice)[0]
    }
  }

  enum Output: String, CaseIterable {
    case today, list, show, stats, calendar, heatmap, board, remind, challenges, planToday, planLog, importReport
  }

  @Test(arguments: Output.allCases)
  func noControlCharacterFromTheDataReachesTheTerminal(output: Output) throws {
    // Given a household whose every text holds control characters
    let household = try HostileHousehold()
    defer { try? FileManager.default.removeItem(at: household.directory) }
    let (database, alice, read, today) = (household.database, household.alice, household.read, household.today)
    // When the view renders it
    let text: String = try render { stream in
      switch output {
      case .today: TodayView(try database.todayScreen(of: alice, today: today), color: false).render(to: &stream)
      case .list:
        ListView(try database.activityList(of: alice, includeArchived: true, today: today), color: false)
          .render(to: &stream)
      case .show:
        ShowView(try database.activityDetail(read, of: alice, days: 7, today: today), color: false)
          .render(to: &stream)
      case .stats:
        StatsView(try database.statistics(of: read, months: nil, today: today), color: false).render(to: &stream)
      case .calendar:
        CalendarView(try database.calendarMonth(read, month: today, today: today), color: false).render(to: &stream)
      case .heatmap:
        HeatmapView(try database.heatmapYear(read, of: alice, year: 2026, today: today), color: false)
          .render(to: &stream)
        HeatmapView(try database.heatmapYear(nil, of: alice, year: 2026, today: today), color: false)
          .render(to: &stream)
      case .board: BoardView(try database.householdBoard(today: today), color: false).render(to: &stream)
      case .remind: RemindView(try database.reminders(for: alice, today: today), color: false).render(to: &stream)
      case .challenges:
        for progress in try database.challenges(of: alice) {
          stream.write(ChallengeText.block(progress, today: today, color: false).joined(separator: "\n"))
        }
      case .planToday:
        let plan = try #require(try database.todaysPlan(for: alice, today: today).plan)
        stream.write(PlanText.block(plan, color: false).joined(separator: "\n"))
      case .planLog:
        stream.write(PlanLogText.render(PlanLogMonth.group(try database.dailyPlans(of: alice)), color: false))
      case .importReport:
        stream.write(ImportReportText(report: ImportReport.sample(name: VisibleTextTests.hostile), file: "x").text)
      }
    }
    // Then the text is there, escaped, and no control character but the line break is
    #expect(text.contains(visible(Self.hostile)), "\(output): \(text)")
    let controls = text.unicodeScalars.filter { $0 != "\n" && visible(String($0)) != String($0) }
    #expect(controls.isEmpty, "\(output) printed \(controls.map { String($0.value, radix: 16) })")
  }
}

extension ImportReport {
  /// A report naming `name` everywhere a report quotes the file: an activity, a reason, a conflict.
  static func sample(name: String) -> ImportReport {
    var report = ImportReport(format: "csv", dryRun: false)
    report.activities = Tally(added: 1)
    report.activityDetails = [ActivityDetail(name: name, isNew: true)]
    report.ignored = [Ignored(reason: name, count: 1)]
    report.conflicts = [name]
    return report
  }
}
