import HabitCore
import HabitStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Importer {
  /// Reads an input that is read through its path rather than as a stream, which other trackers export: a
  /// folder, a SQLite file or a zip archive. Returns nil for anything else (a text file, a path that cannot be
  /// opened, standard input), which ``read(_:settings:)`` then reads as a stream.
  ///
  /// - A folder: Loop's CSV export unzipped when it holds `Habits.csv`, dijo's when it holds `habit_record.json`
  ///   or `habit_record[auto].json`, else harsh's or habitctl's (a `habits` file and a `log`).
  /// - A SQLite file (`SQLite format 3` at the start): a Loop Habit Tracker backup.
  /// - A zip archive (`PK` at the start): Loop's CSV export.
  ///
  /// ``ImportSettings/foreign`` insists on a format instead. Errors name the file inside a folder or archive in
  /// ``ImportError/file``.
  public static func read(path: String, settings: ImportSettings) throws -> ImportBatch? {
    guard path != "-" else { return nil }
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    if info.st_mode & S_IFMT == S_IFDIR { return try readFolder(path, settings: settings) }
    guard info.st_mode & S_IFMT == S_IFREG, settings.format == nil else { return nil }
    switch settings.foreign ?? magic(path) {
    case .loopDB?:
      let batch = try ImportBatch(format: ForeignFormat.loopDB.rawValue, today: settings.today)
      var parser = LoopBackupParser(file: try LoopBackupFile(path: path), batch: batch)
      return try parser.parse()
    case .rewire?:
      var parser = try RewireParser(path: path, today: settings.today)
      return try parser.parse()
    case .tickmate?:
      var parser = try TickmateParser(path: path, today: settings.today)
      return try parser.parse()
    case .loopCSV?:
      let archive = try LoopCSVZip(path: path)
      guard archive.hasHabitsFile else {
        throw ImportError(
          "a zip archive without Habits.csv, so not Loop's CSV export", at: nil,
          hint: "habit reads the zip file of Loop's CSV export (Settings, Export as CSV) as Loop made it.")
      }
      return try readLoopCSV(archive, today: settings.today)
    default:
      return nil
    }
  }

  private static func readFolder(_ path: String, settings: ImportSettings) throws -> ImportBatch {
    let hint =
      "Give the file itself, or leave out --format for a folder: Loop's CSV export, dijo's, harsh's or habitctl's."
    if let own = settings.format {
      throw ImportError("\(own.rawValue) is read from a file, and this is a folder", at: nil, hint: hint)
    }
    let loop = try LoopCSVFolder(path: path)
    let format = try settings.foreign ?? detectFolder(loop)
    switch format {
    case .loopCSV:
      guard loop.hasHabitsFile else {
        throw ImportError(
          "a folder without Habits.csv, so not Loop's CSV export unzipped", at: nil,
          hint: "habit reads a folder that holds Loop's CSV export (Habits.csv and a folder per habit).")
      }
      return try readLoopCSV(loop, today: settings.today)
    case .dijo:
      let files = DijoFolder.files.filter(loop.files.contains)
      guard !files.isEmpty else {
        throw ImportError(
          "a folder without habit_record.json, so not dijo's data folder", at: nil,
          hint: "Import dijo's data folder (dijo --list shows where it is), which holds habit_record.json.")
      }
      let sources = try files.map { ($0, MemoryByteSource(try loop.contents(of: $0))) }
      return try DijoParser.parse(files: sources, today: settings.today)
    case .harsh, .habitctl:
      let today = settings.today
      let folder = FolderInput(path: path)
      if format == .harsh { return try HarshParser(folder: folder, today: today).parse() }
      return try HabitctlParser(folder: folder, today: today).parse()
    default:
      throw ImportError("\(format.rawValue) is read from a file, and this is a folder", at: nil, hint: hint)
    }
  }

  /// Which tracker's folder this is: Loop's CSV export when it holds `Habits.csv`, else harsh's or habitctl's,
  /// as their lines tell (``FolderInput/detect()``).
  private static func detectFolder(_ loop: LoopCSVFolder) throws -> ForeignFormat {
    if loop.hasHabitsFile { return .loopCSV }
    if DijoFolder.files.contains(where: loop.files.contains) { return .dijo }
    guard loop.files.contains("habits") || loop.files.contains("log") else {
      throw ImportError(
        "a folder without Habits.csv, habit_record.json, habits or log, so no tracker's export habit reads", at: nil,
        hint: "Import the folder of Loop's CSV export unzipped (Habits.csv and a folder per habit), dijo's data "
          + "folder (habit_record.json), harsh's (HARSHPATH) or habitctl's (~/.habitctl).")
    }
    return try FolderInput(path: loop.path).detect()
  }

  private static func readLoopCSV(_ export: any LoopCSVExport, today: Day) throws -> ImportBatch {
    let batch = try ImportBatch(format: ForeignFormat.loopCSV.rawValue, today: today)
    var parser = LoopCSVParser(export: export, batch: batch)
    return try parser.parse()
  }

  /// Which app's backup a SQLite file is, by its tables: Rewire's (`CHECKINS` beside `Habits`), Tickmate's
  /// (`tracks` and `ticks`), else Loop's, whose reader says what is missing.
  private static func sqliteFormat(_ path: String) -> ForeignFormat {
    guard let tables = ForeignDatabase.tables(at: path) else { return .loopDB }
    if tables.isSuperset(of: ["habits", "checkins"]) && !tables.contains("repetitions") { return .rewire }
    if tables.isSuperset(of: ["tracks", "ticks"]) { return .tickmate }
    return .loopDB
  }

  /// What the first bytes of the file say it is.
  private static func magic(_ path: String) -> ForeignFormat? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes = [UInt8](repeating: 0, count: 16)
    let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 16, 0) }
    if count == 16, bytes == Array("SQLite format 3\0".utf8) { return sqliteFormat(path) }
    // A local file header, or the end record of an empty archive.
    if count >= 4, bytes[0..<4] == [0x50, 0x4B, 0x03, 0x04] || bytes[0..<4] == [0x50, 0x4B, 0x05, 0x06] {
      return .loopCSV
    }
    return nil
  }
}

/// The files of dijo's data folder, in the order they are read.
enum DijoFolder {
  static let files = ["habit_record.json", "habit_record[auto].json"]
}
