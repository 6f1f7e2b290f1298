import HabitInterchange

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an import comes from: standard input for `-`, else a file, read as a stream.
enum InputFile {
  static func read<T>(_ path: String, _ body: (FileDescriptorByteSource) throws -> T) throws -> T {
    if path == "-" { return try body(FileDescriptorByteSource(fileDescriptor: STDIN_FILENO)) }
    // Non-blocking, so that opening a FIFO nobody writes to returns at once instead of waiting for ever.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    var info = stat()
    // A socket cannot be opened at all (ENXIO): it is refused as what it is, like a FIFO or a device.
    if descriptor < 0, stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK { throw notRegular(path) }
    guard descriptor >= 0 else {
      throw CLIError.failure(
        "cannot open \(path): \(String(cString: strerror(errno)))",
        hint: "Check the file name; use - for standard input.")
    }
    defer { close(descriptor) }
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw notRegular(path) }
    return try body(FileDescriptorByteSource(fileDescriptor: descriptor))
  }

  private static func notRegular(_ path: String) -> CLIError {
    CLIError.badData(
      "\(path) is not a regular file (a FIFO, a device or a socket); nothing was imported",
      hint: "To import what a pipe carries, give it on standard input: habit import - < \(path)")
  }
}
