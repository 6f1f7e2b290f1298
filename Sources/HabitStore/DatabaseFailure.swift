import SQLite

/// A failure of the database file itself, in the store's words: SQLite's result codes stay inside HabitStore, and
/// the command line and the web app say these in their own words.
///
/// ```swift
/// catch { if let failure = DatabaseFailure(error) { show(failure) } }
/// ```
public enum DatabaseFailure: Error, Equatable, Sendable {
  /// Another process kept the write lock past the busy timeout.
  case busy
  case diskFull
  /// The file, its directory or its disk is read-only.
  case readOnly
  /// A directory, or a missing or unwritable directory on the way.
  case cannotOpen
  case ioError(message: String)
  /// The file is damaged, or not SQLite.
  case damaged(message: String)
  /// Anything else SQLite reported, with its message and extended code for a report.
  case other(message: String, code: Int32)

  /// The store's word for `error` when SQLite raised it; nil for every other error.
  public init?(_ error: any Error) {
    guard let error = error as? SQLiteError else { return nil }
    if error.isBusy {
      self = .busy
      return
    }
    // SQLite's primary result codes: FULL 13, READONLY 8, CANTOPEN 14, IOERR 10, CORRUPT 11, NOTADB 26.
    switch error.code {
    case 13: self = .diskFull
    case 8: self = .readOnly
    case 14: self = .cannotOpen
    case 10: self = .ioError(message: error.message)
    case 11, 26: self = .damaged(message: error.message)
    default: self = .other(message: error.message, code: error.extendedCode)
    }
  }
}
