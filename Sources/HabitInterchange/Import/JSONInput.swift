import HabitStore

/// Pulls typed values out of a ``JSONReader`` for an importer, with an ``ImportError`` at the right line and
/// column whenever the document is not what the format says: wrong type, missing or repeated member.
///
/// A class so the format readers can share one cursor through nested closures.
final class JSONInput<Source: ByteSource> {
  private var reader: JSONReader<Source>
  /// Where the last token read starts.
  private(set) var location = InputLocation(line: 1, column: 1)

  init(source: Source) {
    reader = JSONReader(source: source)
  }

  /// A token read ahead and put back.
  private var pending: JSONToken?

  /// The next token; the end of the document is an error, since every caller expects something.
  func next() throws(ImportError) -> JSONToken {
    if let token = pending {
      pending = nil
      return token
    }
    guard let token = try nextOrEnd() else {
      throw ImportError("the document ends early", at: location, hint: "The file may be cut short.")
    }
    return token
  }

  /// The next token, or nil after the top-level value.
  func nextOrEnd() throws(ImportError) -> JSONToken? {
    precondition(pending == nil, "nothing is put back at the end of a document")
    do {
      let token = try reader.next()
      location = InputLocation(line: reader.line, column: reader.column)
      return token
    } catch {
      throw ImportError(json: error)
    }
  }

  /// Reads an object's members, handing each name to `body`, which must consume the member's value. A name met
  /// twice is an error. Returns where the object starts.
  @discardableResult
  func object(
    _ what: String, namesCheckedByCaller: Bool = false, _ body: (_ name: String) throws -> Void
  ) throws -> InputLocation {
    try expectObjectStart(what)
    let start = location
    try members(namesCheckedByCaller: namesCheckedByCaller, body)
    return start
  }

  func expectObjectStart(_ what: String) throws(ImportError) {
    let token = try next()
    guard token == .objectStart else { throw mismatch(what, expected: "an object", found: token) }
  }

  /// The members of an object whose `{` was just read. A name that comes twice is refused, unless
  /// `namesCheckedByCaller`: a caller that keeps what each name stands for anyway (the dates layout's habit ids,
  /// 1,000,000 of them in a file) tells a repeat from that, instead of a set of every name as written.
  func members(namesCheckedByCaller: Bool = false, _ body: (_ name: String) throws -> Void) throws {
    // Most objects have a few members (a completion has four, 100,000 of them in a file): compared one by one
    // they cost less than hashing each into a set, which takes over past 16.
    var names: [String] = []
    var seen: Set<String> = []
    func isNew(_ name: String) -> Bool {
      if names.count < 16 {
        if names.contains(name) { return false }
        names.append(name)
        return true
      }
      if seen.isEmpty { seen = Set(names) }
      return seen.insert(name).inserted
    }
    while true {
      switch try next() {
      case .objectEnd: return
      case .key(let name):
        guard namesCheckedByCaller || isNew(name) else {
          throw ImportError(
            "the member \"\(name)\" appears twice in this object", at: location, hint: "Keep one of them.")
        }
        try body(name)
      default: preconditionFailure("the JSON reader yields only names and ends inside an object")
      }
    }
  }

  /// Reads an array, calling `body` once per element; `body` must consume the element.
  func array(_ what: String, _ body: () throws -> Void) throws {
    let token = try next()
    guard token == .arrayStart else { throw mismatch(what, expected: "an array", found: token) }
    while true {
      let first = try next()
      if first == .arrayEnd { return }
      putBack(first)
      try body()
    }
  }

  func string(_ what: String) throws(ImportError) -> String {
    let token = try next()
    guard case .string(let value) = token else { throw mismatch(what, expected: "a string", found: token) }
    return value
  }

  /// A string, or nil for null; an empty string is nil too, since the database keeps no empty notes.
  func optionalString(_ what: String) throws(ImportError) -> String? {
    let token = try next()
    switch token {
    case .null: return nil
    case .string(let value): return value.isEmpty ? nil : value
    default: throw mismatch(what, expected: "a string or null", found: token)
    }
  }

  func number(_ what: String) throws(ImportError) -> (value: Double, text: String) {
    let token = try next()
    guard case .number(let text) = token else { throw mismatch(what, expected: "a number", found: token) }
    return (Double(text) ?? .infinity, text)
  }

  func optionalNumber(_ what: String) throws(ImportError) -> (value: Double, text: String)? {
    let token = try next()
    switch token {
    case .null: return nil
    case .number(let text): return (Double(text) ?? .infinity, text)
    default: throw mismatch(what, expected: "a number or null", found: token)
    }
  }

  func integer(_ what: String) throws(ImportError) -> Int {
    let token = try next()
    guard case .number(let text) = token, let value = Int(text) else {
      throw mismatch(what, expected: "a whole number", found: token)
    }
    return value
  }

  func bool(_ what: String) throws(ImportError) -> Bool {
    let token = try next()
    guard case .bool(let value) = token else { throw mismatch(what, expected: "true or false", found: token) }
    return value
  }

  /// Skips one value, whatever it holds.
  func skipValue() throws(ImportError) {
    var depth = 0
    repeat {
      switch try next() {
      case .objectStart, .arrayStart: depth += 1
      case .objectEnd, .arrayEnd: depth -= 1
      default: break
      }
    } while depth > 0
  }

  /// Puts back a token read ahead, for a reader that looks before it decides.
  func putBack(_ token: JSONToken) {
    precondition(pending == nil, "one token of look-ahead")
    pending = token
  }

  func mismatch(_ what: String, expected: String, found token: JSONToken) -> ImportError {
    let found: String =
      switch token {
      case .string(let text): "the string \(ImportValues.quoted(text))"
      case .number(let text): "the number \(text)"
      case .bool(let value): String(value)
      default: token.kindDescription
      }
    return ImportError("\(what) should be \(expected), not \(found)", at: location, hint: "See the format in README.")
  }
}
