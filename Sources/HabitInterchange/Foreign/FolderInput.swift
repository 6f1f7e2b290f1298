#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import HabitStore

extension Importer {
  /// Reads a tracker that keeps its data in a folder: harsh's (`HARSHPATH`) or habitctl's (`~/.habitctl`), each
  /// a `habits` file and a `log`. The two are told apart by how their lines separate fields: ` : ` for harsh, a
  /// tab for habitctl, looked for first in the log and then in the habits file.
  ///
  /// Errors name the file inside the folder in ``ImportError/file``.
  public static func readFolder(_ path: String, settings: ImportSettings) throws -> ImportBatch {
    let folder = FolderInput(path: path)
    if let own = settings.format {
      throw ImportError(
        "\(own.rawValue) is read from a file, and this is a folder", at: nil,
        hint: "Give the file itself, or leave out --format for a harsh or habitctl folder.")
    }
    let format = try settings.foreign ?? folder.detect()
    guard let today = settings.today else { preconditionFailure("reading a tracker's folder needs today") }
    switch format {
    case .harsh: return try HarshParser(folder: folder, today: today).parse()
    case .habitctl: return try HabitctlParser(folder: folder, today: today).parse()
    default:
      throw ImportError(
        "\(format.rawValue) is read from a file, and this is a folder", at: nil,
        hint: "Give the file itself, or leave out --format for a harsh or habitctl folder.")
    }
  }
}

/// A folder holding a command-line tracker's `habits` and `log` files.
struct FolderInput {
  let path: String

  /// Opens `name` in the folder and hands its lines to `body`.
  func lines<T>(of name: String, _ body: (inout TextLines<FileDescriptorByteSource>) throws -> T) throws -> T {
    let full = path.hasSuffix("/") ? path + name : path + "/" + name
    let descriptor = open(full, O_RDONLY | O_CLOEXEC)
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
