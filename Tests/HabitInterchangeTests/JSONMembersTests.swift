import HabitStore
import Testing

@testable import HabitInterchange

/// An object's members are told apart by name: the first 16 one by one, the rest through a set, and a name that
/// comes again is refused wherever it stands.
@Suite struct JSONMembersTests {
  /// Reads one object of `count` members named m0, m1, ..., with `repeated` (if any) naming member `at` instead.
  func read(count: Int, repeating repeated: Int? = nil, at position: Int = 0) throws -> [String] {
    let names = (0..<count).map { index in "m\(index == position ? repeated ?? index : index)" }
    let text = "{" + names.map { "\"\($0)\": 1" }.joined(separator: ", ") + "}"
    let input = JSONInput(source: MemoryByteSource(text))
    var read: [String] = []
    _ = try input.object("the object") { name in
      read.append(name)
      _ = try input.next()
    }
    return read
  }

  @Test(arguments: [0, 1, 15, 16, 17, 40])
  func distinctNamesAreReadInOrder(count: Int) throws {
    #expect(try read(count: count) == (0..<count).map { "m\($0)" })
  }

  @Test(arguments: [(repeated: 3, at: 9), (repeated: 3, at: 16), (repeated: 3, at: 30), (repeated: 20, at: 30)])
  func aNameThatComesAgainIsRefused(repeated: Int, at position: Int) {
    let error = #expect(throws: ImportError.self) { try read(count: 40, repeating: repeated, at: position) }
    #expect(error?.message == "the member \"m\(repeated)\" appears twice in this object")
  }
}
