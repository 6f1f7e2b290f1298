import Glibc

/// Why a zip archive, or one of its members, cannot be read.
public struct ZipError: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Kind: Equatable, Sendable {
    /// No end-of-central-directory record: not a zip archive, or cut short.
    case notAZip
    /// A record or a member's data runs past the end of the file.
    case truncated
    /// A record does not have the structure the format prescribes; the text says which.
    case malformed(String)
    /// A feature this reader leaves out: ZIP64, several disks, encryption, a compression method.
    case unsupported(String)
    /// A member name that could reach outside the archive's folder (`/x`, `../x`, `C:x`, a backslash).
    case unsafeName(String)
    case tooManyMembers(limit: Int)
    /// A member, or all of them together, larger than the limit once uncompressed.
    case tooLarge(limit: Int)
    /// The compressed data does not inflate to the size and checksum the archive records.
    case corruptData(String)
    case readFailed(errno: Int32)
  }

  public let kind: Kind
  /// The member concerned, when one is.
  public let member: String?

  public init(_ kind: Kind, member: String? = nil) {
    self.kind = kind
    self.member = member
  }

  public var description: String {
    let text: String
    switch kind {
    case .notAZip: text = "not a zip archive (it has no central directory), or cut short"
    case .truncated: text = "the zip archive is cut short"
    case .malformed(let what): text = "a damaged zip archive: \(what)"
    case .unsupported(let what): text = "a zip archive with \(what), which habit does not read"
    case .unsafeName(let name): text = "the zip archive has a member named '\(name)', which points outside it"
    case .tooManyMembers(let limit): text = "the zip archive has more than \(limit) members"
    case .tooLarge(let limit): text = "the zip archive holds more than \(limit >> 20) MiB once uncompressed"
    case .corruptData(let what): text = "damaged compressed data: \(what)"
    case .readFailed(let code): text = "reading failed: \(String(cString: strerror(code)))"
    }
    return member.map { "\(text) (member '\($0)')" } ?? text
  }
}
