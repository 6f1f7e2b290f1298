import Foundation
import HabitStore
import Testing

@Suite struct SchemaTests {
  @Test func schemaFileIsExactlyWhatTheMigrationsProduce() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("schema.sql")
    let documented = try String(contentsOf: file, encoding: .utf8)
    let migrated = try HabitDatabase.inMemory().schemaDocument()
    #expect(
      documented == migrated, "schema.sql differs from the migrations: regenerate it with `habit schema > schema.sql`")
  }
}
