// A libFuzzer target for the JSON reader, built by scripts/fuzz with the JSON sources; not part of the package.
//
// Any input must give tokens or a located error, never a crash; and a document that parses must survive being
// written with JSONWriter and read again as the same tokens.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let chunkSize = Int(bytes.first ?? 0) % 9 + 1
  var reader = JSONReader(source: MemoryByteSource(bytes, chunkSize: chunkSize), maxStringBytes: 4096, maxDepth: 16)
  var tokens: [JSONToken] = []
  do {
    while let token = try reader.next() {
      precondition(reader.line >= 1 && reader.column >= 1 && reader.depth <= 16)
      tokens.append(token)
    }
  } catch {
    precondition(error.line >= 1 && error.column >= 1, "an error has a place")
    return 0
  }
  precondition(!tokens.isEmpty, "a document has a value")
  var writer = JSONWriter(sink: MemoryByteSink())
  do {
    for token in tokens {
      switch token {
      case .objectStart: try writer.beginObject(inline: tokens.count % 2 == 0)
      case .objectEnd: try writer.endObject()
      case .arrayStart: try writer.beginArray()
      case .arrayEnd: try writer.endArray()
      case .key(let name): try writer.key(name)
      case .string(let text): try writer.string(text)
      case .number(let text):
        let value = Double(text)!
        if value.isFinite { try writer.number(value) } else { try writer.null() }
      case .bool(let value): try writer.bool(value)
      case .null: try writer.null()
      }
    }
    try writer.flush()
  } catch {
    preconditionFailure("writing to memory cannot fail")
  }
  var again = JSONReader(source: MemoryByteSource(writer.sink.bytes, chunkSize: chunkSize))
  var reread: [JSONToken] = []
  do {
    while let token = try again.next() { reread.append(token) }
  } catch {
    preconditionFailure("what JSONWriter writes reads back: \(error)")
  }
  precondition(reread.count == tokens.count)
  for (before, after) in zip(tokens, reread) {
    switch (before, after) {
    case (.number(let a), .number(let b)): precondition(Double(a) == Double(b))
    case (.number(let a), .null): precondition(!Double(a)!.isFinite)
    default: precondition(before == after, "\(before) became \(after)")
    }
  }
  return 0
}
