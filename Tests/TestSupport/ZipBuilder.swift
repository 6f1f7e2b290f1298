import CZlib

/// Writes zip archives byte by byte, including the damaged and hostile ones a reader must refuse.
public struct ZipBuilder {
  public struct Member {
    public var name: String
    public var data: [UInt8]
    public var deflated = true
    /// What the headers claim, when a test wants them to lie.
    public var declaredSize: Int?
    public var declaredCRC: UInt32?
    public var methodCode: UInt16?
    public var flags: UInt16 = 0

    public init(_ name: String, _ text: String, deflated: Bool = true) {
      self.name = name
      data = Array(text.utf8)
      self.deflated = deflated
    }
  }

  public var members: [Member] = []

  public init(members: [Member] = []) { self.members = members }

  /// The archive, as Loop's exporter (java.util.zip) lays it out: local headers and data, then the directory.
  public var bytes: [UInt8] {
    var out: [UInt8] = []
    var directory: [UInt8] = []
    for member in members {
      let stored = member.deflated ? Self.deflate(member.data) : member.data
      let crc = member.declaredCRC ?? Self.crc32(member.data)
      let size = UInt32(member.declaredSize ?? member.data.count)
      let method = member.methodCode ?? (member.deflated ? 8 : 0)
      let name = Array(member.name.utf8)
      let offset = UInt32(out.count)
      out += le32(0x0403_4B50) + le16(20) + le16(member.flags) + le16(method) + le16(0) + le16(0x21)
      out += le32(crc) + le32(UInt32(stored.count)) + le32(size) + le16(UInt16(name.count)) + le16(0) + name + stored
      directory += le32(0x0201_4B50) + le16(20) + le16(20) + le16(member.flags) + le16(method) + le16(0) + le16(0x21)
      directory += le32(crc) + le32(UInt32(stored.count)) + le32(size) + le16(UInt16(name.count)) + le16(0) + le16(0)
      directory += le16(0) + le16(0) + le32(0) + le32(offset) + name
    }
    let count = UInt16(members.count)
    return out + directory + le32(0x0605_4B50) + le16(0) + le16(0) + le16(count) + le16(count)
      + le32(UInt32(directory.count)) + le32(UInt32(out.count)) + le16(0)
  }

  /// Raw deflate: zlib's stream without its 2-byte header and 4-byte checksum.
  public static func deflate(_ data: [UInt8]) -> [UInt8] {
    var length = compressBound(uLong(data.count))
    var output = [UInt8](repeating: 0, count: Int(length))
    let status = compress2(&output, &length, data, uLong(data.count), 9)
    precondition(status == Z_OK)
    return Array(output[2..<Int(length) - 4])
  }

  public static func crc32(_ data: [UInt8]) -> UInt32 { UInt32(CZlib.crc32(0, data, uInt(data.count))) }
}

private func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
private func le32(_ value: UInt32) -> [UInt8] { le16(UInt16(value & 0xFFFF)) + le16(UInt16(value >> 16)) }
