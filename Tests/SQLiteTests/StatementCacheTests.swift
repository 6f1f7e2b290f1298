import SQLite
import Testing

/// The statement cache hands back the statement compiled from the very bytes asked for.
@Suite struct StatementCacheTests {
  @Test func textsThatDifferOnlyInTheirBytesGetStatementsOfTheirOwn() throws {
    // Given a connection that has run a query with "é" as one scalar
    let db = try Connection.inMemory()
    let composed = "SELECT '\u{E9}'"
    let decomposed = "SELECT 'e\u{301}'"
    #expect(composed == decomposed)  // equal as Swift strings
    #expect(try db.scalar(composed, as: String.self).map { Array($0.utf8) } == [0xC3, 0xA9])
    // When the same letter as "e" and a combining accent is asked for
    let answer = try db.scalar(decomposed, as: String.self)
    // Then SQLite answers those bytes, not the cached statement's
    #expect(answer.map { Array($0.utf8) } == [0x65, 0xCC, 0x81])
  }

  @Test func textsOfOneLengthThatDifferBetweenTheHashedPiecesAreApart() throws {
    // Given two queries of one length that differ in one byte only, away from the pieces the key hashes
    let db = try Connection.inMemory()
    let padding = String(repeating: " ", count: 40)
    let one = "SELECT 1\(padding)"
    let two = "SELECT 2\(padding)"
    #expect(one.utf8.count == two.utf8.count)
    // When both run, each twice
    let answers = try [one, two, one, two].map { try db.scalar($0, as: Int.self) }
    // Then each gives its own answer every time
    #expect(answers == [1, 2, 1, 2])
  }

  @Test func textsOfOnePieceAreKeptApart() throws {
    // Given statements as long as one hashed piece
    let db = try Connection.inMemory()
    // When they run in turn
    let answers = try ["SELECT 1", "SELECT 2", "SELECT 1"].map { try db.scalar($0, as: Int.self) }
    // Then each gives its own answer
    #expect(answers == [1, 2, 1])
  }
}
