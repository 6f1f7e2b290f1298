import CZlib

/// Raw deflate decompression and CRC-32 through the system's zlib.
enum Inflater {
  struct Failure: Error {
    let reason: String
  }

  /// Inflates a whole raw deflate stream that must come out at exactly `expectedSize` bytes.
  ///
  /// The output buffer holds one byte more than expected, so a stream that would inflate to more (a zip bomb
  /// lying about its size) is caught at that byte instead of being followed.
  static func inflate(_ input: [UInt8], expectedSize: Int) throws(Failure) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: expectedSize + 1)
    var stream = z_stream()
    guard czlib_inflate_init_raw(&stream) == Z_OK else { throw Failure(reason: "zlib cannot start") }
    defer { inflateEnd(&stream) }
    let (status, produced, consumed) = input.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
        stream.avail_in = uInt(source.count)
        stream.next_out = target.baseAddress
        stream.avail_out = uInt(target.count)
        let status = CZlib.inflate(&stream, Z_FINISH)
        return (status, target.count - Int(stream.avail_out), source.count - Int(stream.avail_in))
      }
    }
    switch status {
    case Z_STREAM_END:
      guard produced == expectedSize else {
        throw Failure(
          reason: produced > expectedSize
            ? "it inflates to more than the \(expectedSize) bytes recorded"
            : "it inflates to \(produced) bytes, not the \(expectedSize) recorded")
      }
      guard consumed == input.count else { throw Failure(reason: "bytes follow the end of the compressed stream") }
      output.removeLast()
      return output
    case Z_BUF_ERROR where produced == output.count, Z_OK where produced == output.count:
      throw Failure(reason: "it inflates to more than the \(expectedSize) bytes recorded")
    case Z_BUF_ERROR:
      throw Failure(reason: "the compressed stream is cut short")
    default:
      throw Failure(reason: stream.msg.map { String(cString: $0) } ?? "zlib error \(status)")
    }
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { buffer in
      UInt32(CZlib.crc32(0, buffer.baseAddress, uInt(buffer.count)))
    }
  }
}
