import HabitStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder holding a command-line tracker's `habits` and `log` files.
struct FolderInput {
  let path: String

  /// Opens `name` in the folder and hands its lines to `body`.
  func lines<T>(of name: String, _ body: (inout TextLines<FileDescriptorByteSource>) throws -> T) throws -> T {
    let full = path.hasSuffix("/") ? path + name : path + "/" + name
    // Non-blocking, so that a FIFO planted in the folder is refused below instead of waited on.
    let descriptor = open(full, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      let reason = String(cString: strerror(errno))
      guard errno == ENOENT else {
        throw ImportError("cannot open \(name): \(reason)", at: nil, hint: "Check that it is readable.")
      }
      throw ImportError(
        "cannot open \(name) in this folder: \(reason)", at: nil,
        hint: "harsh's and habitctl's folders hold two files, habits and log; import the folder that has both.")
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw ImportError(
        "\(name) is not a regular file (a FIFO, a device or a socket)", at: nil,
        hint: "Import a folder whose habits and log are ordinary files.")
    }
    var lines = TextLines(source: FileDescriptorByteSource(fileDescriptor: descriptor), file: name)
    return try body(&lines)
  }

  /// harsh or habitctl, from the first line of the log, else of the habits file, that is neither blank nor a
  /// comment.
  func detect() throws -> ForeignFormat {
    let log = try firstEntry(of: "log")
    if log?.contains("\t") == true { return .habitctl }
    if log?.contains(" : ") == true { return .harsh }
    if let habit = try firstEntry(of: "habits") {
      if habit.hasPrefix("!") || habit.contains(": ") { return .harsh }
      if let space = habit.firstIndex(of: " "), habit[..<space].allSatisfy(\.isASCIIDigit), space > habit.startIndex {
        return .habitctl
      }
    }
    throw ImportError(
      "cannot tell whether this folder is harsh's or habitctl's", at: nil,
      hint: "harsh's log separates fields with ' : ' and habitctl's with tabs; choose with --format harsh or "
        + "--format habitctl.")
  }

  private func firstEntry(of name: String) throws -> String? {
    try lines(of: name) { lines in
      while let line = try lines.next() {
        if !line.allSatisfy(\.isWhitespace) && !line.hasPrefix("#") { return line }
      }
      return nil
    }
  }
}

extension Character {
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
