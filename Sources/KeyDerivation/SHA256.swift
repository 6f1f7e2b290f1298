/// SHA-256 (FIPS 180-4), the hash under the PIN key derivation; checked against the standard's test vectors.
///
/// Written here rather than adding swift-crypto, a whole package, for one function. It hashes whole messages
/// and, for PBKDF2, continues from a saved state over exactly one block.
///
/// ```swift
/// SHA256.hash(Array("abc".utf8))  // ba7816bf 8f01cfea ...
/// ```
struct SHA256 {
  /// The eight working words between blocks.
  typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

  static let initialState: State = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
  )

  static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  /// The digest of a whole message.
  static func hash(_ message: [UInt8]) -> [UInt8] {
    digest(of: hashBlocks(state: initialState, message, alreadyHashed: 0))
  }

  /// Continues from `state`, after `alreadyHashed` bytes (a multiple of 64), over the rest of a message, and
  /// pads it: the state whose bytes are the digest.
  static func hashBlocks(state: State, _ message: [UInt8], alreadyHashed: Int) -> State {
    var state = state
    let fullBlocks = message.count / 64
    message.withUnsafeBufferPointer { bytes in
      for block in 0..<fullBlocks {
        compress(&state, UnsafeBufferPointer(rebasing: bytes[(block * 64)..<(block * 64 + 64)]))
      }
    }
    // The tail, a 1 bit, zeros, and the message length in bits: one block, or two when the tail is long.
    var tail = Array(message[(fullBlocks * 64)...])
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    let bits = UInt64(alreadyHashed + message.count) * 8
    for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    tail.withUnsafeBufferPointer { bytes in
      for block in 0..<(tail.count / 64) {
        compress(&state, UnsafeBufferPointer(rebasing: bytes[(block * 64)..<(block * 64 + 64)]))
      }
    }
    return state
  }

  /// The state after one 64-byte block.
  static func afterBlock(_ state: State, _ block: [UInt8]) -> State {
    var state = state
    block.withUnsafeBufferPointer { compress(&state, $0) }
    return state
  }

  static func digest(of state: State) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(32)
    for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
      bytes += [
        UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
        UInt8(truncatingIfNeeded: word),
      ]
    }
    return bytes
  }

  /// Writes the state's 32 digest bytes at the start of `bytes`.
  static func write(_ state: State, into bytes: UnsafeMutableBufferPointer<UInt8>) {
    let words = [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
    for (index, word) in words.enumerated() {
      bytes[index * 4] = UInt8(word >> 24)
      bytes[index * 4 + 1] = UInt8(truncatingIfNeeded: word >> 16)
      bytes[index * 4 + 2] = UInt8(truncatingIfNeeded: word >> 8)
      bytes[index * 4 + 3] = UInt8(truncatingIfNeeded: word)
    }
  }

  /// The compression function over one 64-byte block.
  static func compress(_ state: inout State, _ block: UnsafeBufferPointer<UInt8>) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
      for t in 0..<16 {
        w[t] =
          UInt32(block[t * 4]) << 24 | UInt32(block[t * 4 + 1]) << 16 | UInt32(block[t * 4 + 2]) << 8
          | UInt32(block[t * 4 + 3])
      }
      for t in 16..<64 {
        let s0 = rotate(w[t - 15], 7) ^ rotate(w[t - 15], 18) ^ (w[t - 15] >> 3)
        let s1 = rotate(w[t - 2], 17) ^ rotate(w[t - 2], 19) ^ (w[t - 2] >> 10)
        w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
      }
      var (a, b, c, d, e, f, g, h) = state
      roundConstants.withUnsafeBufferPointer { k in
        for t in 0..<64 {
          let t1 = h &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[t] &+ w[t]
          let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
          (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
      }
      state = (
        state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h
      )
    }
  }

  @inline(__always) static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value >> count) | (value << (32 - count))
  }
}

/// The SHA-256 digest of a whole message: how an API token is kept (`api_tokens.sha256`).
public func sha256(_ message: [UInt8]) -> [UInt8] { SHA256.hash(message) }
