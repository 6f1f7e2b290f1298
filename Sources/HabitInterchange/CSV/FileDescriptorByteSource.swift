import Glibc

/// Reads an open file descriptor (a file, a pipe, standard input) with plain `read(2)` calls.
///
/// The descriptor stays owned by the caller: this type neither opens nor closes it.
///
/// ```swift
/// var reader = CSVReader(source: FileDescriptorByteSource(fileDescriptor: STDIN_FILENO))
/// ```
public struct FileDescriptorByteSource: ByteSource {
  public let fileDescriptor: Int32

  public init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
  }

  public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(IOError) -> Int {
    while true {
      let count = Glibc.read(fileDescriptor, buffer.baseAddress, buffer.count)
      if count >= 0 { return count }
      // A signal arriving mid-read is not a failure of the file.
      if errno != EINTR { throw IOError(.read, errno: errno) }
    }
  }
}
