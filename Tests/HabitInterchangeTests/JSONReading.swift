import HabitInterchange

/// Everything a JSON reader produced for one input: the tokens with their positions, and the error if any.
struct JSONReading: Equatable {
  struct Located: Equatable {
    let token: JSONToken
    let line: Int
    let column: Int
  }

  var located: [Located] = []
  var error: JSONError?

  var tokens: [JSONToken] { located.map(\.token) }

  init(_ bytes: [UInt8], chunkSize: Int = 1 << 16, maxStringBytes: Int = 1 << 20, maxDepth: Int = 64) {
    var reader = JSONReader(
      source: MemoryByteSource(bytes, chunkSize: chunkSize), maxStringBytes: maxStringBytes, maxDepth: maxDepth,
      chunkSize: max(chunkSize, 1))
    do {
      while let token = try reader.next() {
        located.append(Located(token: token, line: reader.line, column: reader.column))
      }
    } catch {
      self.error = error
    }
  }

  init(_ text: String, chunkSize: Int = 1 << 16, maxStringBytes: Int = 1 << 20, maxDepth: Int = 64) {
    self.init(Array(text.utf8), chunkSize: chunkSize, maxStringBytes: maxStringBytes, maxDepth: maxDepth)
  }
}
