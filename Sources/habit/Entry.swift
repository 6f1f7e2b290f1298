import ArgumentParser
import HabitCore
import HabitInterchange
import HabitScreens
import HabitStore
import HabitViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Parses, runs, and turns every error into one sentence, a hint, and a documented exit code.
@main
enum Entry {
  static func main() {
    let color = Terminal().stderrColor
    do {
      let typed = Arguments.completingForOldFish(
        Array(CommandLine.arguments.dropFirst()), shell: System.environment("SAP_SHELL"))
      let arguments = Arguments.globalOptionsLast(typed)
      if let everyday = Invocation(arguments) { return try everyday.run() }
      if CompletionRoot.isRequest(arguments) { CompletionRoot.answer(arguments) }
      try Arguments.checkCommands(arguments)
      var command = try Habit.parseAsRoot(arguments)
      try command.run()
    } catch let error as CLIError {
      fail(error.message, hint: error.hint, status: error.exitCode, color: color)
    } catch let error as FileImportError {
      fail(error.message, hint: error.error.hint + "\nNothing was imported.", status: .badData, color: color)
    } catch let error as ImportError {
      fail(error.description, hint: error.hint + "\nNothing was imported.", status: .badData, color: color)
    } catch let error as IOError {
      fail("cannot write the output: \(error)", hint: nil, status: .ioError, color: color)
    } catch let error as StoreError {
      let status: ExitStatus =
        switch error {
        case .foreignFile, .directory: .unusableDatabase
        case .noAccess: .notPermitted
        case .temporaryFileFailed: .ioError
        case .invalidName, .invalidValue, .invalidRequest, .unknownIcon, .amountNeeded: .usage
        default: .failure
        }
      fail(error.description, hint: error.hint, status: status, color: color)
    } catch let error as LinkError {
      fail(error.description, hint: error.hint, status: .failure, color: color)
    } catch let error as PlanError {
      fail(error.description, hint: error.hint, status: error.isMalformedRequest ? .usage : .failure, color: color)
    } catch let error as ChallengeError {
      let status: ExitStatus =
        switch error {
        case .invalidLength, .whichOne: .usage
        default: .failure
        }
      fail(error.description, hint: error.hint, status: status, color: color)
    } catch let error as QueryError {
      let status: ExitStatus =
        switch error {
        case .refused: .notPermitted
        case .timedOut: .timedOut
        case .invalid, .failed: .badData
        case .missingParameter, .unusedParameters, .positionalParameter, .empty: .usage
        }
      fail(error.description, hint: error.hint, status: status, color: color)
    } catch let error as BackupError {
      let status: ExitStatus =
        switch error {
        case .destinationExists: .usage
        case .cannotWrite: .ioError
        case .noFile: .failure
        case .empty, .otherPageSize: .unusableDatabase
        case .damaged, .truncated: .badData
        }
      fail(error.description, hint: error.hint, status: status, color: color)
    } catch {
      guard let failure = DatabaseFailure(error) else { Habit.exit(withError: error) }
      let (message, hint, status) = explain(failure, file: Context.databasePathInUse ?? "the database")
      fail(message, hint: hint, status: status, color: color)
    }
  }

  /// What a failure of the file itself means for a person: the file, the cause, what to do; never SQLite's code.
  static func explain(_ failure: DatabaseFailure, file: String) -> (String, String?, ExitStatus) {
    let unchanged = "Nothing was changed."
    switch failure {
    case .busy:
      return (FailureText.busy, FailureText.busyHint, .busy)
    case .diskFull:
      return ("the disk holding \(file) is full", "Free some space, then try again. \(unchanged)", .ioError)
    case .readOnly:
      return (
        "cannot write \(file): the file, its directory or its disk is read-only",
        "Check with: ls -ld \(file) \"$(dirname \(file))\" (and whether the disk is mounted read-only). \(unchanged)",
        .ioError
      )
    case .cannotOpen:
      return whyNotOpened(file)
    case .ioError(let message):
      return (
        "reading or writing \(file) failed: \(message)",
        "The disk may be full, read-only or failing (see: df \"$(dirname \(file))\"). \(unchanged)", .ioError
      )
    case .damaged(let message):
      return (
        "\(file) is damaged: \(message)",
        "Check it with: habit doctor; restore a backup with: habit restore FILE", .unusableDatabase
      )
    case .other(let message, let code):
      return ("\(message) (\(file))", "SQLite's code was \(code). \(unchanged)", .failure)
    }
  }

  /// Why SQLite could not open `file`, found out from the file system: SQLite's own word (CANTOPEN) covers a
  /// directory, a missing directory, a read-only directory or mount where it must create `-shm` or `-wal`, and a
  /// `-wal` or `-shm` beside the file that is a symlink, which it refuses to follow.
  static func whyNotOpened(_ file: String) -> (String, String?, ExitStatus) {
    let unchanged = "Nothing was changed."
    var info = stat()
    if stat(file, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
      return (
        "cannot open \(file): it is a directory", "Give --db or HABIT_DB the path of a file, not a directory.",
        .unusableDatabase
      )
    }
    let directory = file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) : "."
    if stat(directory.isEmpty ? "/" : directory, &info) != 0 {
      return (
        "cannot open \(file): the directory \(directory) is missing",
        "Create it (mkdir -p \(directory.shellWord)), or give --db or HABIT_DB a path in a directory that exists.",
        .unusableDatabase
      )
    }
    for suffix in ["-wal", "-shm"] where lstat(file + suffix, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK {
      return (
        "cannot open \(file): \(file + suffix) beside it is a symlink, which SQLite never follows",
        "habit never makes one: if nobody put it there on purpose, remove it (rm \((file + suffix).shellWord)). "
          + unchanged, .unusableDatabase
      )
    }
    if access(directory.isEmpty ? "/" : directory, W_OK) != 0 {
      return (
        "cannot open \(file): its directory or disk is read-only, and SQLite must write its -shm and -wal files "
          + "beside it",
        "Check with: ls -ld \(directory.shellWord) (and whether the disk is mounted read-only). \(unchanged)",
        .ioError
      )
    }
    return (
      "cannot open \(file), or the -wal or -shm file beside it",
      "Check with: ls -l \(file.shellWord)*; give --db or HABIT_DB the path of a file you can read and write.",
      .unusableDatabase
    )
  }

  static func fail(_ message: String, hint: String?, status: ExitStatus, color: Bool) -> Never {
    Message.error(message, hint: hint, color: color)
    Habit.exit(withError: ExitCode(status.rawValue))
  }
}
