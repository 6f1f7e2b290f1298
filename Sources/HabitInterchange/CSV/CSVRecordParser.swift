import Glibc

/// The byte-level state machine behind ``CSVReader``: it turns buffered bytes into records and can stop at any
/// byte when the buffer runs dry, then resume after more input arrives.
///
/// It is not generic over the source so that the per-byte loops compile to fixed-layout code whatever source
/// the reader wraps. All positions are indices into `buffer`; `compact()` shifts them when consumed bytes go.
struct CSVRecordParser {
  /// What one call of ``step()`` found.
  private enum Step {
    case record(CSVRecord)
    case needsInput
    case end
  }

  private enum State {
    case fieldStart
    case unquoted
    case quoted
    /// Just after a quote inside a quoted field: it either closes the field or is the first of a pair.
    case quoteInQuoted
    /// Just after a carriage return outside quotes, where only a line feed may follow.
    case carriageReturn
  }

  private static let quote = UInt8(ascii: "\"")
  private static let comma = UInt8(ascii: ",")
  private static let lineFeed = UInt8(ascii: "\n")
  private static let carriageReturn = UInt8(ascii: "\r")

  let maxRecordBytes: Int
  private var buffer: [UInt8]
  /// Bytes `0..<end` of `buffer` hold input; the rest is room for the next read.
  private var end = 0
  private var sourceIsExhausted = false
  private var checkedByteOrderMark = false
  /// How many input bytes came before `buffer[0]`, for byte offsets in errors.
  private var discardedBytes = 0

  private var recordStart = 0
  private var position = 0
  private var state = State.fieldStart
  /// Where the current field begins: its opening quote, or its first byte when unquoted.
  private var fieldBegin = 0
  /// Where the current field's content begins (after the opening quote, if any).
  private var contentStart = 0
  /// Every content byte of the current field OR-ed together: the high bit says whether UTF-8 must be checked.
  private var byteBits: UInt8 = 0
  private var hasDoubledQuote = false
  private var fields: [String] = []
  /// The fields of the record returned last: a field that repeats the one above it (a habit's id on each of its
  /// rows) shares that String instead of allocating its own.
  private var fieldsAbove: [String] = []
  /// The comma before the first field beyond the expected count, once there is one.
  private var extraFieldComma: Int?
  /// The line on which the current record starts.
  private var line = 1
  private var lineFeedsInRecord = 0
  private var expectedFieldCount: Int?
  /// Whether records may have another field count than the first: for files another program wrote that way.
  var allowsRaggedRecords = false
  /// Reused for fields with doubled quotes, which are the only ones not decoded in place.
  private var scratch: [UInt8] = []
  /// Where each field of the current record begins, and the same for the record returned last: enough to
  /// locate a field whose value an importer rejects, without working out columns for every field.
  private var fieldBegins: [Int] = []
  private var lastFieldBegins: [Int] = []
  private var lastRecordStart = 0
  private var lastRecordLine = 1

  init(maxRecordBytes: Int, chunkSize: Int) {
    precondition(maxRecordBytes > 0 && chunkSize > 0)
    self.maxRecordBytes = maxRecordBytes
    buffer = [UInt8](repeating: 0, count: chunkSize)
  }

  /// Returns the next record, reading from `source` whenever the buffered bytes run out.
  mutating func next(reading source: inout some ByteSource) throws(CSVError) -> CSVRecord? {
    while true {
      switch try step() {
      case .record(let record): return record
      case .end: return nil
      case .needsInput: try fill(from: &source)
      }
    }
  }

  /// Parses as far as the buffered bytes allow.
  private mutating func step() throws(CSVError) -> Step {
    if !checkedByteOrderMark {
      if end < 3 && !sourceIsExhausted { return .needsInput }
      checkedByteOrderMark = true
      if end >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF {
        recordStart = 3
        position = 3
      }
    }
    if let record = try scan() { return .record(record) }
    return sourceIsExhausted ? try finish() : .needsInput
  }

  /// Drops the bytes of finished records and reads the next chunk from `source` behind the pending ones.
  private mutating func fill(from source: inout some ByteSource) throws(CSVError) {
    compact()
    // `scan()` never lets a record pass the limit, so the buffer stays below twice the limit plus a chunk.
    if end == buffer.count {
      buffer.append(contentsOf: repeatElement(0, count: buffer.count))
    }
    let start = end
    // `withUnsafeMutableBytes` rethrows untyped errors; a Result keeps the IOError typed.
    let result = buffer.withUnsafeMutableBytes { bytes in
      Result { () throws(IOError) in try source.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[start...])) }
    }
    let count: Int
    switch result {
    case .success(let read): count = read
    case .failure(let failure): throw error(.readFailed(failure), at: end)
    }
    precondition((0...buffer.count - end).contains(count), "a ByteSource returned more bytes than fit")
    if count == 0 { sourceIsExhausted = true }
    end += count
  }

  private mutating func compact() {
    let shift = recordStart
    guard shift > 0 else { return }
    buffer.withUnsafeMutableBytes { bytes in
      _ = memmove(bytes.baseAddress!, bytes.baseAddress! + shift, end - shift)
    }
    discardedBytes += shift
    end -= shift
    recordStart = 0
    position -= shift
    // Stale values from earlier records may go negative; they are reset before they are read again.
    fieldBegin -= shift
    contentStart -= shift
    lastRecordStart -= shift
    for index in fieldBegins.indices { fieldBegins[index] -= shift }
    extraFieldComma = extraFieldComma.map { $0 - shift }
  }

  /// Runs the state machine until a record completes or the buffered bytes run out.
  ///
  /// It stops one byte past the size limit, wherever the chunks end, so that a record too long is reported the
  /// same way for every chunk size, and before any error that lies further into it.
  private mutating func scan() throws(CSVError) -> CSVRecord? {
    let stop = min(end, recordStart + maxRecordBytes + 1)
    while position < stop {
      let record: CSVRecord?
      switch state {
      case .fieldStart:
        beginField()
        record = nil
      case .quoted:
        scanQuoted(until: stop)
        record = nil
      case .unquoted: record = try scanUnquoted(until: stop)
      case .quoteInQuoted: record = try afterQuoteInQuoted()
      case .carriageReturn: record = try afterCarriageReturn()
      }
      if let record { return record }
    }
    if position - recordStart > maxRecordBytes {
      throw error(.recordTooLong(limit: maxRecordBytes), at: recordStart)
    }
    return nil
  }

  private mutating func beginField() {
    if buffer[position] == Self.quote {
      resetField(contentStart: position + 1)
      position += 1
      state = .quoted
    } else {
      resetField(contentStart: position)
      state = .unquoted
    }
  }

  private mutating func resetField(contentStart: Int) {
    fieldBegin = position
    fieldBegins.append(position)
    self.contentStart = contentStart
    byteBits = 0
    hasDoubledQuote = false
  }

  private mutating func scanUnquoted(until stop: Int) throws(CSVError) -> CSVRecord? {
    var index = position
    var bits = byteBits
    while index < stop {
      let byte = buffer[index]
      // Every byte that matters here is at most ",": one comparison settles most bytes.
      guard
        byte > Self.comma
          || (byte != Self.comma && byte != Self.quote && byte != Self.lineFeed && byte != Self.carriageReturn)
      else { break }
      bits |= byte
      index += 1
    }
    position = index
    byteBits = bits
    guard position < stop else { return nil }
    let byte = buffer[position]
    if byte == Self.quote { throw error(.strayQuote, at: position) }
    try endField(contentEnd: position)
    return try consume(delimiter: byte)
  }

  private mutating func scanQuoted(until stop: Int) {
    var index = position
    var bits = byteBits
    var lineFeeds = lineFeedsInRecord
    while index < stop {
      let byte = buffer[index]
      if byte == Self.quote { break }
      if byte == Self.lineFeed { lineFeeds += 1 }
      bits |= byte
      index += 1
    }
    position = index
    byteBits = bits
    lineFeedsInRecord = lineFeeds
    guard position < stop else { return }
    position += 1
    state = .quoteInQuoted
  }

  private mutating func afterQuoteInQuoted() throws(CSVError) -> CSVRecord? {
    let byte = buffer[position]
    if byte == Self.quote {
      hasDoubledQuote = true
      position += 1
      state = .quoted
      return nil
    }
    guard byte == Self.comma || byte == Self.lineFeed || byte == Self.carriageReturn else {
      throw error(.textAfterClosingQuote, at: position)
    }
    try endField(contentEnd: position - 1)
    return try consume(delimiter: byte)
  }

  private mutating func afterCarriageReturn() throws(CSVError) -> CSVRecord? {
    guard buffer[position] == Self.lineFeed else { throw error(.bareCarriageReturn, at: position - 1) }
    position += 1
    lineFeedsInRecord += 1
    return try completeRecord(terminator: position - 2)
  }

  /// Steps over the comma or line ending that ended a field.
  private mutating func consume(delimiter: UInt8) throws(CSVError) -> CSVRecord? {
    position += 1
    switch delimiter {
    case Self.comma:
      state = .fieldStart
      return nil
    case Self.lineFeed:
      lineFeedsInRecord += 1
      return try completeRecord(terminator: position - 1)
    default:
      state = .carriageReturn
      return nil
    }
  }

  /// Ends the input: the last record may lack a line ending, but a quote or carriage return may not dangle.
  private mutating func finish() throws(CSVError) -> Step {
    switch state {
    case .fieldStart:
      guard position > recordStart else { return .end }
      // After a trailing comma: the record ends with an empty field.
      resetField(contentStart: position)
      try endField(contentEnd: position)
    case .unquoted:
      try endField(contentEnd: position)
    case .quoted:
      throw error(.unterminatedQuote, at: fieldBegin)
    case .quoteInQuoted:
      try endField(contentEnd: position - 1)
    case .carriageReturn:
      throw error(.bareCarriageReturn, at: position - 1)
    }
    return .record(try completeRecord(terminator: position))
  }

  private mutating func endField(contentEnd: Int) throws(CSVError) {
    let content = contentStart..<contentEnd
    let isASCII = byteBits < 0x80
    let text: String?
    if let above = repeatedFieldAbove(content) {
      text = above
    } else if hasDoubledQuote {
      scratch.removeAll(keepingCapacity: true)
      var index = content.lowerBound
      while index < content.upperBound {
        let byte = buffer[index]
        scratch.append(byte)
        // Inside quotes every quote is the first of a pair; keep one.
        index += byte == Self.quote ? 2 : 1
      }
      text = scratch.withUnsafeBufferPointer { Self.decode($0, isASCII: isASCII) }
    } else {
      text = buffer.withUnsafeBufferPointer { bytes in
        Self.decode(UnsafeBufferPointer(rebasing: bytes[content]), isASCII: isASCII)
      }
    }
    guard let text else { throw invalidUTF8(in: content) }
    fields.append(text)
    if let expected = expectedFieldCount, fields.count == expected + 1 {
      extraFieldComma = fieldBegin - 1
    }
  }

  /// The String of the same field in the record above when this field's bytes are the same (and too long for a
  /// small String, which would cost no allocation anyway).
  private func repeatedFieldAbove(_ content: Range<Int>) -> String? {
    guard !hasDoubledQuote, content.count > 15, fields.count < fieldsAbove.count else { return nil }
    let above = fieldsAbove[fields.count]
    guard above.utf8.count == content.count else { return nil }
    // Compared as memory: a String's UTF-8 view walked byte by byte costs more than the allocation it saves.
    let same =
      above.utf8.withContiguousStorageIfAvailable { stored in
        buffer.withUnsafeBufferPointer { bytes in
          memcmp(stored.baseAddress!, bytes.baseAddress! + content.lowerBound, content.count) == 0
        }
      } ?? false
    return same ? above : nil
  }

  /// Makes a String of a field's bytes, or nil if they are not UTF-8.
  ///
  /// Static, with a pointer, so that decoding neither copies the parser nor retains its buffer.
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String? {
    isASCII ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
  }

  /// The error for the first byte in `raw` that is not UTF-8.
  private func invalidUTF8(in raw: Range<Int>) -> CSVError {
    // Quotes are ASCII and never part of a multi-byte sequence, so raw bytes fail where unquoted ones would.
    var iterator = buffer[raw].makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = raw.lowerBound
    while case .valid(let scalar) = parser.parseScalar(from: &iterator) {
      offset += scalar.count
    }
    return error(.invalidUTF8(byteOffset: discardedBytes + offset), at: offset)
  }

  /// Checks the finished record against the first record's field count, and starts the next record.
  private mutating func completeRecord(terminator: Int) throws(CSVError) -> CSVRecord {
    if let expected = expectedFieldCount, fields.count != expected, !allowsRaggedRecords {
      throw error(
        .raggedRow(expected: expected, found: fields.count),
        at: fields.count > expected ? extraFieldComma ?? terminator : terminator)
    }
    expectedFieldCount = fields.count
    let record = CSVRecord(fields: fields, line: line)
    fieldsAbove = fields
    lastRecordStart = recordStart
    lastRecordLine = line
    swap(&fieldBegins, &lastFieldBegins)
    fieldBegins.removeAll(keepingCapacity: true)
    fields = []
    fields.reserveCapacity(record.fields.count)
    line += lineFeedsInRecord
    lineFeedsInRecord = 0
    extraFieldComma = nil
    recordStart = position
    state = .fieldStart
    return record
  }

  /// Where field `index` of the record returned last begins (its opening quote, if quoted), as 1-based line
  /// and column. Valid until the next record is asked for: reading on may discard that record's bytes.
  func location(ofField field: Int) -> (line: Int, column: Int) {
    let target = lastFieldBegins[field]
    var line = lastRecordLine
    var lineStart = lastRecordStart
    for index in lastRecordStart..<target where buffer[index] == Self.lineFeed {
      line += 1
      lineStart = index + 1
    }
    return (line, column(from: lineStart, to: target))
  }

  /// The 1-based column of `target` on the line that starts at `lineStart`, in characters as people count them.
  private func column(from lineStart: Int, to target: Int) -> Int {
    // Plain ASCII without carriage returns is one character a byte: no String needed (most fields of most files).
    var plain = true
    for index in lineStart..<target where buffer[index] >= 0x80 || buffer[index] == Self.carriageReturn {
      plain = false
      break
    }
    if plain { return target - lineStart + 1 }
    return String(decoding: buffer[lineStart..<target], as: UTF8.self).count + 1
  }

  /// Builds an error located at a buffer index inside the current record.
  ///
  /// Line and column are worked out only here, from the record's bytes, so that parsing never pays for them.
  private func error(_ kind: CSVError.Kind, at target: Int) -> CSVError {
    var line = self.line
    var lineStart = recordStart
    for index in recordStart..<target where buffer[index] == Self.lineFeed {
      line += 1
      lineStart = index + 1
    }
    return CSVError(kind, line: line, column: column(from: lineStart, to: target))
  }
}
