import Glibc

/// A zip archive read in place: its central directory up front, then any member's bytes on request.
///
/// Only what exports need: stored and deflated members in a single-disk archive, without encryption or ZIP64.
/// Nothing is ever extracted to disk, and every size is checked against the file and against ``Limits`` before
/// it is read, so a damaged or hostile archive (a member claiming gigabytes, a thousand members sharing one
/// compressed stream, a name with `..`) is refused with a ``ZipError`` instead of filling memory.
///
/// ```swift
/// let archive = try ZipArchive(path: "Loop Habits CSV 2024-05-01.zip")
/// if let habits = archive.entry(named: "Habits.csv") { let bytes = try archive.contents(of: habits) }
/// ```
public final class ZipArchive {
  /// How much an archive may hold before it is refused.
  public struct Limits: Sendable {
    public var members = 10_000
    /// Uncompressed bytes of one member.
    public var memberSize = 64 << 20
    /// Uncompressed bytes of all members together, as the central directory declares them.
    public var totalSize = 512 << 20

    public init() {}
  }

  public let entries: [ZipEntry]
  private let descriptor: Int32
  /// Where the central directory starts: members' data lies before it.
  private let directoryOffset: Int

  /// Opens the archive at `path` and reads its central directory.
  ///
  /// - Throws: ``ZipError``; an `errno` from `open` as ``ZipError/Kind/readFailed(errno:)``.
  public init(path: String, limits: Limits = Limits()) throws(ZipError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ZipError(.readFailed(errno: errno)) }
    do {
      (entries, directoryOffset) = try Self.readDirectory(descriptor, limits: limits)
    } catch {
      close(descriptor)
      throw error
    }
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  public func entry(named name: String) -> ZipEntry? { entries.first { $0.name == name } }

  /// The member's uncompressed bytes, checked against its recorded size and CRC-32.
  public func contents(of entry: ZipEntry) throws(ZipError) -> [UInt8] {
    let header = try Self.read(descriptor, at: entry.localHeaderOffset, count: 30)
    guard Self.uint32(header, 0) == 0x0403_4B50 else {
      throw ZipError(.malformed("no local header where the central directory points"), member: entry.name)
    }
    let dataOffset = entry.localHeaderOffset + 30 + Int(Self.uint16(header, 26)) + Int(Self.uint16(header, 28))
    guard dataOffset + entry.compressedSize <= directoryOffset else {
      throw ZipError(.malformed("the data runs into the central directory"), member: entry.name)
    }
    let compressed = try Self.read(descriptor, at: dataOffset, count: entry.compressedSize)
    let bytes: [UInt8]
    switch entry.method {
    case .stored:
      bytes = compressed
    case .deflated:
      do {
        bytes = try Inflater.inflate(compressed, expectedSize: entry.uncompressedSize)
      } catch {
        throw ZipError(.corruptData(error.reason), member: entry.name)
      }
    }
    guard Inflater.crc32(bytes) == entry.crc32 else {
      throw ZipError(.corruptData("the CRC-32 does not match"), member: entry.name)
    }
    return bytes
  }

  // MARK: Central directory

  private static func readDirectory(_ descriptor: Int32, limits: Limits) throws(ZipError) -> ([ZipEntry], Int) {
    let size = Int(lseek(descriptor, 0, SEEK_END))
    guard size >= 0 else { throw ZipError(.readFailed(errno: errno)) }
    // The end record is 22 bytes plus a comment of at most 65,535.
    let tailStart = max(0, size - 22 - 0xFFFF)
    let tail = try read(descriptor, at: tailStart, count: size - tailStart)
    guard tail.count >= 22,
      let end = stride(from: tail.count - 22, through: 0, by: -1).first(where: {
        uint32(tail, $0) == 0x0605_4B50 && $0 + 22 + Int(uint16(tail, $0 + 20)) <= tail.count
      })
    else { throw ZipError(.notAZip) }
    let (disk, directoryDisk) = (uint16(tail, end + 4), uint16(tail, end + 6))
    let (onDisk, count) = (Int(uint16(tail, end + 8)), Int(uint16(tail, end + 10)))
    let (directorySize, directoryOffset) = (Int(uint32(tail, end + 12)), Int(uint32(tail, end + 16)))
    if count == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF {
      throw ZipError(.unsupported("ZIP64 records"))
    }
    guard disk == 0, directoryDisk == 0, onDisk == count else { throw ZipError(.unsupported("several disks")) }
    guard count <= limits.members else { throw ZipError(.tooManyMembers(limit: limits.members)) }
    guard directoryOffset + directorySize <= tailStart + end else { throw ZipError(.truncated) }
    let directory = try read(descriptor, at: directoryOffset, count: directorySize)
    var entries: [ZipEntry] = []
    var names: Set<String> = []
    var total = 0
    var offset = 0
    for _ in 0..<count {
      let entry = try readEntry(directory, at: &offset, before: directoryOffset)
      guard names.insert(entry.name).inserted else {
        throw ZipError(.malformed("two members are named '\(entry.name)'"))
      }
      total += entry.uncompressedSize
      guard entry.uncompressedSize <= limits.memberSize else {
        throw ZipError(.tooLarge(limit: limits.memberSize), member: entry.name)
      }
      guard total <= limits.totalSize else { throw ZipError(.tooLarge(limit: limits.totalSize)) }
      entries.append(entry)
    }
    return (entries, directoryOffset)
  }

  private static func readEntry(_ directory: [UInt8], at offset: inout Int, before end: Int) throws(ZipError)
    -> ZipEntry
  {
    guard offset + 46 <= directory.count, uint32(directory, offset) == 0x0201_4B50 else {
      throw ZipError(.malformed("the central directory has fewer members than it counts"))
    }
    let flags = uint16(directory, offset + 8)
    let methodCode = uint16(directory, offset + 10)
    let crc = uint32(directory, offset + 16)
    let (compressed, uncompressed) = (Int(uint32(directory, offset + 20)), Int(uint32(directory, offset + 24)))
    let nameLength = Int(uint16(directory, offset + 28))
    let skipped = Int(uint16(directory, offset + 30)) + Int(uint16(directory, offset + 32))
    let localOffset = Int(uint32(directory, offset + 42))
    let nameStart = offset + 46
    guard nameStart + nameLength + skipped <= directory.count else { throw ZipError(.truncated) }
    offset = nameStart + nameLength + skipped
    guard let name = String(validating: directory[nameStart..<nameStart + nameLength], as: UTF8.self) else {
      throw ZipError(.malformed("a member name is not UTF-8"))
    }
    guard isSafe(name) else { throw ZipError(.unsafeName(name)) }
    if compressed == 0xFFFF_FFFF || uncompressed == 0xFFFF_FFFF || localOffset == 0xFFFF_FFFF {
      throw ZipError(.unsupported("ZIP64 records"), member: name)
    }
    guard flags & 0x41 == 0 else { throw ZipError(.unsupported("encryption"), member: name) }
    let method: ZipEntry.Method
    switch methodCode {
    case 0:
      guard compressed == uncompressed else {
        throw ZipError(.malformed("a stored member whose sizes differ"), member: name)
      }
      method = .stored
    case 8:
      // Deflate never expands by more than a few bytes per 16 KiB block: a larger stream is not honest.
      guard compressed <= uncompressed + uncompressed / 256 + 1024 else {
        throw ZipError(.malformed("compressed data larger than deflate can make it"), member: name)
      }
      method = .deflated
    default:
      throw ZipError(.unsupported("compression method \(methodCode)"), member: name)
    }
    guard localOffset + 30 <= end else { throw ZipError(.truncated, member: name) }
    return ZipEntry(
      name: name, method: method, crc32: crc, compressedSize: compressed, uncompressedSize: uncompressed,
      localHeaderOffset: localOffset)
  }

  /// A relative path without `..`, backslashes, drive letters or NUL: nothing that names a place outside.
  static func isSafe(_ name: String) -> Bool {
    guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("\\"), !name.contains("\0") else { return false }
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    if let first = parts.first, first.count == 2, first.last == ":" { return false }
    return !parts.contains("..")
  }

  // MARK: Bytes

  private static func read(_ descriptor: Int32, at offset: Int, count: Int) throws(ZipError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let result = bytes.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
      }
      if result < 0 {
        if errno == EINTR { continue }
        throw ZipError(.readFailed(errno: errno))
      }
      if result == 0 { throw ZipError(.truncated) }
      done += result
    }
    return bytes
  }

  static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
  }

  static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(uint16(bytes, offset)) | UInt32(uint16(bytes, offset + 2)) << 16
  }
}
