import Foundation
import FoundationInternationalization
import Testing

@testable import HabitInterchange

/// `DaylioMonthNames.table` is the month names of Foundation's locale data (CLDR), written out so that `habit` does
/// not link the locale library, whose start-up cost every command would pay. The table is derived here from the
/// locale data as the reader once looked it up; run with `HABIT_UPDATE_GOLDEN=1` to write it anew.
@Suite struct DaylioMonthTableTests {
  @Test func theTableIsTheLocaleDataOfEveryLanguage() throws {
    let identifiers = Locale.availableIdentifiers.filter { !$0.contains("_") }.sorted()
    let lines = identifiers.map(Self.line)
    let table = lines.joined(separator: "\n")
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/HabitInterchange/Foreign/Daylio/DaylioMonthNames+Table.swift")
    if ProcessInfo.processInfo.environment["HABIT_UPDATE_GOLDEN"] == "1" {
      let source = """
        // The month names of every language in Foundation's locale data (CLDR), written by
        // DaylioMonthTableTests with HABIT_UPDATE_GOLDEN=1. One line a language: its identifier, its name in
        // English, the other words its dates write, then each month's names apart at `|`, the fields apart at tabs.

        extension DaylioMonthNames {
          static let table = \"\"\"
        \(lines.map { "    " + $0.replacingOccurrences(of: "\t", with: "\\t") }.joined(separator: "\n"))
            \"\"\"
        }

        """
      try source.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    #expect(identifiers.count > 100)
    #expect(
      DaylioMonthNames.table == table,
      "the month table differs from the locale data; run with HABIT_UPDATE_GOLDEN=1 and review the diff")
  }

  /// A language's line, as `DaylioMonthNames.Language(line:)` reads it.
  static func line(_ identifier: String) -> String {
    let locale = Locale(identifier: identifier)
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = .gmt
    var months: [String: Int] = [:]
    var clashing: Set<String> = []
    for names in [
      calendar.monthSymbols, calendar.standaloneMonthSymbols, calendar.shortMonthSymbols,
      calendar.shortStandaloneMonthSymbols,
    ] {
      for (index, name) in names.enumerated() {
        let word = DaylioMonthNames.word(name)
        if let month = months[word], month != index + 1 { clashing.insert(word) }
        months[word] = index + 1
      }
    }
    // A name that is two months in one language says neither.
    for word in clashing { months[word] = nil }
    // How the language writes a day and a month: what is neither is a word of its own ("23 de octubre").
    let sample = calendar.date(from: DateComponents(year: 2017, month: 10, day: 23))!
    let style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: .gmt).day().month(.wide)
    let words = Set(DaylioMonthNames.words(sample.formatted(style)).filter { $0 != "23" && months[$0] != 10 })
    let name = Locale(identifier: "en").localizedString(forIdentifier: identifier) ?? identifier
    let perMonth = (1...12).map { month in months.filter { $0.value == month }.keys.sorted().joined(separator: "|") }
    for text in [name] + Array(words) + Array(months.keys) {
      precondition(!text.contains("\t") && !text.contains("|") && !text.contains("\n") && !text.contains("\\"))
    }
    return ([identifier, name, words.sorted().joined(separator: " ")] + perMonth).joined(separator: "\t")
  }
}
