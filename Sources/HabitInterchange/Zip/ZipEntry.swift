/// One member of a zip archive, as its central directory describes it.
public struct ZipEntry: Hashable, Sendable {
  /// How the member's bytes are stored.
  public enum Method: Hashable, Sendable {
    case stored
    case deflated
  }

  /// The path inside the archive, `/`-separated: `001 Meditate/Checkmarks.csv`; a folder's ends with `/`.
  public let name: String
  public let method: Method
  public let crc32: UInt32
  public let compressedSize: Int
  public let uncompressedSize: Int
  /// Where the member's local header starts in the file.
  let localHeaderOffset: Int

  /// Whether it is a folder entry rather than a file.
  public var isDirectory: Bool { name.hasSuffix("/") }
}
