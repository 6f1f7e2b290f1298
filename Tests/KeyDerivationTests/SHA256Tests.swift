import Crypto
import TestSupport
import Testing

@testable import KeyDerivation

/// SHA-256 against the standard's examples, and against swift-crypto's (BoringSSL's) digest of random messages.
@Suite struct SHA256Tests {
  @Test("The digests of FIPS 180's examples")
  func fipsExamples() {
    #expect(hex(KeyDerivation.SHA256.hash([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(hex(sha256(bytes("abc"))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      hex(sha256(bytes("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(
      hex(
        sha256(
          bytes(
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrst"
              + "nopqrstu")))
        == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    #expect(
      hex(sha256([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("Random messages of every length from 0 to 200 bytes (one, two and three blocks) hash as swift-crypto's do")
  func randomMessagesMatchSwiftCrypto() {
    let seed: UInt64 = 0x5348_4132
    var random = SeededGenerator(seed: seed)
    for length in 0...200 {
      let message = randomBytes(length, using: &random)
      let theirs = Array(Crypto.SHA256.hash(data: message))
      #expect(sha256(message) == theirs, "seed \(seed), length \(length): \(hex(message))")
    }
  }
}
