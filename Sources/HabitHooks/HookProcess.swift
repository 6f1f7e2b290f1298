#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of a hook's executable: started in a process group of its own, its standard input the event, its
/// standard output and error this process's standard error, waited for up to a limit and then killed with
/// everything it started.
enum HookProcess {
  enum Ending: Equatable {
    case exited(Int32)
    case signalled(Int32)
    case timedOut
    case failed(String)
  }

  static func run(_ path: String, input: String, limit: Double) -> Ending {
    // A hook that exits without reading its input must not end this process with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    var pipeEnds: [Int32] = [-1, -1]
    guard systemPipe2(&pipeEnds, O_CLOEXEC) == 0 else { return .failed(String(cString: strerror(errno))) }
    let (reading, writing) = (pipeEnds[0], pipeEnds[1])
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, reading, 0)
    posix_spawn_file_actions_adddup2(&actions, 2, 1)
    // Nothing else of this process (the database, the server's sockets) is the hook's.
    _ = systemAddCloseFrom(&actions, 3)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setpgroup(&attributes, 0)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGPIPE)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    // A server's threads may block signals; the hook starts with none blocked, as from a shell.
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var pid: pid_t = 0
    let arguments = [strdup(path), nil]
    defer { free(arguments[0]) }
    let spawned = posix_spawn(&pid, path, &actions, &attributes, arguments, environ)
    close(reading)
    guard spawned == 0 else {
      close(writing)
      return .failed(String(cString: strerror(spawned)))
    }
    let deadline = now() + limit
    feed(Array(input.utf8), to: writing, until: deadline)
    close(writing)
    return wait(for: pid, until: deadline)
  }

  /// Writes `bytes` to the hook's input without waiting past `deadline`; a hook that closed its input reads no
  /// more, which is its own affair.
  private static func feed(_ bytes: [UInt8], to descriptor: Int32, until deadline: Double) {
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        written += count
        continue
      }
      guard count < 0, errno == EAGAIN || errno == EINTR else { return }
      let left = deadline - now()
      guard left > 0 else { return }
      var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      _ = poll(&ready, 1, Int32(min(left, 1) * 1000) + 1)
    }
  }

  /// Waits for the hook to end, or kills its process group at `deadline`.
  private static func wait(for pid: pid_t, until deadline: Double) -> Ending {
    var status: Int32 = 0
    var pause: UInt32 = 1000
    while true {
      let ended = waitpid(pid, &status, WNOHANG)
      if ended == pid { return ending(status) }
      if ended < 0 && errno != EINTR { return .failed(String(cString: strerror(errno))) }
      if now() >= deadline { break }
      usleep(pause)
      pause = min(pause * 2, 20_000)
    }
    kill(-pid, SIGKILL)
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return .timedOut
  }

  private static func ending(_ status: Int32) -> Ending {
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
  }

  /// Seconds on the monotonic clock.
  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
  }
}

// glibc declares these only for _GNU_SOURCE, which the Glibc module is not built with: a pipe closed in every
// program started meanwhile by another thread (another hook), and the closing of every other descriptor.
@_silgen_name("pipe2") private func systemPipe2(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
@_silgen_name("posix_spawn_file_actions_addclosefrom_np")
private func systemAddCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ from: Int32) -> Int32

/// Runs `body` on a thread of its own, which ends with it: a hook waited for there holds no thread a server's
/// requests or its database need.
func detach(_ body: @escaping @Sendable () -> Void) {
  let work = Unmanaged.passRetained(DetachedWork(body)).toOpaque()
  var thread = pthread_t()
  let started = pthread_create(
    &thread, nil,
    { pointer in
      if let pointer { Unmanaged<DetachedWork>.fromOpaque(pointer).takeRetainedValue().body() }
      return nil
    }, work)
  guard started == 0 else {
    Unmanaged<DetachedWork>.fromOpaque(work).takeRetainedValue().body()
    return
  }
  pthread_detach(thread)
}

private final class DetachedWork {
  let body: @Sendable () -> Void
  init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
