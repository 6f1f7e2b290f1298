import Crypto
import CryptoExtras
import TestSupport
import Testing

@testable import KeyDerivation

/// HMAC-SHA-256 and PBKDF2-HMAC-SHA256 against their published vectors, and against swift-crypto's (BoringSSL's)
/// on random keys, passwords, salts, iteration counts and lengths.
@Suite struct PBKDF2Tests {
  @Test("HMAC-SHA-256 of RFC 4231's test cases 1, 2 and 6")
  func hmacMatchesRFC4231() {
    #expect(
      hex(KeyDerivation.HMAC(key: [UInt8](repeating: 0x0b, count: 20)).authenticate(bytes("Hi There")))
        == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    #expect(
      hex(KeyDerivation.HMAC(key: bytes("Jefe")).authenticate(bytes("what do ya want for nothing?")))
        == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    // A key longer than a block is hashed first.
    #expect(
      hex(
        KeyDerivation.HMAC(key: [UInt8](repeating: 0xaa, count: 131)).authenticate(
          bytes("Test Using Larger Than Block-Size Key - Hash Key First")))
        == "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
  }

  @Test("PBKDF2-HMAC-SHA256 of RFC 7914's vectors")
  func pbkdf2MatchesRFC7914() {
    #expect(
      hex(derive("passwd", "salt", iterations: 1, length: 64))
        == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
        + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783")
    #expect(
      hex(derive("Password", "NaCl", iterations: 80_000, length: 64))
        == "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56"
        + "a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d")
  }

  /// RFC 6070's inputs, whose published outputs are HMAC-SHA1's, with the outputs OpenSSL gives for them with
  /// SHA-256: a length that is not a whole block, and NUL bytes inside a password and a salt.
  @Test("PBKDF2-HMAC-SHA256 of RFC 6070's inputs")
  func pbkdf2MatchesRFC6070sInputs() {
    #expect(
      hex(derive("password", "salt", iterations: 1, length: 32))
        == "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b")
    #expect(
      hex(derive("password", "salt", iterations: 2, length: 32))
        == "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43")
    #expect(
      hex(derive("password", "salt", iterations: 4096, length: 32))
        == "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a")
    #expect(
      hex(derive("passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", iterations: 4096, length: 40))
        == "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9")
    #expect(hex(derive("pass\0word", "sa\0lt", iterations: 4096, length: 16)) == "89b69d0516f829893c696226650a8687")
  }

  @Test("Random keys from 0 to 200 bytes (longer than a block too) authenticate as swift-crypto's HMAC does")
  func hmacMatchesSwiftCryptoOnRandomInputs() {
    let seed: UInt64 = 0x484D_4143
    var random = SeededGenerator(seed: seed)
    for round in 0..<200 {
      let key = randomBytes(Int.random(in: 0...200, using: &random), using: &random)
      let message = randomBytes(Int.random(in: 0...200, using: &random), using: &random)
      let theirs = Array(Crypto.HMAC<Crypto.SHA256>.authenticationCode(for: message, using: SymmetricKey(data: key)))
      #expect(
        KeyDerivation.HMAC(key: key).authenticate(message) == theirs,
        "seed \(seed), round \(round): key \(hex(key)), message \(hex(message))")
    }
  }

  @Test("Random passwords, salts, iteration counts and lengths derive the key swift-crypto's PBKDF2 does")
  func pbkdf2MatchesSwiftCryptoOnRandomInputs() throws {
    let seed: UInt64 = 0x5042_4B44
    var random = SeededGenerator(seed: seed)
    for round in 0..<100 {
      let password = randomBytes(Int.random(in: 0...100, using: &random), using: &random)
      let salt = randomBytes(Int.random(in: 0...64, using: &random), using: &random)
      let iterations = Int.random(in: 1...2000, using: &random)
      let length = Int.random(in: 1...100, using: &random)
      let ours = PBKDF2.derive(password: password, salt: salt, iterations: iterations, length: length)
      let theirs = try KDF.Insecure.PBKDF2.deriveKey(
        from: password, salt: salt, using: .sha256, outputByteCount: length, unsafeUncheckedRounds: iterations
      ).withUnsafeBytes { Array($0) }
      #expect(
        ours == theirs,
        "seed \(seed), round \(round): P \(hex(password)), S \(hex(salt)), c \(iterations), dkLen \(length)")
    }
  }

  func derive(_ password: String, _ salt: String, iterations: Int, length: Int) -> [UInt8] {
    PBKDF2.derive(password: bytes(password), salt: bytes(salt), iterations: iterations, length: length)
  }
}
