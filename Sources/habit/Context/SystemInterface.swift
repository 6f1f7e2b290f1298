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

  static func readFile(_ path: String) -> String? {
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Replaces the file's content atomically (a temporary file renamed over it).
  static func writeFileAtomically(_ path: String, _ text: String) throws(CLIError) {
    let temporary = path + ".tmp.\(getpid())"
    guard let file = fopen(temporary, "w") else {
      throw CLIError.failure("cannot write \(temporary): \(String(cString: strerror(errno)))")
    }
    let bytes = Array(text.utf8)
    let written = fwrite(bytes, 1, bytes.count, file)
    let closed = fclose(file)
    guard written == bytes.count, closed == 0, rename(temporary, path) == 0 else {
      unlink(temporary)
      throw CLIError.failure("cannot write \(path): \(String(cString: strerror(errno)))")
    }
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
