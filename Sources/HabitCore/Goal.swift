/// What a person wants to achieve with an activity in each period.
///
/// A count goal counts completions ("3 times a week"); an amount goal adds up the amounts recorded
/// ("150 minutes a week"). Either can be a floor (`atLeast`) or a ceiling (`atMost`, "at most 2 coffees a day").
///
/// A daily at-least goal can name the weekdays it is due on ("mon,wed,fri"): the other days are rest days, judged
/// neither way.
///
/// ```swift
/// let goal = try Goal(spec: "3/week")
/// goal.description  // "3 times a week"
/// try Goal(spec: "mon,wed,fri").description  // "on Mon, Wed and Fri"
/// ```
public struct Goal: Hashable, Sendable, CustomStringConvertible {
  public enum Comparison: String, Sendable, CaseIterable {
    case atLeast = "at_least"
    case atMost = "at_most"
  }

  public enum Measure: String, Sendable, CaseIterable {
    /// The number of counting completions in the period.
    case count
    /// The total amount recorded in the period, in the activity's unit.
    case amount
  }

  public var comparison: Comparison
  public var measure: Measure
  public var target: Double
  public var period: Period
  /// For amount goals, the unit the target is in (the activity's unit). Nil for count goals.
  public var unit: String?
  /// For a daily at-least goal, the weekdays it is due on; nil when it is due every day. The days of the others
  /// are rest days.
  public var weekdays: Weekdays?

  /// A goal; `weekdays` are kept only for a daily at-least goal, and all seven read as every day (nil).
  public init(
    comparison: Comparison = .atLeast, measure: Measure = .count, target: Double, period: Period, unit: String? = nil,
    weekdays: Weekdays? = nil
  ) {
    self.comparison = comparison
    self.measure = measure
    self.target = target
    self.period = period
    self.unit = measure == .amount ? unit : nil
    let scheduled = period == .day && comparison == .atLeast && weekdays != .everyDay && weekdays?.isEmpty == false
    self.weekdays = scheduled ? weekdays : nil
  }

  /// Whether the goal asks anything of `day`: false on a weekday goal's rest days.
  public func isDue(on day: Day) -> Bool { weekdays?.contains(day) ?? true }

  /// Once a day: the goal of an activity created without one.
  public static let daily = Goal(target: 1, period: .day)

  public var description: String {
    if let weekdays {
      let isOnce = measure == .count && target == 1
      return (isOnce ? "" : Goal(measure: measure, target: target, period: period, unit: unit).description + " ")
        + "on " + weekdays.description
    }
    var text = comparison == .atMost ? "at most " : ""
    switch measure {
    case .count:
      if comparison == .atLeast && target == 1 {
        text += "once"
      } else if comparison == .atLeast && target == 2 {
        text += "twice"
      } else {
        text += formatAmount(target) + (target == 1 ? " time" : " times")
      }
    case .amount:
      text += formatAmount(target) + (unit.map { " " + $0 } ?? "")
    }
    return text + " " + period.phrase
  }

  /// The compact form accepted by `--goal` and written to exports: `3/week`, `<=2/day`, `150 minutes/week`,
  /// `3/7d`, `mon,wed,fri` (once on each), `30 minutes/day on weekdays`.
  public var spec: String {
    if let weekdays {
      let isOnce = measure == .count && target == 1
      let base = Goal(measure: measure, target: target, period: period, unit: unit)
      return isOnce ? weekdays.code : base.spec + " on " + weekdays.code
    }
    var text = comparison == .atMost ? "<=" : ""
    text += formatAmount(target)
    if measure == .amount { text += " " + (unit ?? "units") }
    return text + "/" + period.code
  }
}

/// Why a goal spec was refused.
public struct GoalSpecError: Error, Equatable, Sendable, CustomStringConvertible {
  public let spec: String
  public let reason: String
  public var description: String {
    "cannot read the goal '\(spec)': \(reason). Examples: 1/day, 3/week, 2/month, 3/7d (3 in any 7 days), "
      + "'<=2/day' (at most), '150 minutes/week' (an amount), mon,wed,fri (once on each of those days)"
  }
}

extension Goal {
  /// Parses a goal as people write it.
  ///
  /// Accepted: `N/PERIOD`, `N per PERIOD`, `N times a PERIOD`, `once a day`, `twice a week`, prefixed by
  /// `at least`, `at most`, `>=` or `<=`. PERIOD is `day`, `week`, `month`, `Nd` or `Nw` (a rolling window). A
  /// word after the number other than `times`/`x` is a unit and makes it an amount goal (`150 minutes/week`).
  /// Words for once a period work too: `daily`, `every day`, `weekly`, `monthly`, `every other day` (once in any
  /// 2 days), `every 3 days`. Weekdays alone (`mon,wed,fri`, `weekdays`, `every tuesday`) are once on each of
  /// them; `GOAL on WEEKDAYS` (`30 minutes/day on weekdays`) a daily at-least goal due on those days only.
  public init(spec rawSpec: String) throws(GoalSpecError) {
    func fail(_ reason: String) -> GoalSpecError { GoalSpecError(spec: rawSpec, reason: reason) }
    let whole = Substring(rawSpec.lowercased()).trimmingSpaces()
    if let weekdays = Weekdays(parsing: whole) {
      self.init(target: 1, period: .day, weekdays: weekdays)
      return
    }
    if let on = whole.ranges(of: " on ").last, let weekdays = Weekdays(parsing: whole[on.upperBound...]) {
      let goal = try Goal(spec: String(whole[..<on.lowerBound]))
      guard goal.period == .day, goal.comparison == .atLeast, goal.weekdays == nil else {
        throw fail("only a daily at-least goal can name its weekdays, such as '2/day on mon,thu'")
      }
      self.init(measure: goal.measure, target: goal.target, period: .day, unit: goal.unit, weekdays: weekdays)
      return
    }
    var text = whole
    var comparison = Comparison.atLeast
    for (prefix, value) in [("at least", Comparison.atLeast), ("at most", .atMost), (">=", .atLeast), ("<=", .atMost)]
    where text.hasPrefix(prefix) {
      comparison = value
      text = text.dropFirst(prefix.count).trimmingSpaces()
      break
    }
    if let once = Goal.oncePerPeriod(text) { text = once }
    // Split "amount part" from "period part".
    let amountPart: Substring
    var periodPart: Substring
    if let slash = text.firstIndex(of: "/") {
      amountPart = text[..<slash].trimmingSpaces()
      periodPart = text[text.index(after: slash)...].trimmingSpaces()
    } else if let (separator, range) = Goal.separator(in: text) {
      amountPart = text[..<range.lowerBound].trimmingSpaces()
      periodPart = text[range.upperBound...].trimmingSpaces()
      if separator == " in any " {
        // "3 in any 7 days"
        let words = periodPart.split(separator: " ")
        guard words.count == 2, let days = Int(words[0]), words[1].hasPrefix("day") else {
          throw fail("expected 'in any N days'")
        }
        periodPart = Substring("\(days)d")
      }
    } else if let (amount, period) = Goal.trailingPeriodWord(in: text) {
      // "twice daily", "3 times weekly"
      amountPart = amount
      periodPart = period
    } else {
      throw fail("it needs a period, such as 3/week, '3 times a week' or 'twice daily'")
    }
    guard let period = Period(code: periodPart) else {
      if let window = Period.windowLength(periodPart) {
        throw fail(
          "a rolling window of \(window.count) \(window.unit) cannot be: Nd goes from 1d to \(Period.longestWindowDays)d, "
            + "Nw from 1w to \(Period.longestWindowWeeks)w")
      }
      throw fail(
        "'\(periodPart)' is not a period (day, week, month, or a rolling window: Nd up to "
          + "\(Period.longestWindowDays)d, Nw up to \(Period.longestWindowWeeks)w)")
    }
    var words = amountPart.split(separator: " ")
    guard let first = words.first else { throw fail("it needs a number before the period") }
    let target: Double
    switch first {
    case "once": target = 1
    case "twice": target = 2
    default:
      var number = first
      // "3x/week"; but the x of a glued unit such as "10px" stays with the unit.
      if number.hasSuffix("x"), Double(number.dropLast()) != nil { number = number.dropLast() }
      if let value = Double(number) {
        target = value
      } else if let split = number.firstIndex(where: { !($0.isNumber || $0 == ".") }),
        split != number.startIndex, let value = Double(number[..<split])
      {
        // "150min/week": a unit glued to the number.
        target = value
        words.insert(number[split...], at: 1)
      } else {
        throw fail("'\(first)' is not a number")
      }
    }
    guard target.isFinite, target >= 0 else { throw fail("the number must be zero or more") }
    words.removeFirst()
    let rest = words.joined(separator: " ")
    if rest.isEmpty || ["time", "times", "x"].contains(rest) {
      guard target == target.rounded() else { throw fail("a number of times must be whole") }
      guard comparison == .atMost || target >= 1 else { throw fail("at least 0 times is no goal") }
      self.init(comparison: comparison, measure: .count, target: target, period: period)
    } else {
      guard comparison == .atMost || target > 0 else { throw fail("at least 0 is no goal") }
      self.init(comparison: comparison, measure: .amount, target: target, period: period, unit: rest)
    }
    // No "N times cannot fit in D days" check: a count goal counts completions, and a day may hold several
    // (3/day is a goal), so 10 in any 7 days is as possible as at most 10 coffees in any 7 days is sensible.
  }
}

extension Goal {
  /// "daily", "every week", "every other day", "every 3 days" as the goal they mean: once a period.
  static func oncePerPeriod(_ text: Substring) -> Substring? {
    let named = ["daily": "day", "weekly": "week", "monthly": "month", "fortnightly": "2w"]
    if let period = named[String(text)] { return "1/" + period }
    let words = text.split(separator: " ")
    guard words.count >= 2, ["every", "each"].contains(words[0]) else { return nil }
    let units: [Substring: String] = ["day": "d", "days": "d", "week": "w", "weeks": "w"]
    let period: String? =
      switch (words.count, words[1]) {
      case (2, "day"), (2, "week"), (2, "month"): String(words[1])
      case (3, "other"): units[words[2]].map { "2" + $0 }
      case (3, _): Int(words[1]).flatMap { count in units[words[2]].map { "\(count)" + $0 } }
      default: nil
      }
    return period.map { Substring("1/" + $0) }
  }

  /// "twice daily" as ("twice", "day"): a count, then a word for once a period; nil otherwise.
  static func trailingPeriodWord(in text: Substring) -> (Substring, Substring)? {
    guard let space = text.lastIndex(of: " ") else { return nil }
    let word = text[text.index(after: space)...]
    let periods: [(String, Substring)] = [
      ("daily", "day"), ("weekly", "week"), ("monthly", "month"), ("fortnightly", "2w"),
    ]
    guard let period = periods.first(where: { $0.0 == word })?.1 else { return nil }
    return (text[..<space].trimmingSpaces(), period)
  }

  static func separator(in text: Substring) -> (String, Range<Substring.Index>)? {
    for separator in [" in any ", " per ", " every ", " an ", " a "] {
      if let range = text.firstRange(of: separator) { return (separator, range) }
    }
    return nil
  }
}

/// Formats an amount without a trailing `.0`: 3 -> "3", 2.5 -> "2.5".
public func formatAmount(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  return String(value)
}

extension Substring {
  /// The text without the whitespace around it (a view of the same storage, no copy).
  public func trimmingSpaces() -> Substring {
    var result = self
    while result.first?.isWhitespace == true { result = result.dropFirst() }
    while result.last?.isWhitespace == true { result = result.dropLast() }
    return result
  }
}
