import HabitCore
import HabitScreens

/// One activity: a month calendar where tapping a past day adds or removes a completion (seed 001), and its notes.
public struct ActivityPage: Sendable {
  /// The month shown, from the same use case as `habit calendar`.
  public let calendar: CalendarMonth
  /// For the heading: this period's progress and the current streak, as `habit stats` has them.
  public let statistics: ActivityStatistics
  /// The latest completions, newest first, for the notes list.
  public let recent: [CompletionRecord]
  public let notice: String?
  /// The Undo offered with the notice, after a completion with a note.
  public let undo: UndoOffer?
  /// How many of the latest completions the notes list shows.
  public static let recentShown = 30

  public init(
    calendar: CalendarMonth, statistics: ActivityStatistics, recent: [CompletionRecord], notice: String? = nil,
    undo: UndoOffer? = nil
  ) {
    self.calendar = calendar
    self.statistics = statistics
    self.recent = recent
    self.notice = notice
    self.undo = undo
  }

  var activity: Activity { calendar.activity }
  var month: Day { calendar.month }

  public func render(_ context: PageContext, to stream: inout some TextOutputStream) {
    let base = "/activities/\(activity.uuid)"
    PageLayout.write(title: activity.name, context: context, to: &stream) { out in
      out.raw("<h1>")
      out.text((activity.icon.isEmpty ? "" : activity.icon + " ") + activity.name)
      out.raw("</h1>")
      if !activity.description.isEmpty {
        out.raw("<p class=\"dim\">")
        out.text(activity.description)
        out.raw("</p>")
      }
      out.notice(notice, undo: undo, csrf: context.csrf)
      out.raw("<p class=\"row\"><span class=\"grow\">")
      out.text(Wording.progress(statistics.currentPeriod))
      out.raw(" · ")
      out.streak(statistics.currentStreak)
      out.raw("</span><a href=\"\(base)/stats\">Stats</a><a href=\"\(base)/edit\">Edit</a></p>")
      writeCalendar(context, base, &out)
      writeNotes(context, base, &out)
      writePause(context, base, &out)
    }
  }

  /// Pause the activity for a stretch (a trip, an illness), or resume it when today is paused.
  private func writePause<S>(_ context: PageContext, _ base: String, _ out: inout HTMLOutput<S>) {
    out.raw("<div class=\"card\" id=\"pause\"><h2>Pause</h2>")
    if calendar.days.contains(where: { $0.day == context.today && $0.status == .paused }) {
      out.raw("<p>Paused today. ")
      out.form(action: base + "/resume", csrf: context.csrf, button: "Resume today", label: "Resume \(activity.name)")
      out.raw("</p>")
    }
    out.raw("<form method=\"post\" action=\"\(base)/pause\">")
    out.hidden("csrf", context.csrf)
    out.raw("<label for=\"pause-from\">From</label>")
    out.raw("<input id=\"pause-from\" type=\"date\" name=\"from\" value=\"\(context.today)\" required>")
    out.raw("<label for=\"pause-until\">Until (empty: until resumed)</label>")
    out.raw("<input id=\"pause-until\" type=\"date\" name=\"until\">")
    out.raw("<label for=\"pause-note\">Why</label>")
    out.raw("<input id=\"pause-note\" name=\"note\" maxlength=\"200\" placeholder=\"a trip\">")
    out.raw("<p class=\"dim\">Paused days ask nothing, like skipped days, and keep the streak; what you record on ")
    out.raw("them still counts.</p><p><button type=\"submit\">Pause</button></p></form></div>")
  }

  private func writeCalendar<S>(_ context: PageContext, _ base: String, _ out: inout HTMLOutput<S>) {
    let previous = month.adding(months: -1)
    let next = month.adding(months: 1)
    out.raw("<div class=\"card\"><div class=\"row\">")
    out.raw("<a class=\"button\" href=\"\(base)?month=\(monthKey(previous))\" aria-label=\"Previous month\">‹</a>")
    out.raw("<h2 class=\"grow\" style=\"text-align:center\">")
    out.text(Wording.month(month.month, year: month.year))
    out.raw("</h2>")
    if next <= context.today {
      out.raw("<a class=\"button\" href=\"\(base)?month=\(monthKey(next))\" aria-label=\"Next month\">›</a>")
    } else {
      // Holds the next button's place, so the month's name stays over the middle of the grid.
      out.raw("<span class=\"button spacer\" aria-hidden=\"true\"></span>")
    }
    out.raw("</div><table class=\"cal\"><tr>")
    let weekStart = calendar.weekStart
    let first = weekStart.isoWeekday - 1
    for index in 0..<7 { out.raw("<th>\(Wording.weekdays[(first + index) % 7].prefix(2))</th>") }
    out.raw("</tr><tr>")
    let lead = (month.isoWeekday - weekStart.isoWeekday + 7) % 7
    for _ in 0..<lead { out.raw("<td></td>") }
    var column = lead
    for judged in calendar.days {
      let day = judged.day
      if column == 7 {
        out.raw("</tr><tr>")
        column = 0
      }
      column += 1
      let status = judged.status
      let classes = Self.cellClass(status) + (day == context.today ? " today-cell" : "")
      let doers = calendar.doneBy[day].map { " by " + $0.joined(separator: ", ") } ?? ""
      let words = HTML.escape(DayCells.words(status) + doers)
      out.raw("<td>")
      if day > context.today {
        out.raw("<span class=\"\(classes)\" title=\"\(day): \(words)\">\(day.dayOfMonth)</span>")
      } else {
        let removes = judged.completions > 0
        out.raw("<form method=\"post\" action=\"\(base)/toggle\">")
        out.hidden("csrf", context.csrf)
        out.hidden("day", day.description)
        out.raw(
          "<button type=\"submit\" class=\"\(classes)\" data-day=\"\(day)\" data-status=\"\(status.rawValue)\" "
            + "aria-label=\"\(day): \(words), tap to \(removes ? "remove a completion" : "mark done")\">"
            + "\(day.dayOfMonth)</button></form>")
      }
      out.raw("</td>")
    }
    for _ in column..<7 { out.raw("<td></td>") }
    out.raw("</tr></table>")
    writeLegend(&out)
    out.raw("</div>")
  }

  /// The class that draws a day of `status` in the grid and the legend.
  static func cellClass(_ status: DayStatus) -> String {
    "day-" + String(status.rawValue.map { $0 == "_" ? "-" : $0 })
  }

  /// How a day of `status` looks: each status its own, so that an over-the-limit day (a tap removes a completion)
  /// never looks like an empty one (a tap adds one).
  static func look(_ status: DayStatus) -> String {
    switch status {
    case .done: return "background:#34c759;color:#fff;border-color:#34c759"
    case .partial: return "background:#b7ebc3;border-color:#34c759"
    case .overLimit: return "background:#ff9500;color:#fff;border-color:#c93400;font-weight:700"
    case .skipped: return "background:#ddd;color:#555;border-style:dotted"
    case .failed: return "background:#ff3b30;color:#fff;border-color:#ff3b30"
    case .empty: return "background:#fff;border-color:#bbb"
    case .rest: return "color:#8e8e93;background:#f2f2f7;border:1px dashed #c7c7cc"
    case .paused: return "color:#3a5a8c;background:#e8effa;border:1px dashed #9fb6d9"
    case .future: return "color:#bbb;border:1px dashed #ddd;background:#fff"
    case .beforeStart: return "color:#bbb;background:#f0f0f3;border-color:#f0f0f3"
    case .notLoaded: return "color:#999;background:repeating-linear-gradient(45deg,#fff 0 4px,#eee 4px 8px)"
    }
  }

  /// The rules for every status's class, which the page's style sheet carries: written from the same names the
  /// grid writes, so that a class cannot go without its rule.
  static let dayStyleRules = DayStatus.allCases.map { ".\(cellClass($0)){\(look($0))}" }.joined()

  /// Every look the grid can show, with its words: "over the limit" only where the goal has a limit.
  private func writeLegend<S>(_ out: inout HTMLOutput<S>) {
    var shown: [DayStatus] = [.done, .partial]
    if calendar.goal.comparison == .atMost || calendar.days.contains(where: { $0.status == .overLimit }) {
      shown.append(.overLimit)
    }
    shown += [.skipped, .failed, .empty, .future]
    if calendar.days.contains(where: { $0.status == .rest }) { shown.append(.rest) }
    if calendar.days.contains(where: { $0.status == .paused }) { shown.append(.paused) }
    if calendar.days.contains(where: { $0.status == .beforeStart }) { shown.append(.beforeStart) }
    out.raw("<ul class=\"legend\" aria-label=\"What the colours mean\">")
    for status in shown {
      out.raw("<li><span class=\"swatch \(Self.cellClass(status))\" aria-hidden=\"true\"></span>")
      out.text(DayCells.words(status))
      out.raw("</li>")
    }
    out.raw("</ul>")
  }

  private func writeNotes<S>(_ context: PageContext, _ base: String, _ out: inout HTMLOutput<S>) {
    out.raw("<div class=\"card\"><h2>Add a completion with a note</h2>")
    out.raw("<form method=\"post\" action=\"\(base)/done\">")
    out.hidden("csrf", context.csrf)
    out.hidden("back", base)
    out.raw("<label for=\"note-day\">Day</label>")
    out.raw(
      "<input id=\"note-day\" type=\"date\" name=\"day\" value=\"\(context.today)\" max=\"\(context.today)\" required>")
    if activity.requiredAmount != nil || statistics.currentPeriod.goal.measure == .amount {
      out.raw("<label for=\"note-amount\">Amount")
      if let unit = activity.unit {
        out.raw(" (")
        out.text(unit)
        out.raw(")")
      }
      out.raw("</label><input id=\"note-amount\" type=\"number\" name=\"amount\" min=\"0\" step=\"any\">")
    }
    out.raw("<label for=\"note-text\">Note</label>")
    out.raw("<textarea id=\"note-text\" name=\"note\" rows=\"2\" maxlength=\"1000\" style=\"width:100%\"></textarea>")
    out.raw("<p><button type=\"submit\" class=\"primary\">Save</button></p></form></div>")
    let notes = recent.filter { !($0.note ?? "").isEmpty }
    guard !notes.isEmpty else { return }
    out.raw("<div class=\"card\"><h2>Notes</h2><ul class=\"notes\">")
    for record in notes {
      out.raw("<li><span class=\"dim\">\(record.day)</span> ")
      out.text(record.note ?? "")
      out.raw("</li>")
    }
    out.raw("</ul></div>")
  }

  private func monthKey(_ day: Day) -> String { String(day.description.prefix(7)) }
}
