/// Serves bytes held in memory, in chunks of at most `chunkSize` bytes.
///
/// A small chunk size makes every quote, line ending and multi-byte character straddle two reads, which is how
/// tests prove that the reader does not care where a chunk ends.
public struct MemoryByteSource: ByteSource {
  public let bytes: [UInt8]
  public let chunkSize: Int
  private var offset = 0

  public init(_ bytes: [UInt8], chunkSize: Int = 1 << 16) {
    precondition(chunkSize > 0, "a chunk holds at least one byte")
    self.bytes = bytes
    self.chunkSize = chunkSize
  }

  /// Serves the UTF-8 encoding of `text`.
  public init(_ text: String, chunkSize: Int = 1 << 16) {
    self.init(Array(text.utf8), chunkSize: chunkSize)
  }

  public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(IOError) -> Int {
    let count = min(chunkSize, buffer.count, bytes.count - offset)
    guard count > 0 else { return 0 }
    bytes.withUnsafeBytes { source in
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
    }
    offset += count
    return count
  }
}
