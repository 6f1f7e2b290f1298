import HabitCore
import HabitStore

/// HabitKit's times: UTC instants written `yyyy-MM-ddTHH:mm:ss.SSSZ`, and the local day one of them falls on.
///
/// A completion's `date` is the UTC instant of the local midnight starting its day, with the device's offset
/// beside it (`timezoneOffsetInMinutes`, east of UTC positive): `2025-07-14T22:00:00.000Z` at +120 is the local
/// day 2025-07-15.
///
/// Exports of 2023 wrote the device's local time instead, without `Z` and with microseconds
/// (`2023-04-24T13:41:26.850664`): such a time is already local, so its day is the date written, and no offset
/// is applied to it.
enum HabitKitTime {
  /// A time as written: seconds since 1970-01-01T00:00:00 and whether they count in UTC (`Z`) or in the device's
  /// local time (no `Z`).
  struct Stamp {
    let seconds: Int
    let isLocal: Bool

    /// The day it falls on at `offset` minutes east of UTC; a local time's own day.
    func day(offset minutes: Int) -> Day { HabitKitTime.day(seconds, offset: isLocal ? 0 : minutes) }
  }

  /// The time `text` says, or nil for text of another form.
  static func stamp(_ text: String) -> Stamp? {
    let isLocal = !text.hasSuffix("Z")
    return seconds(isLocal ? text + "Z" : text).map { Stamp(seconds: $0, isLocal: isLocal) }
  }

  /// Seconds since 1970-01-01T00:00:00Z, or nil for text of another form.
  static func seconds(_ text: String) -> Int? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z"), bytes[10] == UInt8(ascii: "T"),
      bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":")
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
        value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      }
      return value
    }
    let fraction = bytes[19..<(bytes.count - 1)]
    guard
      fraction.isEmpty
        || (fraction.first == UInt8(ascii: ".") && fraction.count > 1
          && number(20..<(bytes.count - 1)) != nil)
    else { return nil }
    guard
      let dayText = try? ImportValues.day(
        String(decoding: bytes[0..<10], as: UTF8.self), at: .init(line: 1, column: 1)),
      let day = try? Day(parsing: dayText), let hour = number(11..<13), hour < 24, let minute = number(14..<16),
      minute < 60, let second = number(17..<19), second < 60
    else { return nil }
    return day.ordinal * 86_400 + hour * 3_600 + minute * 60 + second
  }

  /// The day `seconds` falls on at `offset` minutes east of UTC.
  static func day(_ seconds: Int, offset minutes: Int) -> Day {
    let local = seconds + minutes * 60
    return Day(ordinal: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
  }

  /// The day of a local midnight whose offset is unknown: the nearest UTC midnight, right for every offset
  /// between -12 and +12 hours.
  static func nearestDay(_ seconds: Int) -> Day { day(seconds + 43_200, offset: 0) }

  /// A time, or the error that shows what is wrong with it.
  static func parse(_ text: String, what: String, at location: InputLocation) throws -> Stamp {
    guard let stamp = stamp(text) else {
      throw ImportError(
        "\(ImportValues.quoted(text)) is not a \(what) of the form yyyy-MM-ddTHH:mm:ss.SSSZ", at: location,
        hint: "HabitKit writes times in UTC, such as 2025-07-14T22:00:00.000Z (in 2023, local times such as "
          + "2023-04-24T13:41:26.850664).")
    }
    return stamp
  }
}
