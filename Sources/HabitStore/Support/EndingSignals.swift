#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The signals that end a process at someone's request: Ctrl-C (SIGINT), `kill` (SIGTERM), a closed terminal
/// (SIGHUP). Handlers that tidy up before the process ends are installed here, so that they chain and respect the
/// parent's choices.
public enum EndingSignals {
  public static let numbers: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Installs `handler` for each ending signal this process does not ignore (`nohup` leaves SIGHUP ignored, and
  /// it stays so), and returns the actions they had, in `numbers`' order, for `restore` or for the handler to
  /// pass the signal on to.
  public static func install(_ handler: @convention(c) (Int32) -> Void) -> [sigaction] {
    numbers.map { number in
      var previous = sigaction()
      sigaction(number, nil, &previous)
      let ignored = previous.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) }
      if ignored != unsafeBitCast(SIG_IGN, to: Int.self) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(number, &action, nil)
      }
      return previous
    }
  }

  /// Puts back the actions `install` returned.
  public static func restore(_ saved: [sigaction]) {
    for (number, action) in zip(numbers, saved) {
      var action = action
      sigaction(number, &action, nil)
    }
  }

  /// Runs `body` with the ending signals held back in this thread, and delivers any that came meanwhile after it:
  /// for creating a temporary file and registering it as one step, so that no signal finds it unregistered.
  public static func held<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
    var blocked = sigset_t()
    sigemptyset(&blocked)
    for number in numbers { sigaddset(&blocked, number) }
    var before = sigset_t()
    pthread_sigmask(SIG_BLOCK, &blocked, &before)
    defer { pthread_sigmask(SIG_SETMASK, &before, nil) }
    return try body()
  }
}
