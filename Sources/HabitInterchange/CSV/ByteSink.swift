/// Something a ``CSVWriter`` pushes bytes into.
///
/// The writer batches its output, so a sink sees few, large writes and need not buffer on its own.
public protocol ByteSink {
  /// Takes all of `bytes`, or throws.
  mutating func write(_ bytes: UnsafeRawBufferPointer) throws(IOError)
}
