import HabitStore
import SQLite

/// A Loop backup opened for reading only, checked to be one before anything of it is read.
///
/// The file is untrusted: it is opened through a `file:` URI with `mode=ro&immutable=1` (SQLite then neither
/// writes, locks, nor looks for a journal), with `trusted_schema` off and `query_only` on. Rows still in a `-wal`
/// beside it are read from a private copy (``WriteAheadLogCopy``). Only plain SELECTs on
/// the two ordinary tables `Habits` and `Repetitions` are run: a view, a virtual table or a generated column in
/// their place (code the file would supply) is refused before any row is read, and SELECT fires no trigger.
final class LoopBackupFile {
  /// The schema versions whose layout habit knows: the oldest backups in the wild, to Loop 2's current one.
  static let versions = 8...25

  let connection: Connection
  /// The private copy read instead of the file when it has a `-wal`; removed with this value.
  private let logCopy: WriteAheadLogCopy?
  /// `PRAGMA user_version`: Loop's schema version.
  let version: Int
  /// The columns read: those the version must have, and of the others those the file has.
  private(set) var habitColumns: [String] = []
  private(set) var repetitionColumns: [String] = []

  init(path: String) throws(ImportError) {
    logCopy = try WriteAheadLogCopy.ifNeeded(
      for: path, hint: "Import a backup made by Loop Habit Tracker (Settings, Export full backup).")
    do {
      connection = try Connection(path: Self.uri(logCopy?.path ?? path), access: .readOnly)
      try connection.execute("PRAGMA trusted_schema = OFF; PRAGMA query_only = ON;")
      // The first read of the file: a file that is not SQLite fails here.
      let applicationID = try connection.scalar("PRAGMA application_id", as: Int.self) ?? 0
      version = try connection.scalar("PRAGMA user_version", as: Int.self) ?? 0
      guard applicationID == 0 else {
        throw Self.refusal(
          applicationID == Int(Schema.applicationID)
            ? "this is a habit database, not a Loop backup" : "a SQLite database of another program, not a Loop backup",
          hint: "Import a backup made by Loop Habit Tracker (Settings, Export full backup).")
      }
      if let name = try ForeignDatabase.virtualTable(in: connection) {
        throw ForeignDatabase.virtualTableRefusal(name, app: "Loop")
      }
      try checkTables()
    } catch let error as ImportError {
      throw error
    } catch let error as SQLiteError {
      throw Self.refusal(
        "not a SQLite database, or a damaged one (SQLite says: \(error.message))",
        hint: "Import a backup made by Loop Habit Tracker (Settings, Export full backup).")
    } catch {
      throw Self.refusal("cannot be read: \(error)", hint: "Check the file.")
    }
  }

  /// An error about the file as a whole.
  static func refusal(_ message: String, hint: String) -> ImportError {
    ImportError(message, at: nil, hint: hint)
  }

  /// The two tables, ordinary ones with the columns the schema version has; then the version must be known.
  private func checkTables() throws {
    for table in ["Habits", "Repetitions"] {
      let entry = try connection.queryFirst(
        "SELECT type, sql FROM sqlite_schema WHERE name = ? COLLATE NOCASE", [table],
        decode: { (try $0[0] as String, try $0[1] as String?) })
      guard let (type, sql) = entry else {
        throw Self.refusal(
          "a SQLite database without a \(table) table, so not a Loop backup",
          hint: "Import a backup made by Loop Habit Tracker (Settings, Export full backup).")
      }
      let words = (sql ?? "").uppercased().split(whereSeparator: \.isWhitespace).prefix(2)
      guard type == "table", words == ["CREATE", "TABLE"] else {
        throw Self.refusal(
          "\(table) is a \(type == "table" ? "virtual table" : type), not a table: not a backup Loop writes",
          hint: "habit reads only plain tables from a backup and runs none of its code.")
      }
      let generated = try connection.scalar(
        "SELECT name FROM pragma_table_xinfo(?) WHERE hidden <> 0", [table], as: String.self)
      if let generated {
        throw Self.refusal(
          "\(table) has a computed column (\(generated)): not a backup Loop writes",
          hint: "habit reads only plain tables from a backup and runs none of its code.")
      }
    }
    guard Self.versions.contains(version) else {
      throw Self.refusal(
        "a Loop backup of schema version \(version); habit reads versions \(Self.versions.lowerBound) to "
          + "\(Self.versions.upperBound)",
        hint: version > Self.versions.upperBound
          ? "Export Loop's CSV instead (Settings, Export as CSV): habit reads that zip too."
          : "Open the backup in a current Loop, which upgrades it, and make a new backup.")
    }
    habitColumns = try columns(of: "Habits", required: requiredHabitColumns, optional: Self.optionalHabitColumns)
    repetitionColumns = try columns(of: "Repetitions", required: requiredRepetitionColumns, optional: [])
  }

  private func columns(of table: String, required: [String], optional: [String]) throws -> [String] {
    let present = Set(
      try connection.query("SELECT lower(name) FROM pragma_table_info(?)", [table]) { try $0[0] as String })
    if let missing = required.first(where: { !present.contains($0) }) {
      throw Self.refusal(
        "the \(table) table has no column \(missing), which Loop's schema \(version) has",
        hint: "The backup is damaged or not Loop's: make a new backup in Loop.")
    }
    return required + optional.filter(present.contains)
  }

  /// The Habits columns the meaning rests on at this version: `type` came with schema 16, the target and unit
  /// with 18, the question with 23 (which moved the old description into it), the uuid with 24.
  private var requiredHabitColumns: [String] {
    var columns = ["id", "name", "freq_num", "freq_den"]
    if version >= 16 { columns.append("type") }
    if version >= 18 { columns += ["target_type", "target_value", "unit"] }
    if version >= 23 { columns.append("question") }
    if version >= 24 { columns.append("uuid") }
    return columns
  }

  /// Read when the file has them (every version Loop wrote does), else taken as Loop's defaults: not archived,
  /// the next colour, no description, in id order, no reminder.
  private static let optionalHabitColumns = ["archived", "color", "description", "position", "reminder_hour"]

  /// The Repetitions columns at this version: a value from schema 16 (before, every row is a done day), notes
  /// from 25.
  private var requiredRepetitionColumns: [String] {
    var columns = ["id", "habit", "timestamp"]
    if version >= 16 { columns.append("value") }
    if version >= 25 { columns.append("notes") }
    return columns
  }

  /// A read-only, immutable `file:` URI for `path`, with the characters a URI gives meaning to escaped.
  static func uri(_ path: String) -> String {
    var escaped = ""
    // "//x" would be read as a host name; POSIX lets a leading "//" mean "/".
    let path = path.hasPrefix("//") ? "/" + path.drop { $0 == "/" } : path
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-"),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        escaped.append(Character(Unicode.Scalar(byte)))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        escaped += "%" + (hex.count == 1 ? "0" : "") + hex
      }
    }
    return "file:" + escaped + "?mode=ro&immutable=1"
  }
}
