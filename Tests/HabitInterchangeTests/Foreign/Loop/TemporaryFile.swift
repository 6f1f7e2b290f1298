import Foundation

/// A file in the temporary directory, removed when the last reference to it goes.
final class TemporaryFile {
  let path: String

  /// A new path ending in `name`; the file is created when `bytes` are given.
  init(_ name: String, bytes: [UInt8]? = nil) {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString) \(name)").path
    if let bytes { _ = FileManager.default.createFile(atPath: path, contents: Data(bytes)) }
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }
}
