import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Temporary files this process is writing (an import's stage, a backup's `.partial-*` copy), removed when
/// Ctrl-C, `kill` or a closed terminal (SIGINT, SIGTERM, SIGHUP) ends the process before it could remove them.
///
/// A `kill -9` cannot be caught: the stage files such a process leaves are swept by the next import (see
/// `sweepStale`), which tells them by the lock their owner held while alive.
enum TemporaryFiles {
  private static let capacity = 8
  // Plain C strings in a fixed table: the signal handler may only read memory and call unlink.
  nonisolated(unsafe) private static let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
    capacity: capacity)
  nonisolated(unsafe) private static var installed = false

  /// Serialises register and unregister: several imports of one process (tests run them in parallel) would
  /// otherwise free an entry while another reads it. The signal handler only reads, without it.
  private static let lock = Mutex(())

  static func register(_ path: String) {
    lock.withLock { _ in
      if !installed {
        table.initialize(repeating: nil, count: capacity)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
          Glibc.signal(signal) { number in
            for index in 0..<TemporaryFiles.capacity {
              if let path = TemporaryFiles.table[index] { unlink(path) }
            }
            Glibc.signal(number, SIG_DFL)
            raise(number)
          }
        }
        installed = true
      }
      for index in 0..<capacity where table[index] == nil {
        table[index] = strdup(path)
        return
      }
    }
  }

  static func unregister(_ path: String) {
    lock.withLock { _ in
      guard installed else { return }
      for index in 0..<capacity {
        if let entry = table[index], String(cString: entry) == path {
          table[index] = nil
          free(entry)
        }
      }
    }
  }

  /// Removes `habit-import-*` stage files in `directory` whose process is gone: a live import holds an exclusive
  /// `flock` on its stage, so a file that can be locked, and is older than a minute, belongs to no one.
  static func sweepStale(in directory: String, prefix: String) {
    guard let folder = opendir(directory) else { return }
    defer { closedir(folder) }
    let now = time(nil)
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      guard name.hasPrefix(prefix) else { continue }
      let path = directory + "/" + name
      let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      guard descriptor >= 0 else { continue }
      var info = stat()
      if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid(),
        now - info.st_mtim.tv_sec > 60, flock(descriptor, LOCK_EX | LOCK_NB) == 0
      {
        unlink(path)
      }
      close(descriptor)
    }
  }
}
