import HabitCore
import HabitScreens

/// Why a backup could not be written or a file cannot be restored. Nothing was changed in any of these cases.
public enum BackupError: Error, Equatable, Sendable {
  /// The backup would replace a file that is already there.
  case destinationExists(path: String)
  case cannotWrite(path: String, reason: String)
  case noFile(path: String)
  /// A habit database without a single table: nothing to restore.
  case empty(path: String)
  /// The file failed `integrity_check` or `foreign_key_check`; the first problems SQLite reported.
  case damaged(path: String, problems: [String])
  /// The file is shorter than the pages its header counts: cut short by a full disk or an interrupted copy.
  case truncated(path: String, bytes: Int, expected: Int)
  /// The backup's pages are of another size than the database's, which restore copies page for page.
  case otherPageSize(path: String, backup: Int, database: Int)
}

extension BackupError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .destinationExists(let path): return "\(path) already exists"
    case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
    case .noFile(let path): return "there is no file \(path)"
    case .empty(let path): return "\(path) holds no habit data"
    case .damaged(let path, let problems):
      return "\(path) is damaged: " + problems.prefix(3).joined(separator: "; ") + (problems.count > 3 ? "; …" : "")
    case .truncated(let path, let bytes, let expected):
      return "\(path) is cut short: it has \(bytes) bytes of the \(expected) its header counts (a full disk or an "
        + "interrupted copy?)"
    case .otherPageSize(let path, let backup, let database):
      return "\(path) has pages of \(backup) bytes and the database pages of \(database): restore copies pages as they "
        + "are, and the database cannot change its page size"
    }
  }

  public var hint: String? {
    switch self {
    case .destinationExists:
      return "A backup never replaces a file: choose a new name, such as habit-$(date +%F).sqlite."
    case .cannotWrite: return "Choose a directory you can write to."
    case .noFile: return nil
    case .empty: return "Choose a file written by habit backup. Nothing was changed."
    case .damaged, .truncated: return "Nothing was changed. Choose another backup."
    case .otherPageSize(let path, _, let database):
      let copy = (path.hasSuffix(".sqlite") ? String(path.dropLast(7)) : path) + "-\(database).sqlite"
      return "Nothing was changed. Convert a copy, then restore that: cp \(path.shellWord) \(copy.shellWord) && "
        + "sqlite3 \(copy.shellWord) 'PRAGMA journal_mode = DELETE; PRAGMA page_size = \(database); VACUUM'"
    }
  }
}
