import CSQLite

/// The busy handler's state: when the current wait began, and whether it was told.
final class BusyBox {
  let timeout: Duration
  let noticeAfter: Duration
  let notice: @Sendable () -> Void
  private let clock = ContinuousClock()
  private var started = ContinuousClock.now
  private var noticed = false

  init(timeout: Duration, noticeAfter: Duration, notice: @escaping @Sendable () -> Void) {
    (self.timeout, self.noticeAfter, self.notice) = (timeout, noticeAfter, notice)
  }

  /// Whether to try the lock again after the `count`-th failure in a row (0 for the first of a new wait).
  func shouldRetry(count: Int) -> Bool {
    if count == 0 { (started, noticed) = (clock.now, false) }
    let waited = clock.now - started
    if waited >= timeout { return false }
    if !noticed && waited >= noticeAfter {
      noticed = true
      notice()
    }
    // Short sleeps at first, as SQLite's own busy timeout does: most waits are for a commit of a few milliseconds.
    sqlite3_sleep(Int32(min(count + 1, 25)))
    return true
  }
}

extension Connection {
  /// Waits for another connection's lock as `setBusyTimeout` does, and calls `notice` once per wait that lasts
  /// `noticeAfterMilliseconds`, so that a person at a terminal learns what the command is waiting for.
  ///
  /// ```swift
  /// connection.setBusyHandler(timeoutMilliseconds: 5000, noticeAfterMilliseconds: 1000) { print("waiting…") }
  /// ```
  public func setBusyHandler(
    timeoutMilliseconds: Int32, noticeAfterMilliseconds: Int32, notice: @escaping @Sendable () -> Void
  ) {
    let box = BusyBox(
      timeout: .milliseconds(timeoutMilliseconds), noticeAfter: .milliseconds(noticeAfterMilliseconds), notice: notice)
    busyBox = box
    install(box)
  }

  /// Runs `body` with every lock held by another connection refused at once (SQLITE_BUSY) instead of waited for,
  /// then waits again as before: for work worth doing only when it costs no wait.
  public func withoutWaiting<T>(_ body: () throws -> T) rethrows -> T {
    sqlite3_busy_timeout(handle, 0)
    defer {
      if let busyBox { install(busyBox) } else { sqlite3_busy_timeout(handle, busyTimeout) }
    }
    return try body()
  }

  private func install(_ box: BusyBox) {
    sqlite3_busy_handler(
      handle,
      { context, count in
        guard let context else { return 0 }
        return Unmanaged<BusyBox>.fromOpaque(context).takeUnretainedValue().shouldRetry(count: Int(count)) ? 1 : 0
      }, Unmanaged.passUnretained(box).toOpaque())
  }
}
