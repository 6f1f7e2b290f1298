/// A name as the database compares it (COLLATE NOCASE: ASCII letters folded, everything else as is), for
/// finding an activity or user by name in a file the way the database would.
struct NameKey: Hashable {
  let folded: [UInt8]

  init(_ name: String) {
    folded = name.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
  }
}
