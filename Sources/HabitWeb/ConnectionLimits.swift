import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// How long a connection may stay silent and how many are served at once, so that held connections cannot use
/// up the process's file descriptors and leave everyone else unanswered.
public struct ConnectionLimits: Sendable {
  /// A connection that sends no complete request head for this long, or stays idle between requests this long,
  /// is closed: slow headers and forgotten keep-alives alike.
  public var idleSeconds: Int64
  /// Connections served at once; further ones wait in the kernel's queue until one closes.
  public var maximum: Int

  public init(idleSeconds: Int64, maximum: Int) {
    self.idleSeconds = idleSeconds
    self.maximum = maximum
  }

  /// 15 seconds; 256 connections, or half the open files this process may have when that is fewer (the database
  /// and its threads need some too).
  public static var standard: ConnectionLimits {
    var limit = rlimit()
    let files = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 ? Int(clamping: limit.rlim_cur) : 1024
    return ConnectionLimits(idleSeconds: 15, maximum: max(8, min(256, files / 2)))
  }
}
