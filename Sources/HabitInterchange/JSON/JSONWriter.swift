/// Writes a JSON document to a ``ByteSink`` as it is produced, in one canonical layout.
///
/// The layout depends only on the calls made, so the same data always gives the same bytes: two-space
/// indentation, one member or element per line, `"name": value`, and a final line feed. A container begun
/// `inline` is written on one line (`{"day": "2026-03-01", "amount": 2}`), with everything inside it; exports use
/// that for their many small records. Strings escape only what JSON requires (`"`, `\` and control characters);
/// numbers are written in their shortest exact form, whole numbers without a fraction.
///
/// Output is collected in a 64 KiB buffer and handed to the sink when it fills; call ``flush()`` at the end.
///
/// ```swift
/// var writer = JSONWriter(sink: MemoryByteSink())
/// try writer.beginObject()
/// try writer.key("format")
/// try writer.string("habit")
/// try writer.endObject()
/// try writer.flush()  // {\n  "format": "habit"\n}\n
/// ```
public struct JSONWriter<Sink: ByteSink> {
  private struct Frame {
    let isInline: Bool
    var count = 0
  }

  public private(set) var sink: Sink
  private var buffer: [UInt8] = []
  private var frames: [Frame] = []
  private var afterKey = false
  private static var bufferSize: Int { 1 << 16 }

  public init(sink: Sink) {
    self.sink = sink
    buffer.reserveCapacity(Self.bufferSize)
  }

  public mutating func beginObject(inline: Bool = false) throws(IOError) {
    try open(UInt8(ascii: "{"), inline: inline)
  }

  public mutating func endObject() throws(IOError) {
    try close(UInt8(ascii: "}"))
  }

  public mutating func beginArray(inline: Bool = false) throws(IOError) {
    try open(UInt8(ascii: "["), inline: inline)
  }

  public mutating func endArray() throws(IOError) {
    try close(UInt8(ascii: "]"))
  }

  /// Writes a member name; its value must follow.
  public mutating func key(_ name: String) throws(IOError) {
    precondition(!afterKey, "a member name needs a value before the next one")
    separate()
    JSONWriter.appendString(name, to: &buffer)
    buffer.append(contentsOf: [UInt8(ascii: ":"), UInt8(ascii: " ")])
    afterKey = true
  }

  public mutating func string(_ value: String) throws(IOError) {
    separate()
    JSONWriter.appendString(value, to: &buffer)
    try finishValue()
  }

  public mutating func string(_ value: String?) throws(IOError) {
    if let value { try string(value) } else { try null() }
  }

  /// Writes a finite number; callers check for infinity and NaN, which JSON cannot hold.
  public mutating func number(_ value: Double) throws(IOError) {
    precondition(value.isFinite, "JSON has no infinity or NaN")
    separate()
    buffer.append(contentsOf: JSONNumberFormat.text(value).utf8)
    try finishValue()
  }

  public mutating func number(_ value: Double?) throws(IOError) {
    if let value { try number(value) } else { try null() }
  }

  public mutating func integer(_ value: Int) throws(IOError) {
    separate()
    buffer.append(contentsOf: String(value).utf8)
    try finishValue()
  }

  public mutating func bool(_ value: Bool) throws(IOError) {
    separate()
    buffer.append(contentsOf: (value ? "true" : "false").utf8)
    try finishValue()
  }

  public mutating func null() throws(IOError) {
    separate()
    buffer.append(contentsOf: "null".utf8)
    try finishValue()
  }

  /// Hands everything buffered to the sink.
  public mutating func flush() throws(IOError) {
    guard !buffer.isEmpty else { return }
    let result = buffer.withUnsafeBytes { bytes in Result { () throws(IOError) in try sink.write(bytes) } }
    try result.get()
    buffer.removeAll(keepingCapacity: true)
  }

  // MARK: Layout

  private mutating func open(_ bracket: UInt8, inline: Bool) throws(IOError) {
    separate()
    buffer.append(bracket)
    frames.append(Frame(isInline: inline || (frames.last?.isInline ?? false)))
  }

  private mutating func close(_ bracket: UInt8) throws(IOError) {
    let frame = frames.removeLast()
    if frame.count > 0 && !frame.isInline { newline(depth: frames.count) }
    buffer.append(bracket)
    try finishValue()
  }

  /// Writes what comes between the previous item of the container and the next one.
  private mutating func separate() {
    if afterKey {
      afterKey = false
      return
    }
    guard let frame = frames.last else { return }
    if frame.count > 0 { buffer.append(UInt8(ascii: ",")) }
    if frame.isInline {
      if frame.count > 0 { buffer.append(UInt8(ascii: " ")) }
    } else {
      newline(depth: frames.count)
    }
    frames[frames.count - 1].count += 1
  }

  private mutating func newline(depth: Int) {
    buffer.append(UInt8(ascii: "\n"))
    buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
  }

  private mutating func finishValue() throws(IOError) {
    if frames.isEmpty { buffer.append(UInt8(ascii: "\n")) }
    if buffer.count >= Self.bufferSize { try flush() }
  }

  static func appendString(_ value: String, to buffer: inout [UInt8]) {
    buffer.append(UInt8(ascii: "\""))
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0x0A: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x0D: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 0x09: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0x08: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
      case 0x0C: buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
      case ..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        buffer.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
      default: buffer.append(byte)
      }
    }
    buffer.append(UInt8(ascii: "\""))
  }
}

/// The one way numbers are written to exports, JSON and CSV alike, so that they read back exactly.
public enum JSONNumberFormat {
  /// Whole numbers below 10^15 without a fraction (`3`), others in Swift's shortest round-trip form (`2.5`,
  /// `1e-05`, `1e+20`), which is valid JSON and parses back to the same Double.
  public static func text(_ value: Double) -> String {
    if value == value.rounded(.towardZero), abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }
}
