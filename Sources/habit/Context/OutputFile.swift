import HabitCore
import HabitInterchange
import HabitScreens
import HabitViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where an export goes: standard output for `-`, else a file that appears only once it is complete.
enum OutputFile {
  /// Runs `body` with a sink for `path`.
  ///
  /// A regular file (or none yet) is written under an unguessable temporary name beside it, created exclusively,
  /// and renamed over it at the end, so a failed export never leaves half a file (or clobbers the previous one);
  /// a file that existed keeps its mode. A symlink is followed to its target, as the shell's `>` would, and the
  /// target is replaced, not the link. Anything else (`/dev/null`, a FIFO, a terminal) is written through.
  static func write(to path: String, _ body: (FileDescriptorByteSink) throws -> Void) throws {
    if path == "-" {
      try body(FileDescriptorByteSink(fileDescriptor: STDOUT_FILENO))
      return
    }
    var target = path
    var info = stat()
    var exists = lstat(path, &info) == 0
    if exists && info.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = System.realPath(path), stat(resolved, &info) == 0 else {
        throw CLIError.failure(
          "cannot write \(path): it is a symlink to a file that does not exist",
          hint: "Point it at a file, or give -o another name.")
      }
      target = resolved
      exists = true
    }
    if exists && info.st_mode & S_IFMT != S_IFREG {
      guard info.st_mode & S_IFMT != S_IFDIR else {
        throw CLIError.failure("cannot write \(path): it is a directory", hint: "Give -o a file name.")
      }
      let descriptor = open(target, O_WRONLY | O_NOCTTY | O_CLOEXEC)
      guard descriptor >= 0 else { throw CLIError.failure("cannot write \(path): \(systemError)") }
      defer { close(descriptor) }
      try body(FileDescriptorByteSink(fileDescriptor: descriptor))
      return
    }
    let (temporary, descriptor) = try System.createTemporaryFile(beside: target, mode: 0o666)
    var isOpen = true
    do {
      if exists {
        // The replacement keeps the mode (and, when allowed, the owner) of the file it replaces: a private
        // export stays private.
        _ = fchown(descriptor, info.st_uid, info.st_gid)
        guard fchmod(descriptor, info.st_mode & 0o7777) == 0 else {
          throw CLIError.failure("cannot write \(path): \(systemError)")
        }
      }
      do {
        try body(FileDescriptorByteSink(fileDescriptor: descriptor))
      } catch let error as IOError {
        throw Self.failed(path, errno: error.errno)
      }
      isOpen = false
      guard close(descriptor) == 0, rename(temporary, target) == 0 else { throw Self.failed(path, errno: errno) }
    } catch {
      if isOpen { close(descriptor) }
      unlink(temporary)
      throw error
    }
  }

  /// Writes `bytes` to `path` as ``write(to:_:)`` does.
  static func write(_ bytes: [UInt8], to path: String) throws {
    try write(to: path) { sink in
      var sink = sink
      try bytes.withUnsafeBytes { try sink.write($0) }
    }
  }

  private static var systemError: String { String(cString: strerror(errno)) }

  /// The file system failed the output (a full disk, an I/O error): exit 74, the file as it was.
  private static func failed(_ path: String, errno: Int32) -> CLIError {
    CLIError(
      message: "cannot write \(path): \(String(cString: strerror(errno)))",
      hint:
        "Free some space (see: df \"$(dirname \(path.shellWord))\"), or write elsewhere. \(path) was left as it was.",
      exitCode: .ioError)
  }
}
