import HabitStore

/// Reads a plain text file line by line, as the command-line trackers write them (harsh's and habitctl's habits
/// and logs), with the line number of each and a located error for what is not text.
///
/// A line ends at LF; a CR before it is dropped, so files saved on Windows read the same. A leading byte order
/// mark is skipped. Memory is bounded by the longest line, which may not exceed ``maxLineBytes``.
struct TextLines<Source: ByteSource> {
  static var maxLineBytes: Int { 1 << 20 }

  private var source: Source
  /// The file inside the imported folder, for errors.
  let file: String
  private var buffer = [UInt8](repeating: 0, count: 1 << 16)
  private var start = 0
  private var end = 0
  private var atEnd = false
  private var pending: [UInt8] = []
  /// The number of the line returned last, 1-based.
  private(set) var line = 0

  init(source: Source, file: String) {
    self.source = source
    self.file = file
  }

  /// The next line without its line ending, or nil after the last one.
  mutating func next() throws(ImportError) -> String? {
    pending.removeAll(keepingCapacity: true)
    while true {
      if start == end {
        if atEnd { return pending.isEmpty ? nil : try text() }
        try refill()
        continue
      }
      if let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n")) {
        pending.append(contentsOf: buffer[start..<newline])
        start = newline + 1
        return try text()
      }
      pending.append(contentsOf: buffer[start..<end])
      start = end
      guard pending.count <= Self.maxLineBytes else {
        line += 1
        throw error("a line longer than \(Self.maxLineBytes) bytes", at: 1, hint: "This is not a text file.")
      }
    }
  }

  private mutating func text() throws(ImportError) -> String {
    line += 1
    if line == 1, pending.starts(with: [0xEF, 0xBB, 0xBF]) { pending.removeFirst(3) }
    if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
    guard let text = String(validating: pending, as: UTF8.self) else {
      throw error("this line is not UTF-8 text", at: 1, hint: "Save the file with UTF-8 encoding.")
    }
    return text
  }

  private mutating func refill() throws(ImportError) {
    do {
      let count = try buffer.withUnsafeMutableBytes { try source.read(into: $0) }
      (start, end) = (0, count)
      if count == 0 { atEnd = true }
    } catch {
      throw self.error("reading stopped: \(error)", at: 1, hint: "Check that the file is readable.")
    }
  }

  /// An error at a column of the line returned last (or being read).
  func error(_ message: String, at column: Int, hint: String) -> ImportError {
    ImportError(message, at: InputLocation(line: max(line, 1), column: column), hint: hint, file: file)
  }
}

extension String {
  /// The 1-based column, in characters, at which `index` of this line is.
  func column(of index: String.Index) -> Int { self[..<index].count + 1 }
}
