import Glibc
import HabitStore

extension Importer {
  /// Reads an input that is read through its path rather than as a stream: a folder, a SQLite file or a zip
  /// archive, which other trackers export. Returns nil for anything else (a text file, a pipe, a path that
  /// cannot be opened), which ``read(_:settings:)`` then reads as a stream.
  ///
  /// - A SQLite file (`SQLite format 3` at the start): a Loop Habit Tracker backup.
  /// - A zip archive (`PK` at the start) or a folder holding `Habits.csv`: Loop's CSV export.
  ///
  /// A file that starts like one of these but is not the export expected is refused with its reason.
  public static func read(path: String, settings: ImportSettings) throws -> ImportBatch? {
    guard settings.format == nil, settings.foreign == nil, path != "-" else { return nil }
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    if info.st_mode & S_IFMT == S_IFDIR {
      let folder = try LoopCSVFolder(path: path)
      guard folder.hasHabitsFile else { return nil }
      var parser = LoopCSVParser(export: folder, batch: try ImportBatch(format: "loop-csv"))
      return try parser.parse()
    }
    guard info.st_mode & S_IFMT == S_IFREG else { return nil }
    switch try magic(path) {
    case .sqlite:
      var parser = LoopBackupParser(file: try LoopBackupFile(path: path), batch: try ImportBatch(format: "loop-db"))
      return try parser.parse()
    case .zip:
      let archive = try LoopCSVZip(path: path)
      guard archive.hasHabitsFile else {
        throw ImportError(
          "a zip archive without Habits.csv, so not Loop's CSV export", at: nil,
          hint: "habit reads the zip file of Loop's CSV export (Settings, Export as CSV) as Loop made it.")
      }
      var parser = LoopCSVParser(export: archive, batch: try ImportBatch(format: "loop-csv"))
      return try parser.parse()
    case nil:
      return nil
    }
  }

  private enum Magic {
    case sqlite
    case zip
  }

  /// What the first bytes of the file say it is.
  private static func magic(_ path: String) throws -> Magic? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 16)
    let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 16, 0) }
    if count == 16, bytes == Array("SQLite format 3\0".utf8) { return .sqlite }
    // A local file header, or the end record of an empty archive.
    if count >= 4, bytes[0..<4] == [0x50, 0x4B, 0x03, 0x04] || bytes[0..<4] == [0x50, 0x4B, 0x05, 0x06] {
      return .zip
    }
    return nil
  }
}
