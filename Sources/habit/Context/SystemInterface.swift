#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few things the executable asks of the operating system, in one place.
enum System {
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

  static var homeDirectory: String {
    if let home = environment("HOME"), !home.isEmpty { return home }
    if let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir { return String(cString: dir) }
    return "/"
  }

  static func fileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  /// `mkdir -p`, with the given mode for the directories it creates.
  static func createDirectories(_ path: String, mode: mode_t = 0o755) throws(CLIError) {
    var current = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/") {
      current += "/" + component
      if mkdir(current, mode) != 0 && errno != EEXIST {
        throw CLIError.failure("cannot create the directory \(current): \(String(cString: strerror(errno)))")
      }
    }
  }

  /// The absolute, symlink-free path of an existing file.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Reads a small file: at most `limit` bytes of a regular file, never through a symlink, never waiting on a FIFO.
  /// A state file in a directory others can write to is not trusted to be what its name says.
  static func readFile(_ path: String, limit: Int = 64 * 1024) -> String? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: limit)
    var count = 0
    while count < limit {
      let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, limit - count) }
      if got <= 0 { break }
      count += got
    }
    return String(decoding: bytes[..<count], as: UTF8.self)
  }

  /// A new file with a name nobody can guess beside `path` (`.NAME.tmp-<random>`), created exclusively and never
  /// through a symlink: in a directory others can write to, a name planted in advance is refused, not followed.
  static func createTemporaryFile(beside path: String, mode: mode_t) throws(CLIError) -> (
    path: String, descriptor: Int32
  ) {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    for _ in 0..<8 {
      let suffix = (0..<8).map { _ in String(UInt8.random(in: 0...255), radix: 16) }.joined()
      let temporary = directory + "." + name + ".tmp-" + suffix
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
      if descriptor >= 0 { return (temporary, descriptor) }
      if errno != EEXIST { break }
    }
    throw CLIError.failure("cannot write beside \(path): \(String(cString: strerror(errno)))")
  }

  /// Replaces a private state file's content atomically: a new file (see `createTemporaryFile`), mode 0600, renamed
  /// over it. A symlink planted at `path` is replaced, never followed.
  static func writeFileAtomically(_ path: String, _ text: String) throws(CLIError) {
    let (temporary, descriptor) = try createTemporaryFile(beside: path, mode: 0o600)
    let complete = writeAll(descriptor, Array(text.utf8))
    let closed = close(descriptor) == 0
    guard complete, closed, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw CLIError.failure("cannot write \(path): \(reason)")
    }
  }

  /// Writes every byte, retrying short writes; false on an error (errno says which).
  static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return false }
      offset += written
    }
    return true
  }

  static func readLine() -> String? { Swift.readLine(strippingNewline: true) }
}

/// Standard error, unbuffered, for messages.
struct StandardError: TextOutputStream {
  mutating func write(_ string: String) {
    var copy = string
    copy.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(2, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }
}
