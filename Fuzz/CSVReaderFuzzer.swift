// A libFuzzer target for the CSV reader, built by scripts/fuzz with the CSV sources; not part of the package.
//
// Any input must give records or a located error, never a crash; and records that parse must survive being
// written with CSVWriter and read again unchanged (with and without formula escaping).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSVReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  // The first byte picks a chunk size, so that every token gets split across reads somewhere.
  let chunkSize = Int(bytes.first ?? 0) % 9 + 1
  var reader = CSVReader(source: MemoryByteSource(bytes, chunkSize: chunkSize), maxRecordBytes: 4096)
  var records: [[String]] = []
  do {
    while let record = try reader.next() {
      precondition(record.line >= 1)
      for field in record.fields.indices {
        let (line, column) = reader.location(ofField: field)
        precondition(line >= record.line && column >= 1)
      }
      records.append(record.fields)
    }
  } catch {
    precondition(error.line >= 1 && error.column >= 1, "an error has a place")
    return 0
  }
  for escaping in [false, true] {
    var writer = CSVWriter(sink: MemoryByteSink(), escapesFormulas: escaping)
    do {
      for record in records where !record.isEmpty { try writer.write(record) }
      try writer.flush()
    } catch {
      preconditionFailure("writing to memory cannot fail")
    }
    var again = CSVReader(source: MemoryByteSource(writer.sink.bytes, chunkSize: chunkSize), maxRecordBytes: 1 << 20)
    var reread: [[String]] = []
    do {
      while let record = try again.next() {
        reread.append(escaping ? record.fields.map(CSVFormulaEscaping.unescape) : record.fields)
      }
    } catch {
      preconditionFailure("what CSVWriter writes reads back: \(error)")
    }
    // Ragged tables are not CSV the writer can produce from valid input, so only compare what parsed whole.
    precondition(reread.map { $0.map { Array($0.utf8) } } == records.map { $0.map { Array($0.utf8) } })
  }
  return 0
}
