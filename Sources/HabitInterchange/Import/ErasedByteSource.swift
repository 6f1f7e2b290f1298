/// Any ``ByteSource`` behind one concrete type.
///
/// ``Importer/read(_:settings:)`` is called from other modules, where its generic source is not known while the
/// readers are compiled: the CSV and JSON readers built on it then ran as unspecialized generic code, looking
/// up type metadata for every record. Behind this type they are compiled for it, and a source costs one
/// closure call per chunk read.
struct ErasedByteSource: ByteSource {
  private let readInto: (UnsafeMutableRawBufferPointer) throws(IOError) -> Int

  init(_ base: some ByteSource) {
    var base = base
    readInto = { buffer throws(IOError) in try base.read(into: buffer) }
  }

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(IOError) -> Int {
    try readInto(buffer)
  }
}
