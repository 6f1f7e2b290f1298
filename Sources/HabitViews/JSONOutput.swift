import FoundationEssentials
import HabitCore

/// Writes a value as pretty JSON with sorted keys, so that scripts and tests see a stable text.
public func writeJSON(_ value: some Encodable, to stream: inout some TextOutputStream) throws {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  stream.write(String(decoding: try encoder.encode(value), as: UTF8.self) + "\n")
}

/// A streak as every `--format json` view writes it.
public struct StreakJSON: Codable, Hashable, Sendable {
  public let length: Int
  public let unit: String
  public let start: String
  public let end: String

  public init(_ streak: Streak) {
    length = streak.length
    unit = streak.unit.streakUnit
    start = streak.start.description
    end = streak.end.description
  }
}

/// One judged period, as every `--format json` view writes it.
public struct PeriodJSON: Codable, Hashable, Sendable {
  public let start: String
  public let end: String
  public let status: String
  public let achieved: Double
  public let required: Double

  public init(_ result: PeriodResult) {
    start = result.window.start.description
    end = result.window.end.description
    status = result.status.rawValue
    // A period whose every day is skipped asks for -0 (a shrunk target): JSON shows it as 0.
    achieved = result.achieved == 0 ? 0 : result.achieved
    required = result.required == 0 ? 0 : result.required
  }
}
