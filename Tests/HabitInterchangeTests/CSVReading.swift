import HabitInterchange

/// Everything a reader produced for one input: the records before the first error, and that error.
struct CSVReading: Equatable {
  var records: [CSVRecord] = []
  var error: CSVError?

  var fields: [[String]] { records.map(\.fields) }

  init(_ bytes: [UInt8], chunkSize: Int = 1 << 16, maxRecordBytes: Int = defaultMaxRecordBytes) {
    var reader = CSVReader(source: MemoryByteSource(bytes, chunkSize: chunkSize), maxRecordBytes: maxRecordBytes)
    do {
      while let record = try reader.next() { records.append(record) }
    } catch {
      self.error = error
    }
  }

  init(_ text: String, chunkSize: Int = 1 << 16, maxRecordBytes: Int = defaultMaxRecordBytes) {
    self.init(Array(text.utf8), chunkSize: chunkSize, maxRecordBytes: maxRecordBytes)
  }
}

let defaultMaxRecordBytes = CSVReader<MemoryByteSource>.defaultMaxRecordBytes

/// Chunk sizes that make quotes, CRLFs and multi-byte characters straddle reads, plus the real one.
let straddlingChunkSizes = [1, 2, 3, 4, 5, 6, 7, 1 << 16]
