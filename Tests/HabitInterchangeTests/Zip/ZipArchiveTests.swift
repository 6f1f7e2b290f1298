import Foundation
import TestSupport
import Testing

@testable import HabitInterchange

/// Reading zip archives in place: stored and deflated members, and every damaged or hostile archive refused.
@Suite struct ZipArchiveTests {
  /// A temporary file holding `bytes`, removed when the test's closure returns.
  func withFile<T>(_ bytes: [UInt8], _ body: (String) throws -> T) throws -> T {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("zip-\(UUID().uuidString).zip").path
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
  }

  func open(_ builder: ZipBuilder, limits: ZipArchive.Limits = .init()) throws -> (ZipArchive, [String]) {
    try withFile(builder.bytes) { path in
      let archive = try ZipArchive(path: path, limits: limits)
      return (archive, try archive.entries.map { String(decoding: try archive.contents(of: $0), as: UTF8.self) })
    }
  }

  func refusal(_ bytes: [UInt8], limits: ZipArchive.Limits = .init()) -> ZipError? {
    do {
      try withFile(bytes) { path in
        let archive = try ZipArchive(path: path, limits: limits)
        for entry in archive.entries { _ = try archive.contents(of: entry) }
      }
      return nil
    } catch {
      return error as? ZipError
    }
  }

  func refusal(_ builder: ZipBuilder, limits: ZipArchive.Limits = .init()) -> ZipError? {
    refusal(builder.bytes, limits: limits)
  }

  @Test func readsStoredAndDeflatedMembersAndFolders() throws {
    let long = String(repeating: "2026-07-04,YES_MANUAL,\n", count: 500)
    let builder = ZipBuilder(members: [
      .init("Habits.csv", "Position,Name\n001,Read\n"), .init("001 Read/", "", deflated: false),
      .init("001 Read/Checkmarks.csv", long), .init("empty.csv", ""), .init("stored.txt", "as is", deflated: false),
    ])
    let (archive, contents) = try open(builder)
    #expect(
      archive.entries.map(\.name) == ["Habits.csv", "001 Read/", "001 Read/Checkmarks.csv", "empty.csv", "stored.txt"])
    #expect(archive.entries.map(\.isDirectory) == [false, true, false, false, false])
    #expect(archive.entries[2].method == .deflated && archive.entries[2].compressedSize < long.utf8.count / 10)
    #expect(contents == ["Position,Name\n001,Read\n", "", long, "", "as is"])
    #expect(archive.entry(named: "stored.txt")?.method == .stored)
  }

  @Test func readsTheRealLoopExportLayoutWithAComment() throws {
    // An archive comment sits after the end record: the end record is searched from the end.
    var bytes = ZipBuilder(members: [.init("Habits.csv", "x")]).bytes
    bytes[bytes.count - 2] = 5
    bytes += Array("hello".utf8)
    let names = try withFile(bytes) { path in try ZipArchive(path: path).entries.map(\.name) }
    #expect(names == ["Habits.csv"])
  }

  @Test func aFileThatIsNotAZipOrIsCutShortIsRefused() throws {
    let whole = ZipBuilder(members: [.init("Habits.csv", "Position,Name\n")]).bytes
    #expect(refusal(Array("Position,Name\n".utf8))?.kind == .notAZip)
    #expect(refusal([])?.kind == .notAZip)
    #expect(refusal(Array(whole.dropLast(10)))?.kind == .notAZip)
    // The directory's end survives but its start is gone.
    #expect(refusal(Array(whole.dropFirst(20)))?.kind == .truncated)
  }

  @Test func aMemberThatInflatesToMoreThanItClaimsIsStoppedThere() throws {
    // A zip bomb: megabytes of zeros that claim to be 100 bytes. Its compressed size alone gives it away...
    var bomb = ZipBuilder.Member("bomb.csv", String(repeating: "0", count: 4 << 20))
    bomb.declaredSize = 100
    #expect(
      refusal(ZipBuilder(members: [bomb]))
        == ZipError(
          .malformed("compressed data larger than deflate can make it"), member: "bomb.csv"))
    // ...else inflating stops at the first byte too many.
    bomb.data = Array(repeating: 0x30, count: 1 << 20)
    #expect(
      refusal(ZipBuilder(members: [bomb]))
        == ZipError(
          .corruptData("it inflates to more than the 100 bytes recorded"), member: "bomb.csv"))
    var liar = ZipBuilder.Member("liar.csv", String(repeating: "abcdefgh", count: 64))
    liar.declaredSize = 500
    #expect(
      refusal(ZipBuilder(members: [liar]))
        == ZipError(
          .corruptData("it inflates to more than the 500 bytes recorded"), member: "liar.csv"))
    var short = ZipBuilder.Member("short.csv", "abc")
    short.declaredSize = 4
    #expect(
      refusal(ZipBuilder(members: [short]))
        == ZipError(
          .corruptData("it inflates to 3 bytes, not the 4 recorded"), member: "short.csv"))
  }

  @Test func limitsOnSizeAndCountAreKept() throws {
    var limits = ZipArchive.Limits()
    limits.memberSize = 1000
    limits.totalSize = 1500
    limits.members = 3
    let big = ZipBuilder(members: [.init("big.csv", String(repeating: "x", count: 1001))])
    #expect(refusal(big, limits: limits) == ZipError(.tooLarge(limit: 1000), member: "big.csv"))
    let many = ZipBuilder(members: (0..<2).map { .init("\($0).csv", String(repeating: "x", count: 800)) })
    #expect(refusal(many, limits: limits) == ZipError(.tooLarge(limit: 1500)))
    let crowd = ZipBuilder(members: (0..<4).map { .init("\($0).csv", "x") })
    #expect(refusal(crowd, limits: limits) == ZipError(.tooManyMembers(limit: 3)))
    // The default limits: 64 MiB a member.
    var huge = ZipBuilder.Member("huge.csv", "x")
    huge.declaredSize = 65 << 20
    #expect(refusal(ZipBuilder(members: [huge]))?.kind == .tooLarge(limit: 64 << 20))
  }

  @Test func namesThatPointOutsideAreRefused() throws {
    for name in ["../evil.csv", "a/../../evil", "/etc/passwd", "C:/x", "a\\..\\b", "ok/..", "a\u{0}b"] {
      #expect(refusal(ZipBuilder(members: [.init(name, "x")])) == ZipError(.unsafeName(name)), "\(name)")
    }
    #expect(ZipArchive.isSafe("001 Read/Checkmarks.csv") && ZipArchive.isSafe("a..b/c.."))
  }

  @Test func damagedDataAndUnsupportedFeaturesAreRefused() throws {
    var crc = ZipBuilder.Member("a.csv", "hello")
    crc.declaredCRC = 1
    #expect(refusal(ZipBuilder(members: [crc])) == ZipError(.corruptData("the CRC-32 does not match"), member: "a.csv"))
    var encrypted = ZipBuilder.Member("a.csv", "hello")
    encrypted.flags = 1
    #expect(refusal(ZipBuilder(members: [encrypted])) == ZipError(.unsupported("encryption"), member: "a.csv"))
    var bzip = ZipBuilder.Member("a.csv", "hello", deflated: false)
    bzip.methodCode = 12
    #expect(refusal(ZipBuilder(members: [bzip])) == ZipError(.unsupported("compression method 12"), member: "a.csv"))
    let twice = ZipBuilder(members: [.init("a.csv", "1"), .init("a.csv", "2")])
    #expect(refusal(twice) == ZipError(.malformed("two members are named 'a.csv'")))
    // Garbage where the deflate stream should be.
    var bytes = ZipBuilder(members: [.init("a.csv", String(repeating: "hello ", count: 20))]).bytes
    for index in 38..<44 { bytes[index] = 0xFF }
    #expect(refusal(bytes)?.kind.isCorruptData == true)
    // ZIP64: the end record's counts are 0xFFFF.
    var zip64 = ZipBuilder(members: [.init("a.csv", "x")]).bytes
    zip64.replaceSubrange((zip64.count - 12)..<(zip64.count - 8), with: [0xFF, 0xFF, 0xFF, 0xFF])
    #expect(refusal(zip64) == ZipError(.unsupported("ZIP64 records")))
  }

  @Test func errorsReadAsSentences() {
    #expect(
      ZipError(.corruptData("the CRC-32 does not match"), member: "001 Read/Checkmarks.csv").description
        == "damaged compressed data: the CRC-32 does not match (member '001 Read/Checkmarks.csv')")
    #expect(
      ZipError(.tooLarge(limit: 512 << 20)).description == "the zip archive holds more than 512 MiB once uncompressed")
    #expect(
      ZipError(.unsafeName("../x")).description == "the zip archive has a member named '../x', which points outside it")
  }
}

extension ZipError.Kind {
  fileprivate var isCorruptData: Bool { if case .corruptData = self { true } else { false } }
}
