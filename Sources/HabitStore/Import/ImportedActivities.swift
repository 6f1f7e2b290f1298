/// The activities of an ``ImportBatch``, by key: an array of ``ImportedActivity`` to its users, but one known
/// only by its id (``habitKey(uuid:at:)``, the dates layouts) is kept as the id's 16 bytes and where the file
/// first names it, and becomes a whole ``ImportedActivity`` only when a parser changes it.
///
/// A file of the dates layout may name 1,000,000 habits. As whole values, with their ids and names as strings and
/// a dictionary from id to key, they took about 330 bytes apiece, 335 MB in all; kept so, 20 bytes, and 8 more
/// for the index while parsing.
///
/// ```swift
/// var activities: ImportedActivities = []
/// let key = activities.habitKey(uuid: "0f6c5f39-9d5e-4a53-9a4e-3cbb1e2f3a10", at: location)
/// activities[key].name  // "Habit 0f6c5f39"
/// ```
public struct ImportedActivities: RandomAccessCollection, MutableCollection, ExpressibleByArrayLiteral, Sendable {
  /// Per key: an index of ``whole`` when not negative, else the complement of an index of ``ids``. Empty while
  /// ``whole`` is, when every key is that of the habit ``ids`` has at the same index.
  private var slots: [Int32] = []
  private var whole: [ImportedActivity] = []
  /// The ids of the activities ``habitKey(uuid:at:)`` added, with where the file first names each and (once
  /// ``slots`` is not empty) its key. A habit made whole keeps its entry here, so the index still finds it.
  private var ids: [CompactID] = []
  /// Where the file first names each, as its line times 256 plus its column; one beyond 16,777,215 lines or
  /// 255 columns as ``Self/farPlace`` there, and whole in ``farPlaces``.
  private var places: [UInt32] = []
  private var farPlaces: [Int: InputLocation] = [:]
  private static let farPlace = UInt32.max
  private var keysOfIDs: [Int32] = []
  /// Open addressing over ``ids``: 0 is an empty bucket, else an index of ``ids`` plus one.
  private var buckets: [Int32] = []
  /// How many hex digits of their ids the names of habits known only by id show (see ``lengthenHabitNames(of:)``).
  private var nameDigits = 8

  public init() {}

  public init(arrayLiteral elements: ImportedActivity...) {
    append(contentsOf: elements)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { whole.isEmpty ? ids.count : slots.count }

  public subscript(key: Int) -> ImportedActivity {
    get {
      let slot = slot(of: key)
      if slot >= 0 { return whole[slot] }
      return habit(at: ~slot)
    }
    set {
      makeSlots()
      let slot = Int(slots[key])
      if slot >= 0 {
        whole[slot] = newValue
      } else {
        slots[key] = Int32(whole.count)
        whole.append(newValue)
      }
    }
  }

  public mutating func append(_ activity: ImportedActivity) {
    makeSlots()
    slots.append(Int32(whole.count))
    whole.append(activity)
  }

  private func slot(of key: Int) -> Int {
    if whole.isEmpty {
      precondition(key < ids.count, "no activity \(key)")
      return ~key
    }
    return Int(slots[key])
  }

  /// Fills ``slots`` and ``keysOfIDs`` for the habits so far, before the first whole activity comes.
  private mutating func makeSlots() {
    guard whole.isEmpty else { return }
    slots = ids.indices.map { ~Int32($0) }
    keysOfIDs = ids.indices.map { Int32($0) }
  }

  public mutating func append<S: Sequence>(contentsOf activities: S) where S.Element == ImportedActivity {
    for activity in activities { append(activity) }
  }

  public static func += <S: Sequence>(left: inout Self, right: S) where S.Element == ImportedActivity {
    left.append(contentsOf: right)
  }

  /// The key of the activity known only by its id `uuid` (lowercase, with dashes, as `ImportValues` makes it),
  /// added when the file names it for the first time (`at`): named "Habit" and the first 8 hex digits of its id.
  public mutating func habitKey(uuid: String, at location: InputLocation) -> Int {
    guard let id = CompactID(uuid) else {
      // Not the canonical form: kept whole, and found by a look through those kept so.
      if let key = indices.first(where: { slot(of: $0) >= 0 && self[$0].uuid == uuid }) { return key }
      var activity = ImportedActivity(name: Self.habitName(uuid, digits: nameDigits), location: location)
      activity.uuid = uuid
      append(activity)
      return count - 1
    }
    if let index = indexOfID(id) { return whole.isEmpty ? index : Int(keysOfIDs[index]) }
    if 2 * (ids.count + 1) > buckets.count { growIndex() }
    let key = count
    if !whole.isEmpty {
      slots.append(~Int32(ids.count))
      keysOfIDs.append(Int32(key))
    }
    ids.append(id)
    if location.line >= 0, location.line < 1 << 24, location.column >= 0, location.column < 255 {
      places.append(UInt32(location.line << 8 | location.column))
    } else {
      farPlaces[places.count] = location
      places.append(Self.farPlace)
    }
    insertIntoIndex(ids.count - 1)
    return key
  }

  /// Names the habits for which `renamed` holds (added by ``habitKey(uuid:at:)``, and not renamed since) "Habit"
  /// and the first 8 hex digits of their ids, or as many more as it takes for no two of them to share a name: ids
  /// that share their first 8 digits would otherwise take the same name, and the second would be left out as a
  /// conflict. Ends the look-up by id: what it takes is released.
  public mutating func lengthenHabitNames(where renamed: (Int) -> Bool) {
    buckets = []
    keysOfIDs = []
    // Sorted, the ids that share the most leading digits are neighbours: one more digit than the longest shared
    // run tells every name apart, without building a set of names for each length tried.
    let digits = Swift.min(32, Swift.max(8, sharedLeadingDigits(where: renamed) + 1))
    guard digits > 8 else { return }
    // The others keep the names they have: they are made whole first.
    for key in 0..<count where !renamed(key) && slot(of: key) < 0 { self[key] = self[key] }
    nameDigits = digits
    for key in 0..<count where renamed(key) && slot(of: key) >= 0 {
      if let uuid = self[key].uuid { self[key].name = Self.habitName(uuid, digits: digits) }
    }
  }

  /// The most leading hex digits the ids of any two habits for which `included` holds share. Sorted, the ids
  /// that share the most are neighbours; only their first 8 digits are sorted (4 bytes apiece, not 16: a file may
  /// name 1,000,000 habits), and the few ids that share those are then compared whole.
  private func sharedLeadingDigits(where included: (Int) -> Bool) -> Int {
    func id(_ key: Int) -> CompactID? {
      guard included(key) else { return nil }
      let slot = slot(of: key)
      return slot < 0 ? ids[~slot] : self[key].uuid.flatMap(CompactID.init)
    }
    func start(_ id: CompactID) -> UInt32 { UInt32(truncatingIfNeeded: id.high >> 32) }
    var starts: [UInt32] = []
    starts.reserveCapacity(count)
    for key in 0..<count { if let id = id(key) { starts.append(start(id)) } }
    starts.sort()
    var shared = 0
    var repeated: Set<UInt32> = []
    for (earlier, later) in zip(starts, starts.dropFirst()) {
      if earlier == later { repeated.insert(earlier) }
      shared = Swift.max(shared, (earlier ^ later).leadingZeroBitCount / 4)
    }
    starts = []
    guard !repeated.isEmpty else { return shared }
    var sharing: [CompactID] = []
    for key in 0..<count { if let id = id(key), repeated.contains(start(id)) { sharing.append(id) } }
    sharing.sort()
    for (earlier, later) in zip(sharing, sharing.dropFirst()) {
      shared = Swift.max(shared, earlier.sharedLeadingDigits(with: later))
    }
    return shared
  }

  private func habit(at index: Int) -> ImportedActivity {
    let uuid = ids[index].text
    var activity = ImportedActivity(
      name: Self.habitName(uuid, digits: nameDigits),
      location: places[index] == Self.farPlace
        ? farPlaces[index]! : InputLocation(line: Int(places[index] >> 8), column: Int(places[index] & 0xFF)))
    activity.uuid = uuid
    return activity
  }

  private func indexOfID(_ id: CompactID) -> Int? {
    guard !buckets.isEmpty else { return nil }
    let mask = buckets.count - 1
    var bucket = id.hashValue32 & mask
    while buckets[bucket] != 0 {
      let index = Int(buckets[bucket]) - 1
      if ids[index] == id { return index }
      bucket = (bucket + 1) & mask
    }
    return nil
  }

  private mutating func insertIntoIndex(_ index: Int) {
    let mask = buckets.count - 1
    var bucket = ids[index].hashValue32 & mask
    while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
    buckets[bucket] = Int32(index + 1)
  }

  private mutating func growIndex() {
    buckets = [Int32](repeating: 0, count: Swift.max(1 << 10, 2 * buckets.count))
    for index in ids.indices { insertIntoIndex(index) }
  }

  /// "Habit " and the first `digits` hex digits of `uuid`, as written there; built from its bytes. Decoded from a
  /// buffer on the stack, the name of up to 9 digits is a small string held inline, without an allocation.
  static func habitName(_ uuid: String, digits: Int) -> String {
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
}

/// A UUID written lowercase with dashes, as its 32 hex digits in two 64-bit halves, ordered as the digits are.
struct CompactID: Comparable, Sendable {
  var high: UInt64
  var low: UInt64

  /// Nil unless `text` is 36 characters: lowercase hex digits with dashes after the 8th, 12th, 16th and 20th.
  init?(_ text: String) {
    var text = text
    guard
      let value = text.withUTF8({ bytes -> CompactID? in
        guard bytes.count == 36 else { return nil }
        var (high, low): (UInt64, UInt64) = (0, 0)
        var digits = 0
        for (index, byte) in bytes.enumerated() {
          if index == 8 || index == 13 || index == 18 || index == 23 {
            guard byte == UInt8(ascii: "-") else { return nil }
            continue
          }
          let nibble: UInt64
          switch byte {
          case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = UInt64(byte - UInt8(ascii: "0"))
          case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = UInt64(byte - UInt8(ascii: "a") + 10)
          default: return nil
          }
          if digits < 16 { high = high << 4 | nibble } else { low = low << 4 | nibble }
          digits += 1
        }
        return CompactID(high: high, low: low)
      })
    else { return nil }
    self = value
  }

  private init(high: UInt64, low: UInt64) {
    (self.high, self.low) = (high, low)
  }

  /// The id as it was written: lowercase, with dashes.
  var text: String {
    String(unsafeUninitializedCapacity: 36) { buffer in
      var count = 0
      for digit in 0..<32 {
        if digit == 8 || digit == 12 || digit == 16 || digit == 20 {
          buffer[count] = UInt8(ascii: "-")
          count += 1
        }
        let half = digit < 16 ? high : low
        let nibble = UInt8(truncatingIfNeeded: half >> UInt64(60 - 4 * (digit % 16))) & 0xF
        buffer[count] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
        count += 1
      }
      return count
    }
  }

  /// A hash for the index: ids made by hand may differ only in their last digits, so every bit is mixed in.
  var hashValue32: Int {
    let mixed = (high ^ (low &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: mixed >> 32)
  }

  /// How many leading hex digits two ids have in common.
  func sharedLeadingDigits(with other: CompactID) -> Int {
    if high != other.high { return (high ^ other.high).leadingZeroBitCount / 4 }
    return 16 + (low ^ other.low).leadingZeroBitCount / 4
  }

  static func < (a: Self, b: Self) -> Bool { (a.high, a.low) < (b.high, b.low) }
}
