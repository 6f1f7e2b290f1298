import Foundation
import TestSupport
import Testing

@testable import KeyDerivation

/// SHA-256, HMAC-SHA-256 and PBKDF2-HMAC-SHA256 against their published test vectors.
@Suite struct KeyDerivationTests {
  static func hex(_ bytes: [UInt8]) -> String { bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined() }
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func sha256MatchesFIPS180Examples() {
    #expect(Self.hex(SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      Self.hex(SHA256.hash(Self.bytes("abc"))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      Self.hex(SHA256.hash(Self.bytes("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      Self.hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func hmacMatchesRFC4231() {
    #expect(
      Self.hex(HMAC(key: [UInt8](repeating: 0x0b, count: 20)).authenticate(Self.bytes("Hi There")))
        == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    #expect(
      Self.hex(HMAC(key: Self.bytes("Jefe")).authenticate(Self.bytes("what do ya want for nothing?")))
        == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    // A key longer than a block is hashed first.
    #expect(
      Self.hex(
        HMAC(key: [UInt8](repeating: 0xaa, count: 131)).authenticate(
          Self.bytes("Test Using Larger Than Block-Size Key - Hash Key First")))
        == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
  }

  @Test func pbkdf2MatchesRFC7914() {
    #expect(
      Self.hex(PBKDF2.derive(password: Self.bytes("passwd"), salt: Self.bytes("salt"), iterations: 1, length: 64))
        == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
        + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
    #expect(
      Self.hex(
        PBKDF2.derive(password: Self.bytes("Password"), salt: Self.bytes("NaCl"), iterations: 80_000, length: 64))
        == "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
        + "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d")
  }

  /// Random passwords, salts, iteration counts and lengths, derived here and by Python's `hashlib` (OpenSSL's
  /// PBKDF2), a second implementation nobody here wrote.
  @Test func pbkdf2MatchesPythonsHashlibOnRandomInputs() throws {
    var random = SeededGenerator(seed: 6070)
    var lines: [String] = []
    var ours: [String] = []
    for _ in 0..<40 {
      let password = (0..<Int.random(in: 0...100, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random)
      }
      let salt = (0..<Int.random(in: 0...40, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
      let iterations = Int.random(in: 1...3000, using: &random)
      let length = Int.random(in: 1...100, using: &random)
      lines.append("\(Self.hex(password)) \(Self.hex(salt)) \(iterations) \(length)")
      ours.append(Self.hex(PBKDF2.derive(password: password, salt: salt, iterations: iterations, length: length)))
    }
    let python = Process()
    python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    python.arguments = [
      "python3", "-c",
      """
      import hashlib, sys
      for line in sys.stdin:
          p, s, n, l = line.split(" ")
          print(hashlib.pbkdf2_hmac("sha256", bytes.fromhex(p), bytes.fromhex(s), int(n), int(l)).hex())
      """,
    ]
    let input = Pipe()
    let output = Pipe()
    python.standardInput = input
    python.standardOutput = output
    try python.run()
    input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))
    try input.fileHandleForWriting.close()
    let theirs = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    python.waitUntilExit()
    #expect(python.terminationStatus == 0)
    #expect(theirs.split(separator: "\n").map(String.init) == ours)
  }
}
