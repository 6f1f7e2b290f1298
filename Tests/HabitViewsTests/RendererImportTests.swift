import Foundation
import Testing

/// The renderers see only the values the use cases return: no file of `Sources/HabitViews` imports the store or
/// the SQLite layer, so a renderer cannot reach the database even where `Package.swift` would let it.
@Suite struct RendererImportTests {
  static let forbidden: Set<String> = ["HabitStore", "SQLite", "CSQLite"]

  @Test func noRendererImportsTheStoreOrSQLite() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/HabitViews")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    #expect(files.count > 10)
    for file in files {
      let text = try String(contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
      let imported = text.split(separator: "\n").compactMap(Self.importedModule)
      #expect(Self.forbidden.isDisjoint(with: imported), "\(file) imports \(imported.sorted())")
    }
  }

  @Test func everyFormOfImportIsRecognized() {
    #expect(Self.importedModule("import HabitStore") == "HabitStore")
    #expect(Self.importedModule("@testable import SQLite") == "SQLite")
    #expect(Self.importedModule("@_implementationOnly import CSQLite") == "CSQLite")
    #expect(Self.importedModule("import struct HabitStore.HabitDatabase") == "HabitStore")
    #expect(Self.importedModule("  import HabitCore") == "HabitCore")
    #expect(Self.importedModule("// import HabitStore") == nil)
    #expect(Self.importedModule("let important = 1") == nil)
  }

  /// The module a line imports (`import M`, `@testable import M`, `import struct M.Type`); nil for any other line.
  static func importedModule(_ line: Substring) -> String? {
    var words = line.split(whereSeparator: \.isWhitespace).drop { $0.hasPrefix("@") }
    guard words.first == "import" else { return nil }
    words = words.dropFirst()
    let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
    if let kind = words.first, kinds.contains(kind) { words = words.dropFirst() }
    return words.first.map { String($0.split(separator: ".")[0]) }
  }
}
