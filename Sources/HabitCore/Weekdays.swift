/// The days of the week a weekday goal is due on: Monday to Sunday, one bit each (bit 0 is Monday, ISO order).
///
/// ```swift
/// let gym = try Weekdays(parsing: "mon,wed,fri")
/// gym.contains(day)   // true on a Wednesday
/// gym.description     // "Mon, Wed and Fri"
/// gym.code            // "mon,wed,fri"
/// ```
public struct Weekdays: OptionSet, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue & 0x7F }

  /// The one ISO weekday (1 Monday ... 7 Sunday).
  public init(isoWeekday: Int) { self.init(rawValue: 1 << (isoWeekday - 1)) }

  public static let monday = Weekdays(isoWeekday: 1)
  public static let tuesday = Weekdays(isoWeekday: 2)
  public static let wednesday = Weekdays(isoWeekday: 3)
  public static let thursday = Weekdays(isoWeekday: 4)
  public static let friday = Weekdays(isoWeekday: 5)
  public static let saturday = Weekdays(isoWeekday: 6)
  public static let sunday = Weekdays(isoWeekday: 7)
  /// Monday to Friday.
  public static let workdays = Weekdays(rawValue: 0x1F)
  public static let weekends = Weekdays(rawValue: 0x60)
  public static let everyDay = Weekdays(rawValue: 0x7F)

  /// Whether `day` falls on one of these weekdays.
  public func contains(_ day: Day) -> Bool { rawValue & (1 << (day.isoWeekday - 1)) != 0 }

  /// The ISO weekdays held, Monday first.
  public var isoWeekdays: [Int] { (1...7).filter { rawValue & (1 << ($0 - 1)) != 0 } }

  /// How many of the days `days` fall on these weekdays, by arithmetic: whole weeks, then the days left.
  public func count(in days: ClosedRange<Day>) -> Int {
    let length = days.count
    var total = (length / 7) * isoWeekdays.count
    var day = days.lowerBound.adding(days: length / 7 * 7)
    while day <= days.upperBound {
      if contains(day) { total += 1 }
      day = day.adding(days: 1)
    }
    return total
  }

  /// The three-letter English names, as `--goal` takes them and exports write them: "mon,wed,fri"; the words
  /// "weekdays" and "weekends" for those sets.
  public var code: String {
    if self == .workdays { return "weekdays" }
    if self == .weekends { return "weekends" }
    return list
  }

  /// The three-letter English names, Monday first, always listed: "mon,tue,wed,thu,fri" (habit's JSON).
  public var list: String { isoWeekdays.map { Weekdays.shortNames[$0 - 1] }.joined(separator: ",") }

  /// How a goal reads with them: "Mon, Wed and Fri", "weekdays", "weekends", "every day".
  public var description: String {
    if self == .workdays { return "weekdays" }
    if self == .weekends { return "weekends" }
    if self == .everyDay { return "every day" }
    let names = isoWeekdays.map { Weekdays.shortNames[$0 - 1].capitalized }
    guard names.count > 1 else { return names.first ?? "no day" }
    return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }

  static let shortNames = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
  static let longNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
}

extension String {
  fileprivate var capitalized: String { prefix(1).uppercased() + dropFirst() }
}

extension Weekdays {
  /// Reads weekdays as people write them, in any case: `mon,wed,fri`, `tue thu`, `Monday, Thursday`,
  /// `mon-fri` (a range), `weekdays`, `weekends`, `every tuesday`, `tuesdays`; nil when the text names no
  /// weekdays this way.
  public init?(parsing text: some StringProtocol) {
    var words = text.lowercased().split { $0 == "," || $0 == " " || $0 == "/" || $0 == "&" }.map(String.init)
    if words.first == "every" || words.first == "on" { words.removeFirst() }
    words.removeAll { $0 == "and" }
    guard !words.isEmpty else { return nil }
    var days = Weekdays()
    for word in words {
      if word == "weekdays" || word == "weekday" || word == "workdays" {
        days.formUnion(.workdays)
      } else if word == "weekends" || word == "weekend" {
        days.formUnion(.weekends)
      } else if word == "day" || word == "days" {
        continue
      } else if let dash = word.firstIndex(of: "-") {
        guard let from = Weekdays.isoWeekday(named: word[..<dash]),
          let to = Weekdays.isoWeekday(named: word[word.index(after: dash)...])
        else { return nil }
        var weekday = from
        while true {
          days.insert(Weekdays(isoWeekday: weekday))
          if weekday == to { break }
          weekday = weekday % 7 + 1
        }
      } else if let weekday = Weekdays.isoWeekday(named: word) {
        days.insert(Weekdays(isoWeekday: weekday))
      } else {
        return nil
      }
    }
    guard !days.isEmpty else { return nil }
    self = days
  }

  /// The ISO weekday an English name means: `mon`, `monday`, `mondays`, `tues`, `thurs`; nil otherwise.
  static func isoWeekday(named word: some StringProtocol) -> Int? {
    var name = String(word)
    if name.count > 3, name.hasSuffix("s") { name.removeLast() }
    if let index = longNames.firstIndex(of: name) ?? shortNames.firstIndex(of: name) { return index + 1 }
    return ["tues": 2, "weds": 3, "thur": 4, "thurs": 4][name]
  }
}
