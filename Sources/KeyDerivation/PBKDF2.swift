/// PBKDF2 (RFC 8018) with HMAC-SHA-256 (RFC 2104), the slow, salted key derivation behind PINs; checked against
/// the published test vectors of RFC 4231 (HMAC) and RFC 7914 (PBKDF2-HMAC-SHA256).
///
/// The slowness is the iteration count: each iteration costs two SHA-256 blocks, since the key's inner and outer
/// blocks are hashed once up front and each step continues from them.
///
/// ```swift
/// let key = PBKDF2.derive(password: Array("1234".utf8), salt: salt, iterations: 600_000, length: 32)
/// ```
public enum PBKDF2 {
  public static func derive(password: [UInt8], salt: [UInt8], iterations: Int, length: Int) -> [UInt8] {
    precondition(iterations > 0 && length > 0)
    let mac = HMAC(key: password)
    var output: [UInt8] = []
    var blockIndex: UInt32 = 1
    while output.count < length {
      let indexBytes = [
        UInt8(blockIndex >> 24), UInt8(truncatingIfNeeded: blockIndex >> 16),
        UInt8(truncatingIfNeeded: blockIndex >> 8), UInt8(truncatingIfNeeded: blockIndex),
      ]
      var u = mac.authenticate(salt + indexBytes)
      var block = u
      var scratch = HMAC.digestBlock()
      for _ in 1..<iterations {
        mac.authenticate(digest: &u, scratch: &scratch)
        for index in 0..<32 { block[index] ^= u[index] }
      }
      output += block
      blockIndex += 1
    }
    return Array(output.prefix(length))
  }
}

/// HMAC-SHA-256 with the key's padded blocks hashed once, so that each message costs only its own blocks.
struct HMAC {
  let inner: SHA256.State
  let outer: SHA256.State

  init(key: [UInt8]) {
    var block = key.count > 64 ? SHA256.hash(key) : key
    block += [UInt8](repeating: 0, count: 64 - block.count)
    inner = SHA256.afterBlock(SHA256.initialState, block.map { $0 ^ 0x36 })
    outer = SHA256.afterBlock(SHA256.initialState, block.map { $0 ^ 0x5c })
  }

  func authenticate(_ message: [UInt8]) -> [UInt8] {
    let innerDigest = SHA256.digest(of: SHA256.hashBlocks(state: inner, message, alreadyHashed: 64))
    return SHA256.digest(of: SHA256.hashBlocks(state: outer, innerDigest, alreadyHashed: 64))
  }

  /// A block for `authenticate(digest:scratch:)`: room for a 32-byte message, then its fixed padding (a 1 bit,
  /// zeros, and the length of key block and message, 96 bytes, in bits).
  static func digestBlock() -> [UInt8] {
    var block = [UInt8](repeating: 0, count: 64)
    block[32] = 0x80
    block[62] = 0x03
    return block
  }

  /// The HMAC of a 32-byte message, written over it: PBKDF2's inner loop, two blocks and no allocation.
  func authenticate(digest message: inout [UInt8], scratch block: inout [UInt8]) {
    block.withUnsafeMutableBufferPointer { block in
      message.withUnsafeMutableBufferPointer { message in
        for index in 0..<32 { block[index] = message[index] }
        var state = inner
        SHA256.compress(&state, UnsafeBufferPointer(block))
        SHA256.write(state, into: block)
        state = outer
        SHA256.compress(&state, UnsafeBufferPointer(block))
        SHA256.write(state, into: message)
      }
    }
  }
}
