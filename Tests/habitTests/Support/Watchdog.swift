import Foundation

/// Kills a child process that outlives its deadline, so that a hung `habit` ends its own test with a message
/// instead of stalling the whole run.
///
/// The kill and the reaping of a spawned child go through one lock (`reap`), so the signal cannot reach another
/// process given the pid after the child was reaped. A `Process` is reaped by Foundation on its own thread, just
/// before `waitUntilExit` returns and the watchdog is disarmed: a kill could fall between the two only if the
/// child ended at its very deadline.
final class Watchdog: @unchecked Sendable {
  private let lock = NSLock()
  private var armed = true
  private var didFire = false

  /// Arms the watchdog: `pid` is killed with SIGKILL once `seconds` pass, unless it was reaped before.
  init(pid: pid_t, seconds: Double) {
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
      lock.lock()
      defer { lock.unlock() }
      guard armed else { return }
      didFire = true
      kill(pid, SIGKILL)
    }
  }

  /// Whether the deadline passed and the process was killed for it.
  var fired: Bool {
    lock.lock()
    defer { lock.unlock() }
    return didFire
  }

  /// Runs `body`, which may reap the process, under the watchdog's lock; once it returns true the watchdog is
  /// disarmed for good.
  func reap(_ body: () -> Bool) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard armed else { return true }
    if body() { armed = false }
    return !armed
  }
}
