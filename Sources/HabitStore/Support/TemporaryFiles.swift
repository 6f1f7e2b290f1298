import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Temporary files and directories this process is writing (an import's stage, a backup's `.partial-*` copy, the
/// private copy of a foreign backup and its `-wal`), removed when Ctrl-C, `kill` or a closed terminal (SIGINT,
/// SIGTERM, SIGHUP) ends the process before it could remove them: files first, then the directories they were in.
///
/// A `kill -9` cannot be caught: the stage files such a process leaves are swept by the next import (see
/// `sweepStale`), which tells them by the lock their owner held while alive.
public enum TemporaryFiles {
  private static let capacity = 16
  // Plain C strings in a fixed table: the signal handler may only read memory and call unlink.
  nonisolated(unsafe) private static let table = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(
    capacity: capacity)
  nonisolated(unsafe) private static var installed = false

  /// Serialises register and unregister: several imports of one process (tests run them in parallel) would
  /// otherwise free an entry while another reads it. The signal handler only reads, without it.
  private static let lock = Mutex(())

  /// Removes `path` (a file, or an empty directory) if a signal ends the process before `unregister(_:)`.
  public static func register(_ path: String) {
    lock.withLock { _ in
      if !installed {
        table.initialize(repeating: nil, count: capacity)
        _ = EndingSignals.install { number in
          for index in 0..<TemporaryFiles.capacity {
            if let path = TemporaryFiles.table[index] { unlink(path) }
          }
          // A directory is empty only once the files in it are gone.
          for index in 0..<TemporaryFiles.capacity {
            if let path = TemporaryFiles.table[index] { rmdir(path) }
          }
          // Ends the process as the signal would have (raised again once this handler returns).
          Glibc.signal(number, SIG_DFL)
          raise(number)
        }
        installed = true
      }
      for index in 0..<capacity where table[index] == nil {
        table[index] = strdup(path)
        return
      }
    }
  }

  public static func unregister(_ path: String) {
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
  public static func sweepStale(in directory: String, prefix: String) {
    forEachOldEntry(in: directory, prefix: prefix, flags: O_RDONLY | O_NONBLOCK) { _, path, descriptor, info in
      if info.st_mode & S_IFMT == S_IFREG, flock(descriptor, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
    }
  }

  /// Removes `PREFIX<pid>-*` directories in `directory` whose process is gone, with the files in them: older than
  /// a minute, no process of that id alive, and the `lock` file inside (which a live owner holds with `flock`)
  /// free or never made. Only this account's directories are touched, and nothing is followed.
  public static func sweepStaleDirectories(in directory: String, prefix: String) {
    forEachOldEntry(in: directory, prefix: prefix, flags: O_RDONLY | O_DIRECTORY) { name, path, inside, _ in
      let lock = openat(inside, "lock", O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      let noLock = lock < 0 && errno == ENOENT
      defer { if lock >= 0 { close(lock) } }
      // The name starts with the owner's process id: while that process lives, the directory is in use (even
      // between making its lock file and locking it). A process of that id seen dead, whose lock (if it made one)
      // nobody holds, left it behind; the lock keeps a live owner's directory when the id is not its own (another
      // pid namespace sharing $TMPDIR).
      let owner = name.dropFirst(prefix.count).prefix { $0 != "-" }
      let ownerGone = Int32(owner).map { kill($0, 0) != 0 && errno == ESRCH } == true
      let unowned = ownerGone && (lock >= 0 ? flock(lock, LOCK_EX | LOCK_NB) == 0 : noLock)
      guard unowned, let files = fdopendir(dup(inside)) else { return }
      while let file = readdir(files) {
        let fileName = DirectoryEntry.name(file)
        if fileName != "." && fileName != ".." { unlinkat(inside, fileName, 0) }
      }
      closedir(files)
      rmdir(path)
    }
  }

  /// Calls `body` with each entry of `directory` whose name starts with `prefix`, that this account owns and that
  /// is older than a minute: its name, its path, and a descriptor opened with `flags` (never following a link,
  /// closed after `body`) with what `fstat` says of it.
  private static func forEachOldEntry(
    in directory: String, prefix: String, flags: Int32,
    _ body: (_ name: String, _ path: String, _ descriptor: Int32, _ info: stat) -> Void
  ) {
    guard let folder = opendir(directory) else { return }
    defer { closedir(folder) }
    let now = time(nil)
    while let entry = readdir(folder) {
      let name = DirectoryEntry.name(entry)
      guard name.hasPrefix(prefix) else { continue }
      let path = directory + "/" + name
      let descriptor = open(path, flags | O_NOFOLLOW | O_CLOEXEC)
      guard descriptor >= 0 else { continue }
      defer { close(descriptor) }
      var info = stat()
      guard fstat(descriptor, &info) == 0, info.st_uid == geteuid(), now - info.st_mtim.tv_sec > 60 else { continue }
      body(name, path, descriptor, info)
    }
  }
}
