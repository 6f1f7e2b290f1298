import HabitCore

/// Input that cannot be imported: what is wrong, where, and what to do about it. Nothing has been written.
///
/// Parsers throw it for text that breaks its format (a quote left open, an impossible date, a negative amount);
/// the apply step throws it for input that does not fit the database (a user the file names who is not there).
/// The command line prefixes the file name and exits with status 65.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where in the input; nil when the problem is the input as a whole (an unknown format).
  public let location: InputLocation?
  /// What is wrong, in one sentence without a capital or full stop: "'2026-02-30' is not a real date".
  public let message: String
  /// What to do next, as a sentence.
  public let hint: String
  /// The file inside the input that ``location`` is in, when the input is a folder or a zip archive:
  /// `001 Meditate/Checkmarks.csv`. Nil: the input itself.
  public var file: String?

  public init(_ message: String, at location: InputLocation?, hint: String, file: String? = nil) {
    self.message = message
    self.location = location
    self.hint = hint
    self.file = file
  }

  /// `line:column: message`, `file:line:column: message` inside a folder or archive, or the message alone.
  public var description: String {
    let place = [file, location.map(\.description)].compactMap { $0 }.joined(separator: ":")
    return place.isEmpty ? message : "\(place): \(message)"
  }
}

extension ImportError {
  /// A habit whose id the file already defined, on `firstLine`: formats that key their habits by id refuse it.
  public static func habitListedTwice(_ id: String, firstLine: Int, at location: InputLocation) -> ImportError {
    ImportError(
      "the habit \(id) is listed twice (first on line \(firstLine))", at: location, hint: "List each habit once.")
  }
}

extension ImportError {
  /// A day after today in every time zone: only days that are today somewhere, or past, can be recorded, so
  /// that a file exported where the day has begun imports where it has not.
  public static func afterToday(
    _ day: String, today: Day, at location: InputLocation?, activity: String? = nil
  ) -> ImportError {
    ImportError(
      (activity.map { "\($0) has a record on \(day)" } ?? "the day \(day) is")
        + " after today (\(today)) in every time zone",
      at: location,
      hint: "Only past days and those some time zone calls today (up to \(today.latestTodayAnywhere)) can be "
        + "recorded: correct the day in the file, or leave it out.")
  }
}
