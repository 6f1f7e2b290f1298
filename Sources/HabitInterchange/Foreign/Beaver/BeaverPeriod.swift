import HabitCore
import HabitStore

/// A Beaver Habits period, `{"period_type": "D"|"W"|"M"|"Y", "period_count", "target_count"}`, as a goal.
///
/// Beaver's periods are calendar periods (weeks from Monday): one day, week or month becomes habit's day, week
/// or month, judged on the household's week start. Several of them (every 2 weeks) or a year have no calendar
/// equal in habit: they become a rolling window of as many days (a month counted as 30, a year as 365) and are
/// counted in the report. A Beaver day is done or not, so the target is a number of done days.
enum BeaverPeriod {
  static func goal<Source>(_ input: JSONInput<Source>, batch: inout ImportBatch) throws -> Goal {
    let token = try input.next()
    if token == .null { return .daily }
    input.putBack(token)
    var type: String?
    var count: Int?
    var target: Int?
    let start = try input.object("\"period\"") { member in
      switch member {
      case "period_type": type = try input.string("\"period_type\"")
      case "period_count": count = try input.integer("\"period_count\"")
      case "target_count": target = try input.integer("\"target_count\"")
      default:
        try input.skipValue()
        batch.ignore("members of Beaver periods other than period_type, period_count, target_count")
      }
    }
    let hint = "A period is {\"period_type\": D, W, M or Y, \"period_count\": 1 or more, \"target_count\": 1 or more}."
    guard let type, let count, let target, count >= 1, target >= 1 else {
      throw ImportError("this period lacks a type, or a count or target of 1 or more", at: start, hint: hint)
    }
    let calendar: [String: (period: Period, days: Int)] = ["D": (.day, 1), "W": (.week, 7), "M": (.month, 30)]
    let days: Int
    switch type {
    case "D", "W", "M":
      let unit = calendar[type]!
      if count == 1 {
        guard target <= (type == "M" ? 31 : unit.days) else {
          throw ImportError("\(target) done days cannot fit in one \(unit.period.code)", at: start, hint: hint)
        }
        return Goal(target: Double(target), period: unit.period)
      }
      days = unit.days * count
    case "Y": days = 365 * count
    default:
      throw ImportError("\(ImportValues.quoted(type)) is not a period type", at: start, hint: hint)
    }
    guard days <= 366 else {
      throw ImportError(
        "a period of \(days) days is longer than habit's rolling goals can be (366 days)", at: start,
        hint: "Give the habit a shorter period in Beaver, or import it and set its goal with habit edit.")
    }
    guard target <= days else {
      throw ImportError("\(target) done days cannot fit in \(days) days", at: start, hint: hint)
    }
    batch.ignore("Beaver periods with no calendar equal, kept as rolling windows")
    return Goal(target: Double(target), period: days == 1 ? .day : .rolling(days: days))
  }
}
