import Foundation
import Testing

/// A command's `run()` resolves the context, calls one use case, renders its value and lets errors go to the one
/// place that words them: a few lines. A longer one is doing a use case's or a renderer's work.
@Suite struct CommandShapeTests {
  static let longestRun = 25
  static let longestHandler = 50
  static let tripleQuote: [Character] = ["\"", "\"", "\""]

  @Test func everyCommandsRunIsShort() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/habit")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") }
    var runs = 0
    for file in files {
      let text = try String(contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
      for length in Self.runLengths(in: text) {
        runs += 1
        #expect(length <= Self.longestRun, "\(file) has a run() of \(length) lines (at most \(Self.longestRun))")
      }
    }
    #expect(runs > 40)
  }

  /// A web handler (a controller's function, or a route's closure) reads its request, calls one use case and
  /// renders or redirects: at most 50 lines.
  @Test func everyWebHandlerIsShort() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/HabitWeb")
    let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
      .filter { $0.hasPrefix("Controllers/") || $0 == "API/APIHandler.swift" }
    var handlers = 0
    for file in files {
      let text = try String(contentsOfFile: sources.appendingPathComponent(file).path, encoding: .utf8)
      let starts = { (line: String) in
        line.contains("func ") || line.contains("router.get(") || line.contains("router.post(")
      }
      for length in Self.blockLengths(in: text, startingAt: starts) {
        handlers += 1
        #expect(
          length <= Self.longestHandler, "\(file) has a handler of \(length) lines (at most \(Self.longestHandler))")
      }
    }
    #expect(handlers > 40)
  }

  @Test func aRunIsCountedFromItsLineToItsClosingBrace() {
    let text = """
      struct Show {
        func run() throws {
          let brace = "}"
          // a comment's } is not code
          if brace.isEmpty { print("{") }
        }
      }
      """
    #expect(Self.runLengths(in: text) == [5])
  }

  /// The number of lines of each `func run()`, from its line to its closing brace. Braces in string literals
  /// (one line or several) and in comments are not counted.
  static func runLengths(in text: String) -> [Int] {
    blockLengths(in: text) { $0.contains("func run()") }
  }

  /// The number of lines of each block whose first line `isStart` picks, from that line to its closing brace.
  static func blockLengths(in text: String, startingAt isStart: (String) -> Bool) -> [Int] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0) }
    var lengths: [Int] = []
    for start in lines.indices where isStart(String(lines[start])) {
      var depth = 0
      var opened = false
      var inMultilineString = false
      for index in start..<lines.count {
        let line = lines[index]
        var inString = false
        var column = 0
        while column < line.count {
          let character = line[column]
          let isTripleQuote = line[column...].starts(with: Self.tripleQuote)
          if inMultilineString || inString {
            if character == "\\" {
              column += 2
              continue
            }
            if inMultilineString && isTripleQuote {
              inMultilineString = false
              column += 3
              continue
            }
            if inString && character == "\"" { inString = false }
          } else if isTripleQuote {
            inMultilineString = true
            column += 3
            continue
          } else if character == "\"" {
            inString = true
          } else if line[column...].starts(with: "//") {
            break
          } else if character == "{" {
            depth += 1
            opened = true
          } else if character == "}" {
            depth -= 1
          }
          column += 1
        }
        if opened && depth == 0 {
          lengths.append(index - start + 1)
          break
        }
      }
    }
    return lengths
  }
}
