import HabitInterchange
import HabitStore
import Testing

/// A habit of the dates layout has one list of days; its second is refused with the line of its first, however
/// its id is written (the reader keeps no set of the names as written: a file may name 1,000,000 habits).
@Suite struct DatesJSONRepeatTests {
  func read(_ text: String) throws -> ImportBatch {
    try Importer.read(MemoryByteSource(text), settings: ImportSettings(today: .init(ordinal: 20_000)))
  }

  let id = "0f8fad5b-d9cb-469f-a165-70867728950e"

  /// Expects `text` refused at `line` as `habit`'s second list, naming the line of its first.
  func expectSecondList(
    _ text: String, of habit: String, first: Int, at line: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      _ = try read(text)
      Issue.record("a second list was read", sourceLocation: sourceLocation)
    } catch let error as ImportError {
      #expect(
        error.message == "the habit \(habit) has a second list of days (the first is on line \(first))",
        sourceLocation: sourceLocation)
      #expect(error.location?.line == line, sourceLocation: sourceLocation)
    } catch {
      Issue.record(error, sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: ["0f8fad5b-d9cb-469f-a165-70867728950e", "0F8FAD5B-D9CB-469F-A165-70867728950E"])
  func aHabitsSecondListIsRefusedWithTheLineOfItsFirst(again: String) throws {
    // Given a file that lists the habit's days on line 2 and again, written as `again`, on line 4
    let text = "{\n\"\(id)\": [\"2024-01-01\"],\n\"1f8fad5b-d9cb-469f-a165-70867728950e\": [],\n\"\(again)\": []\n}\n"
    // Then it is refused at line 4, naming the first
    expectSecondList(text, of: again, first: 2, at: 4)
  }

  @Test func aHabitDefinedFirstIsNamedByTheLineOfItsFirstListNotOfItsEntry() throws {
    // Given a habit defined on line 2, listed on line 3 and again on line 4
    let text =
      "{\"habits\": [\n{\"id\": \"\(id)\", \"title\": \"Run\"}],\n\"completions\": {\"\(id)\": [],\n\"\(id)\": []}}"
    // Then the error names line 3
    expectSecondList(text, of: id, first: 3, at: 4)
  }

  @Test func theSameUnderCompletionsBesideAHabitsList() throws {
    let text = "{\"habits\": [],\n\"completions\": {\n\"\(id)\": [],\n\"\(id)\": []}}\n"
    expectSecondList(text, of: id, first: 3, at: 4)
  }
}
