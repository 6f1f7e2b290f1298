import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension Sandbox {
  /// Runs `habit ARGS` with its standard output thrown away and returns its exit status and peak resident memory
  /// in kilobytes, as the kernel counted it for that one process (`wait4`'s `ru_maxrss`).
  func peakMemory(_ arguments: [String]) throws -> (status: Int32, kilobytes: Int) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    _ = PTY.addCloseFrom(&actions, 3)
    _ = PTY.addChangeDirectory(&actions, directory.path)
    let argv = ([Sandbox.binary.path] + arguments).map { strdup($0) } + [nil]
    let envp = processEnvironment().map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, Sandbox.binary.path, &actions, nil, argv, envp) == 0 else {
      throw POSIXError(.ECHILD)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let exitCode = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    return (exitCode, Int(usage.ru_maxrss))
  }
}
