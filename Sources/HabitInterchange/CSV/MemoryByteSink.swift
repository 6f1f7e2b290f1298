/// Collects everything written to it in memory; for tests and for output that is small by nature.
public struct MemoryByteSink: ByteSink {
  public private(set) var bytes: [UInt8] = []

  public init() {}

  /// The collected bytes read as UTF-8.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  public mutating func write(_ bytes: UnsafeRawBufferPointer) throws(IOError) {
    self.bytes.append(contentsOf: bytes)
  }
}
