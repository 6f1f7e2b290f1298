import ArgumentParser
import HabitCore
import HabitInterchange
import HabitStore
import HabitViews
import SQLite

/// Parses, runs, and turns every error into one sentence, a hint, and a documented exit code.
@main
enum Entry {
  static func main() {
    let color = Terminal().stderrColor
    do {
      var command = try Habit.parseAsRoot()
      try command.run()
    } catch let error as CLIError {
      fail(error.message, hint: error.hint, status: error.exitCode, color: color)
    } catch let error as FileImportError {
      fail(error.message, hint: error.error.hint + "\nNothing was imported.", status: .badData, color: color)
    } catch let error as ImportError {
      fail(error.description, hint: error.hint + "\nNothing was imported.", status: .badData, color: color)
    } catch let error as IOError {
      fail("cannot write the output: \(error)", hint: nil, status: .failure, color: color)
    } catch let error as StoreError {
      let status: ExitStatus =
        switch error {
        case .foreignFile: .unusableDatabase
        case .invalidName, .invalidValue, .amountNeeded: .usage
        default: .failure
        }
      fail(error.description, hint: error.hint, status: status, color: color)
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
        case .cannotWrite, .noFile: .failure
        case .empty: .unusableDatabase
        case .damaged: .badData
        }
      fail(error.description, hint: error.hint, status: status, color: color)
    } catch let error as SQLiteError where error.isBusy {
      fail(
        "the database is busy: another process kept it locked for more than 5 seconds", hint: "Try again in a moment.",
        status: .busy, color: color)
    } catch let error as SQLiteError {
      fail(error.description, hint: nil, status: .failure, color: color)
    } catch {
      Habit.exit(withError: error)
    }
  }

  static func fail(_ message: String, hint: String?, status: ExitStatus, color: Bool) -> Never {
    Message.error(message, hint: hint, color: color)
    Habit.exit(withError: ExitCode(status.rawValue))
  }
}
