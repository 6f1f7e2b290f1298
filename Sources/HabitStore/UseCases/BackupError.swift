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
    }
  }

  public var hint: String? {
    switch self {
    case .destinationExists:
      return "A backup never replaces a file: choose a new name, such as habit-$(date +%F).sqlite."
    case .cannotWrite: return "Choose a directory you can write to."
    case .noFile: return nil
    case .empty: return "Choose a file written by habit backup. Nothing was changed."
    case .damaged: return "Nothing was changed. Choose another backup."
    }
  }
}
