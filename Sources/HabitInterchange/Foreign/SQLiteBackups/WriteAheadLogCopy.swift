import HabitStore
import SQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A private copy of a SQLite backup whose newest rows are still in its write-ahead log (`FILE-wal`, left when the
/// app was stopped before SQLite moved them into the file itself).
///
/// Opened immutable, a file's `-wal` is ignored, and its newest rows would be silently left out. Opened as it is,
/// SQLite would write beside the user's file (a `-shm`, a checkpoint). So both files are copied, with
/// `O_NOFOLLOW`, into a new directory only this account can enter (`mkdtemp`, 0700, in `$TMPDIR`); the copy's log
/// is checkpointed into the copy, and the copy is then opened immutable like any backup. The copy goes with this
/// value, and with the process when Ctrl-C, `kill` or a closed terminal ends it (`TemporaryFiles`); a copy left by
/// a `kill -9` is swept by the next import that makes one (a live copy holds a lock on its `lock` file). The user's
/// files are only read.
///
/// ```swift
/// let copy = try WriteAheadLogCopy.ifNeeded(for: path)  // nil: no -wal, or an empty one
/// let connection = try Connection(path: LoopBackupFile.uri(copy?.path ?? path), access: .readOnly)
/// ```
final class WriteAheadLogCopy {
  /// The copy, with everything of the log in it.
  let path: String
  private let directory: String
  /// Held locked while the copy lives: it tells a sweeping import that the directory is in use.
  private let lockDescriptor: Int32
  private static let suffixes = ["", "-wal", "-shm", "-journal"]

  private init(directory: String) {
    self.directory = directory
    path = directory + "/backup.sqlite"
    TemporaryFiles.register(directory)
    TemporaryFiles.register(directory + "/lock")
    for suffix in Self.suffixes { TemporaryFiles.register(path + suffix) }
    lockDescriptor = open(directory + "/lock", O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    if lockDescriptor >= 0 { flock(lockDescriptor, LOCK_EX) }
  }

  deinit {
    for suffix in Self.suffixes { unlink(path + suffix) }
    unlink(directory + "/lock")
    if lockDescriptor >= 0 { close(lockDescriptor) }
    rmdir(directory)
    for suffix in Self.suffixes { TemporaryFiles.unregister(path + suffix) }
    TemporaryFiles.unregister(directory + "/lock")
    TemporaryFiles.unregister(directory)
  }

  /// A checkpointed private copy of the file at `path` and its `-wal`; nil when there is no `-wal` or it is empty.
  static func ifNeeded(for path: String, hint: String) throws(ImportError) -> WriteAheadLogCopy? {
    var info = stat()
    guard lstat(path + "-wal", &info) == 0 else { return nil }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw ImportError(
        "the -wal beside it is not a regular file, so the backup's newest rows cannot be read",
        at: nil, hint: "Remove \(path)-wal, or put back the one the app left; then import again.")
    }
    guard info.st_size > 0 else { return nil }
    let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    TemporaryFiles.sweepStaleDirectories(in: base, prefix: "habit-wal-")
    var template = Array((base + "/habit-wal-\(getpid())-XXXXXX").utf8CString)
    // Made and registered as one step: a signal in between would leave the directory behind.
    let made = EndingSignals.held { mkdtemp(&template).map { WriteAheadLogCopy(directory: String(cString: $0)) } }
    guard let copy = made else {
      throw ImportError(
        "its newest rows are in its -wal, and no private copy to read them could be made in \(base): "
          + String(cString: strerror(errno)),
        at: nil, hint: "Free space in \(base), or point TMPDIR at a writable directory with room; then import again.")
    }
    do {
      try copyFile(path, to: copy.path)
      try copyFile(path + "-wal", to: copy.path + "-wal")
    } catch {
      throw ImportError(
        "its newest rows are in its -wal, and no private copy to read them could be made in \(base): "
          + error.reason,
        at: nil, hint: "Free space in \(base), or point TMPDIR at a writable directory with room; then import again.")
    }
    do {
      // The copy is ours: SQLite reads the log into it. Nothing of the file's own code runs in a checkpoint.
      let connection = try Connection(path: copy.path, access: .readWrite)
      try connection.execute("PRAGMA trusted_schema = OFF")
      try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    } catch {
      let reason = (error as? SQLiteError)?.message ?? "\(error)"
      throw ImportError("its -wal cannot be read into it (SQLite says: \(reason))", at: nil, hint: hint)
    }
    return copy
  }

  struct CopyError: Error {
    let reason: String
  }

  /// Copies a regular file without following a symbolic link, into a new file only this account can read.
  private static func copyFile(_ source: String, to destination: String) throws(CopyError) {
    let input = open(source, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard input >= 0 else { throw CopyError(reason: "\(source): " + String(cString: strerror(errno))) }
    defer { close(input) }
    let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard output >= 0 else { throw CopyError(reason: String(cString: strerror(errno))) }
    defer { close(output) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count == 0 { return }
      guard count > 0 else { throw CopyError(reason: "\(source): " + String(cString: strerror(errno))) }
      var written = 0
      while written < count {
        let done = buffer.withUnsafeBytes { write(output, $0.baseAddress! + written, count - written) }
        guard done > 0 else { throw CopyError(reason: String(cString: strerror(errno))) }
        written += done
      }
    }
  }
}
