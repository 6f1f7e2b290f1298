import Glibc
import HabitStore

/// The files of a Loop CSV export, whether still in its zip archive or unzipped into a folder.
protocol LoopCSVExport {
  /// The export's files, relative to its top and `/`-separated: `Habits.csv`, `001 Meditate/Checkmarks.csv`.
  var files: [String] { get }
  /// A file's bytes.
  func contents(of file: String) throws(ImportError) -> [UInt8]
}

extension LoopCSVExport {
  var hasHabitsFile: Bool { files.contains("Habits.csv") }
}

/// A Loop CSV export unzipped into a folder: its files and those of its subfolders, one level down.
struct LoopCSVFolder: LoopCSVExport {
  /// A file larger than this is not one Loop writes: 20 years of one habit is about 300 kB.
  static let maxFileSize = 64 << 20

  let path: String
  let files: [String]

  init(path: String) throws(ImportError) {
    self.path = path
    var files: [String] = []
    for (name, isDirectory) in try Self.list(path) {
      if isDirectory {
        files += try Self.list(path + "/" + name).filter { !$0.isDirectory }.map { name + "/" + $0.name }
      } else {
        files.append(name)
      }
    }
    self.files = files.sorted()
  }

  func contents(of file: String) throws(ImportError) -> [UInt8] {
    let descriptor = open(path + "/" + file, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw Self.failure("cannot open \(file)", errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw ImportError(
        "\(file) is not a regular file (a FIFO, a device or a socket)", at: nil,
        hint: "Import a folder whose files are ordinary files, as the tracker wrote them.", file: file)
    }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw Self.failure("cannot read \(file)", errno)
      }
      if count == 0 { return bytes }
      bytes += chunk[..<count]
      guard bytes.count <= Self.maxFileSize else {
        throw ImportError(
          "\(file) is larger than \(Self.maxFileSize >> 20) MiB, which no Loop export is", at: nil,
          hint: "Import the folder of an export made by Loop.")
      }
    }
  }

  /// The entries of a folder other than `.` and `..`, and whether each is a folder (links followed).
  private static func list(_ path: String) throws(ImportError) -> [(name: String, isDirectory: Bool)] {
    guard let directory = opendir(path) else { throw failure("cannot list \(path)", errno) }
    defer { closedir(directory) }
    var entries: [(name: String, isDirectory: Bool)] = []
    while let entry = readdir(directory) {
      let name = DirectoryEntry.name(entry)
      if name == "." || name == ".." { continue }
      var info = stat()
      let isDirectory = stat(path + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
      entries.append((name, isDirectory))
    }
    return entries
  }

  private static func failure(_ what: String, _ code: Int32) -> ImportError {
    ImportError("\(what): \(String(cString: strerror(code)))", at: nil, hint: "Check that the folder is readable.")
  }
}

/// A Loop CSV export in its zip archive, as Loop shares it. Files may sit at the top of the archive, as Loop
/// writes them, or in one folder, as re-zipping an unzipped export leaves them.
struct LoopCSVZip: LoopCSVExport {
  let archive: ZipArchive
  /// The folder the export's files are in, with its `/`; empty at the top.
  let root: String
  let files: [String]

  init(path: String) throws(ImportError) {
    do {
      archive = try ZipArchive(path: path)
    } catch {
      throw Self.error(error)
    }
    let names = archive.entries.filter { !$0.isDirectory }.map(\.name)
    let nested = names.filter { $0.hasSuffix("/Habits.csv") && $0.split(separator: "/").count == 2 }
    let root = names.contains("Habits.csv") || nested.count != 1 ? "" : String(nested[0].dropLast("Habits.csv".count))
    self.root = root
    files = names.filter { $0.hasPrefix(root) }.map { String($0.dropFirst(root.count)) }
  }

  func contents(of file: String) throws(ImportError) -> [UInt8] {
    guard let entry = archive.entry(named: root + file) else {
      throw ImportError("the archive has no \(file)", at: nil, hint: "Import the zip file Loop made, as it made it.")
    }
    do {
      return try archive.contents(of: entry)
    } catch {
      throw Self.error(error)
    }
  }

  static func error(_ error: ZipError) -> ImportError {
    let hint: String
    switch error.kind {
    case .readFailed: hint = "Check that the file is readable."
    case .unsupported: hint = "Export the CSV from Loop again and import its zip file as Loop made it."
    default: hint = "The zip file is damaged or not Loop's: export the CSV from Loop again."
    }
    return ImportError(error.description, at: nil, hint: hint)
  }
}
