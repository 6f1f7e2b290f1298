/// Serves bytes already read (to detect a format) and then the rest of the original source, so that a pipe
/// can be looked at before it is parsed, without reading it whole.
struct PrefixedByteSource<Base: ByteSource>: ByteSource {
  private let prefix: [UInt8]
  private var offset = 0
  private var base: Base

  init(prefix: [UInt8], base: Base) {
    self.prefix = prefix
    self.base = base
  }

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(IOError) -> Int {
    guard offset < prefix.count else { return try base.read(into: buffer) }
    let count = min(buffer.count, prefix.count - offset)
    prefix.withUnsafeBytes { bytes in
      buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]))
    }
    offset += count
    return count
  }
}
