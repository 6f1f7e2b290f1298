/// An error the command line reports itself, with its exit code.
struct CLIError: Error, CustomStringConvertible {
  let message: String
  let hint: String?
  let exitCode: ExitStatus

  static func failure(_ message: String, hint: String? = nil) -> CLIError {
    CLIError(message: message, hint: hint, exitCode: .failure)
  }
  static func usage(_ message: String, hint: String? = nil) -> CLIError {
    CLIError(message: message, hint: hint, exitCode: .usage)
  }
  static func badData(_ message: String, hint: String? = nil) -> CLIError {
    CLIError(message: message, hint: hint, exitCode: .badData)
  }

  var description: String { message }
}

/// The exit codes, documented in README (the sysexits.h numbers where one fits).
enum ExitStatus: Int32 {
  case success = 0
  /// `habit import` wrote what it could but left records out, in conflict with the database (its report says
  /// which, and how to bring them in).
  case importLeftOut = 3
  /// Something asked for does not exist, or cannot be done (no such activity, nothing to undo).
  case failure = 1
  /// The command line was wrong: unknown option, bad value, missing confirmation.
  case usage = 64
  /// An input file or value was malformed; nothing was written.
  case badData = 65
  /// The database file cannot be used: not a habit database, or a newer version's. It was left alone.
  case unusableDatabase = 66
  /// The file system failed the database: a full disk, a read-only file or mount, an I/O error (sysexits' EX_IOERR).
  case ioError = 74
  /// Another process held the database for longer than the busy timeout; try again.
  case busy = 75
  /// Not permitted: `habit sql` refused a statement, or a protected user's PIN was wrong or could not be asked.
  case notPermitted = 77
  /// A query ran past its time limit (`--timeout`) and was stopped; the number `timeout(1)` uses.
  case timedOut = 124
}
