import Glibc

/// A failed `read` or `write` system call on a byte source or sink, with the `errno` it left.
///
/// Kept as the raw number so that callers can match on it (`EPIPE` on a closed pipe is not worth a message);
/// ``description`` turns it into the system's wording.
public struct IOError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Which direction of transfer failed.
  public enum Operation: String, Sendable {
    case read
    case write
  }

  public let operation: Operation
  public let errno: Int32

  public init(_ operation: Operation, errno: Int32) {
    self.operation = operation
    self.errno = errno
  }

  public var description: String {
    "\(operation.rawValue) failed: \(String(cString: strerror(errno)))"
  }
}
