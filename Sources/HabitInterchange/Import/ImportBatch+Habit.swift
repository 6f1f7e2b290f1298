import HabitStore

extension ImportBatch {
  /// Adds an activity known only by its id, as the `{habitId: [days]}` layouts have them. If the database does
  /// not know the id either, it is created with the name "Habit" and the start of the id, which
  /// ``nameHabitsKnownOnlyByID(_:)`` lengthens once the whole file is read.
  mutating func addHabit(_ uuid: String, at location: InputLocation) -> Int {
    var activity = ImportedActivity(name: Self.habitName(uuid, digits: 8), location: location)
    activity.uuid = uuid
    activities.append(activity)
    return activities.count - 1
  }

  /// Names the activities `keys` (added by ``addHabit(_:at:)``) "Habit" and the first 8 hex digits of their ids,
  /// or as many more as it takes for no two of them to share a name: ids that share their first 8 digits would
  /// otherwise take the same name, and the second would be left out as a conflict.
  mutating func nameHabitsKnownOnlyByID(_ keys: [Int]) {
    // Sorted, the ids that share the most leading digits are neighbours: one more digit than the longest shared
    // run tells every name apart, without building a set of names for each length tried.
    let values = keys.compactMap { activities[$0].uuid.map(Self.hexValue) }.sorted { $0 < $1 }
    var shared = 0
    for (earlier, later) in zip(values, values.dropFirst()) {
      shared = max(shared, Self.sharedLeadingDigits(earlier, later))
    }
    let digits = min(32, max(8, shared + 1))
    // ``addHabit(_:at:)`` named them with 8.
    guard digits > 8 else { return }
    for key in keys {
      if let uuid = activities[key].uuid { activities[key].name = Self.habitName(uuid, digits: digits) }
    }
  }

  /// "Habit " and the first `digits` hex digits of `uuid`, as written there; built from its bytes, since a file
  /// may name 100,000 habits. Decoded from a buffer on the stack, the name of up to 9 digits is a small string
  /// held inline, without an allocation of its own.
  private static func habitName(_ uuid: String, digits: Int) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 6 + 36) { buffer in
      var count = 0
      for byte in "Habit ".utf8 {
        buffer[count] = byte
        count += 1
      }
      for byte in uuid.utf8 where byte != UInt8(ascii: "-") && count < 6 + digits {
        buffer[count] = byte
        count += 1
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }

  /// The 32 hex digits of a UUID as one number, ignoring case and dashes.
  private static func hexValue(_ uuid: String) -> UInt128Digits {
    var value = UInt128Digits(high: 0, low: 0)
    var digits = 0
    // Read from the contiguous bytes: walking the String's UTF-8 view costs several times as much.
    var uuid = uuid
    uuid.withUTF8 { bytes in
      for byte in bytes where byte != UInt8(ascii: "-") {
        let nibble: UInt64 =
          switch byte {
          case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt64(byte - UInt8(ascii: "0"))
          case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt64(byte - UInt8(ascii: "a") + 10)
          case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt64(byte - UInt8(ascii: "A") + 10)
          default: 0
          }
        if digits < 16 {
          value.high = value.high << 4 | nibble
        } else {
          value.low = value.low << 4 | nibble
        }
        digits += 1
      }
    }
    return value
  }

  /// How many leading hex digits two ids have in common.
  private static func sharedLeadingDigits(_ a: UInt128Digits, _ b: UInt128Digits) -> Int {
    if a.high != b.high { return (a.high ^ b.high).leadingZeroBitCount / 4 }
    return 16 + (a.low ^ b.low).leadingZeroBitCount / 4
  }
}

/// A UUID's 32 hex digits as two 64-bit halves, ordered as the digits are.
private struct UInt128Digits: Comparable {
  var high: UInt64
  var low: UInt64

  static func < (a: Self, b: Self) -> Bool { (a.high, a.low) < (b.high, b.low) }
}
