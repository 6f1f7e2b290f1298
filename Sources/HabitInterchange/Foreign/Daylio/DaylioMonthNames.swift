/// Reads the `date` cells of Daylio's oldest exports, written in the phone's language ("June 22", "Nov 30",
/// "7 września", "16 de octubre"), with the month names of every language in the Unicode locale data (CLDR), as
/// ``table`` holds them.
///
/// A language reads a cell when the cell holds a day of the month, one of the language's month names (as dates
/// write it, as it stands alone, or abbreviated; case and a final `.` aside), and otherwise only the words the
/// language writes around them (`de` in Spanish). The cells of one file are read in one language, since a word
/// may be another month elsewhere (`listopada` is November in Polish, October in Croatian): English when it
/// reads them all, else the language that does, every language's names being looked up only then.
///
/// ```swift
/// DaylioMonthNames.read(["7 września", "30 sierpnia"])  // .read(["7 września": (9, 7), ...], language: "Polish")
/// ```
enum DaylioMonthNames {
  /// The outcome of reading a file's cells.
  enum Reading: Equatable {
    /// Each cell's month and day, in the one language that reads them all.
    case read([String: MonthAndDay], language: String)
    /// The cell at this index of those given is read by no language that reads the ones before it.
    case unreadable(Int)
    /// Several languages read every cell, with different months for some (their names in English).
    case ambiguous([String])
  }

  struct MonthAndDay: Hashable {
    let month: Int
    let day: Int
  }

  /// One language's month names and the other words of its dates, lowercased.
  struct Language {
    let identifier: String
    /// The language's name in English ("Polish").
    let name: String
    let months: [String: Int]
    let words: Set<String>

    /// A line of ``table``: identifier, English name, the other words (apart at spaces), then each month's
    /// names apart at `|`, the fields apart at tabs.
    init(line: Substring) {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      identifier = String(fields[0])
      name = String(fields[1])
      words = Set(fields[2].split(separator: " ").map(String.init))
      var months: [String: Int] = [:]
      for (index, names) in fields.dropFirst(3).enumerated() {
        for name in names.split(separator: "|") { months[String(name)] = index + 1 }
      }
      self.months = months
    }

    /// The month and day `text` names in this language, if it names one.
    func read(_ text: String) -> MonthAndDay? {
      var day: Int?
      var month: Int?
      for word in DaylioMonthNames.words(text) {
        if let number = Int(word), (1...31).contains(number), day == nil {
          day = number
        } else if let named = months[word], month == nil {
          month = named
        } else if !words.contains(word) {
          return nil
        }
      }
      guard let month, let day else { return nil }
      return MonthAndDay(month: month, day: day)
    }
  }

  /// Reads `texts`, distinct and in file order, in the one language that reads them all.
  static func read(_ texts: [String]) -> Reading {
    let lines = table.split(separator: "\n")
    let english = Language(line: lines.first { $0.hasPrefix("en\t") }!)
    if let months = months(of: texts, in: english) { return .read(months, language: english.name) }
    var candidates = lines.map(Language.init)
    var readings: [[MonthAndDay?]] = candidates.map { _ in [] }
    for (index, text) in texts.enumerated() {
      let read = candidates.map { $0.read(text) }
      guard read.contains(where: { $0 != nil }) else { return .unreadable(index) }
      let keep = read.indices.filter { read[$0] != nil }
      candidates = keep.map { candidates[$0] }
      readings = keep.map { readings[$0] + [read[$0]] }
    }
    // Languages that read every cell alike (Serbian in Latin and Bosnian, say) are one reading.
    var distinct: [[MonthAndDay?]: Language] = [:]
    for (language, reading) in zip(candidates, readings) where distinct[reading] == nil { distinct[reading] = language }
    guard distinct.count == 1, let (reading, language) = distinct.first else {
      return .ambiguous(distinct.values.map(\.name).sorted())
    }
    return .read(Dictionary(uniqueKeysWithValues: zip(texts, reading.map { $0! })), language: language.name)
  }

  /// Each text's month and day in `language`, when it reads them all.
  private static func months(of texts: [String], in language: Language) -> [String: MonthAndDay]? {
    var months: [String: MonthAndDay] = [:]
    for text in texts {
      guard let read = language.read(text) else { return nil }
      months[text] = read
    }
    return months
  }

  /// The words of a date as compared: apart at spaces, lowercased, without the `.` or `,` that ends them.
  static func words(_ text: String) -> [String] {
    text.split(whereSeparator: \.isWhitespace).map(word).filter { !$0.isEmpty }
  }

  static func word(_ text: some StringProtocol) -> String {
    var word = Substring(text.lowercased())
    while let last = word.last, last == "." || last == "," { word = word.dropLast() }
    return String(word)
  }
}
