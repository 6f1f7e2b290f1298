import Glibc

/// Writes to an open file descriptor (a file, a pipe, standard output) with plain `write(2)` calls.
///
/// The descriptor stays owned by the caller: this type neither opens nor closes it.
public struct FileDescriptorByteSink: ByteSink {
  public let fileDescriptor: Int32

  public init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
  }

  public mutating func write(_ bytes: UnsafeRawBufferPointer) throws(IOError) {
    var remaining = bytes
    while !remaining.isEmpty {
      let count = Glibc.write(fileDescriptor, remaining.baseAddress, remaining.count)
      if count >= 0 {
        // Pipes and sockets may take only part of a large write.
        remaining = UnsafeRawBufferPointer(rebasing: remaining[count...])
      } else if errno != EINTR {
        throw IOError(.write, errno: errno)
      }
    }
  }
}
