/// Something a ``CSVReader`` pulls bytes from, one chunk at a time.
///
/// The reader owns the buffer and asks for at most `buffer.count` bytes per call, so a source never has to hold
/// more than one chunk: this is what keeps memory bounded by the longest record rather than the file.
public protocol ByteSource {
  /// Copies the next bytes of input into the start of `buffer` and returns how many it copied.
  ///
  /// Returns 0 only at the end of the input. Returning fewer bytes than fit is allowed (pipes do it), and the
  /// reader copes with any chunk size, down to a single byte.
  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(IOError) -> Int
}
