import HabitInterchange

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an export goes: standard output for `-`, else a file that appears only once it is complete.
enum OutputFile {
  /// Runs `body` with a sink for `path`. A file is written under a temporary name beside it and renamed over
  /// `path` at the end, so a failed export never leaves half a file (or clobbers the previous one).
  static func write(to path: String, _ body: (FileDescriptorByteSink) throws -> Void) throws {
    if path == "-" {
      try body(FileDescriptorByteSink(fileDescriptor: STDOUT_FILENO))
      return
    }
    let temporary = path + ".tmp.\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw CLIError.failure("cannot write \(path): \(String(cString: strerror(errno)))")
    }
    var isOpen = true
    do {
      try body(FileDescriptorByteSink(fileDescriptor: descriptor))
      isOpen = false
      guard close(descriptor) == 0, rename(temporary, path) == 0 else {
        throw CLIError.failure("cannot write \(path): \(String(cString: strerror(errno)))")
      }
    } catch {
      if isOpen { close(descriptor) }
      unlink(temporary)
      throw error
    }
  }
}
