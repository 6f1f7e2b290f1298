import HabitScreens
import HabitStore
import HabitViews
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The executables that run after a write (`on-record`) and when a reminder comes due (`on-reminder`), from
/// `$XDG_CONFIG_HOME/habit/hooks/` (else `~/.config/habit/hooks/`), each with its event as JSON on standard input.
///
/// Every writer calls one method with the event its use case returned, after the transaction committed: a hook
/// never runs inside a write, so it cannot undo or hold one. A hook that fails, or still runs after the limit (10 s;
/// then it is killed with its process group), is reported through `report`; a missing folder or file is nothing,
/// and a file that is not executable is reported once. The hook's standard output and error go to this process's
/// standard error, so they never mix with data a command prints.
///
/// ```swift
/// let hooks = Hooks.configured { print("warning: " + $0) }
/// let outcome = try database.recordCompletion(.named("Read"), of: user, on: today, today: today)
/// if let event = outcome.event { hooks.record(event) }  // waits for the hook, at most the limit
/// ```
public final class Hooks: Sendable {
  /// The hooks there are.
  public enum Name: String, Sendable, CaseIterable {
    case onRecord = "on-record"
    case onReminder = "on-reminder"
  }

  /// The standard limit, in seconds.
  public static let standardLimit = 10.0

  /// The folder the hooks are in; nil runs none.
  public let directory: String?
  /// How long a hook may run, in seconds, before it is killed.
  public let limit: Double
  private let report: @Sendable (String) -> Void
  /// The hooks already reported as not executable: each is said once.
  private let reported = Mutex<Set<Name>>([])

  public init(directory: String?, limit: Double = Hooks.standardLimit, report: @escaping @Sendable (String) -> Void) {
    self.directory = directory
    self.limit = limit
    self.report = report
  }

  /// No hooks at all.
  public static let none = Hooks(directory: nil) { _ in }

  /// The hooks of this user's configuration folder: `$XDG_CONFIG_HOME/habit/hooks`, else `$HOME/.config/habit/hooks`,
  /// with the limit `HABIT_HOOK_TIMEOUT` gives in seconds (for tests; else 10).
  public static func configured(report: @escaping @Sendable (String) -> Void) -> Hooks {
    var directory: String?
    if let config = variable("XDG_CONFIG_HOME"), config.hasPrefix("/") {
      directory = config + "/habit/hooks"
    } else if let home = variable("HOME") {
      directory = home + "/.config/habit/hooks"
    }
    var limit = standardLimit
    if let text = variable("HABIT_HOOK_TIMEOUT") {
      if let seconds = Double(text), seconds > 0, seconds <= 3600 {
        limit = seconds
      } else {
        report("HABIT_HOOK_TIMEOUT: \(text) is not a number of seconds from 0 to 3600; hooks get 10 seconds.")
      }
    }
    return Hooks(directory: directory, limit: limit, report: report)
  }

  /// Runs `on-record` with the event, and returns when it ended or was killed at the limit (the command line).
  public func record(_ event: RecordEvent) {
    guard let path = executable(.onRecord) else { return }
    run(.onRecord, at: path, json: Self.json(RecordEventJSON(event)))
  }

  /// Starts `on-record` with the event on a thread of its own and returns at once (the server: a request never
  /// waits for a hook).
  public func recordInBackground(_ event: RecordEvent) {
    guard let path = executable(.onRecord) else { return }
    let json = Self.json(RecordEventJSON(event))
    detach { self.run(.onRecord, at: path, json: json) }
  }

  /// Starts `on-reminder` with the member's reminder on a thread of its own and returns at once.
  public func remindInBackground(_ due: DueReminder) {
    guard let path = executable(.onReminder) else { return }
    let json = Self.json(ReminderEventJSON(due))
    detach { self.run(.onReminder, at: path, json: json) }
  }

  /// The hook's path when it is there to run: nothing for a missing folder or file (a stat, so that a write
  /// without hooks costs no more), a report the first time it is there but not executable.
  func executable(_ name: Name) -> String? {
    guard let directory else { return nil }
    let path = directory + "/" + name.rawValue
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    guard access(path, X_OK) == 0 else {
      let first = reported.withLock { $0.insert(name).inserted }
      if first { report("hook \(path) is not executable, so it did not run (chmod +x makes it run).") }
      return nil
    }
    return path
  }

  /// Runs the hook at `path` with `json` on its standard input, waiting at most the limit; says what went wrong.
  func run(_ name: Name, at path: String, json: String) {
    switch HookProcess.run(path, input: json, limit: limit) {
    case .exited(0): break
    case .exited(let code): report("hook \(name.rawValue) exited with status \(code)\(Self.kept(name))")
    case .signalled(let signal): report("hook \(name.rawValue) was ended by signal \(signal)\(Self.kept(name))")
    case .timedOut:
      report(
        "hook \(name.rawValue) was still running after \(Self.seconds(limit)) and was stopped\(Self.kept(name))")
    case .failed(let reason): report("hook \(name.rawValue) could not start: \(reason)\(Self.kept(name))")
    }
  }

  private static func kept(_ name: Name) -> String {
    name == .onRecord ? "; what was recorded stays recorded." : "."
  }

  private static func seconds(_ limit: Double) -> String {
    let whole = limit.rounded() == limit ? String(Int(limit)) : String(limit)
    return whole + (limit == 1 ? " second" : " seconds")
  }

  private static func json(_ value: some Encodable) -> String {
    var text = ""
    // The events hold strings, numbers and nulls only: encoding them cannot fail.
    try? writeJSON(value, to: &text)
    return text
  }

  private static func variable(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }
}
