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
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw CLIError.failure(
        "cannot open \(path): \(String(cString: strerror(errno)))",
        hint: "Check the file name; use - for standard input.")
    }
    defer { close(descriptor) }
    return try body(FileDescriptorByteSource(fileDescriptor: descriptor))
  }
}
