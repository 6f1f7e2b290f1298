import ArgumentParser
import HabitStore
import HabitViews

/// `habit schema`: the documented SQL schema, for people writing their own queries.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema", abstract: "Print the database schema (schema.sql), with comments on every table.")

  func run() throws {
    print(try HabitDatabase.inMemory().schemaDocument(), terminator: "")
  }
}
