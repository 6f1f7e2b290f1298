/// Which ids and (user, name) pairs the database's activities have, as ``ImportApplier`` looks for them (see
/// `loadKnownActivities()`): a Bloom filter of their hashes, 16 bits apiece with three probes, so about one
/// lookup in two hundred of an id or name the database lacks still asks it; a match is only possible and is
/// looked up, no match means no such activity. A set of the hashes took 8 bytes apiece and more in its table
/// (1,000,000 distinct ids: 24 MB more than the lookups one at a time).
struct KnownActivities {
  private var words: [UInt64]
  /// The number of bits less one, a power of two less one.
  private let mask: Int

  /// Room for the ids and names of `capacity` activities.
  init(capacity: Int) {
    let wanted = max(1 << 12, 2 * 16 * capacity)
    let bits = 1 << (Int.bitWidth - (wanted - 1).leadingZeroBitCount)
    words = Array(repeating: 0, count: bits / 64)
    mask = bits - 1
  }

  mutating func add(uuid: String, userID: Int64, name: String) {
    insert(Self.hash(uuid: uuid))
    insert(Self.hash(name: name, of: userID))
  }

  func mayHave(uuid: String) -> Bool { contains(Self.hash(uuid: uuid)) }

  func mayHave(name: String, of userID: Int64) -> Bool { contains(Self.hash(name: name, of: userID)) }

  private mutating func insert(_ hash: Int) {
    for probe in 0..<3 {
      let bit = Self.bit(probe, of: hash, mask: mask)
      words[bit >> 6] |= 1 << UInt64(bit & 63)
    }
  }

  private func contains(_ hash: Int) -> Bool {
    for probe in 0..<3 {
      let bit = Self.bit(probe, of: hash, mask: mask)
      if words[bit >> 6] & 1 << UInt64(bit & 63) == 0 { return false }
    }
    return true
  }

  /// The `probe`-th of three bits for one hash: its low half starts the probes, its high half (made odd) steps.
  private static func bit(_ probe: Int, of hash: Int, mask: Int) -> Int {
    let step = Int(truncatingIfNeeded: UInt(bitPattern: hash) >> 32) | 1
    return (hash &+ probe &* step) & mask
  }

  private static func hash(uuid: String) -> Int {
    var hasher = Hasher()
    hasher.combine(0 as UInt8)
    hasher.combine(uuid)
    return hasher.finalize()
  }

  /// The user and the name folded as COLLATE NOCASE folds it: ASCII letters only.
  private static func hash(name: String, of userID: Int64) -> Int {
    var hasher = Hasher()
    hasher.combine(1 as UInt8)
    hasher.combine(userID)
    for byte in name.utf8 { hasher.combine((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) }
    return hasher.finalize()
  }
}
