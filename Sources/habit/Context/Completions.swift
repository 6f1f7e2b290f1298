import ArgumentParser
import HabitCore
import HabitInterchange
import HabitStore

/// Shell completion candidates: the names in the database (activities, users) are asked of habit itself when the
/// shell completes (`habit ---completion ...`); fixed lists (formats, preset keys) are written into the script.
enum Completions {
  /// The acting user's activity names, archived ones too.
  static let activityNames = CompletionKind.custom { words, _, prefix in
    names(words, prefix) { database, context in
      try database.activities(of: try context.currentUser(in: database), includeArchived: true).map(\.name)
    }
  }

  /// Every user's name.
  static let userNames = CompletionKind.custom { words, _, prefix in
    names(words, prefix) { database, _ in try database.users().map(\.name) }
  }

  /// The acting user's activities whose challenge is running today, for `challenge check`.
  static let runningChallenges = CompletionKind.custom { words, _, prefix in
    names(words, prefix) { database, context in
      try database.challenges(of: try context.currentUser(in: database)).filter {
        if case .running = $0.challenge.state(today: context.today) { true } else { false }
      }.map(\.activityName)
    }
  }

  /// The days people name most, for `--date`; any yyyy-MM-dd or -N is taken too.
  static let days = CompletionKind.list(["today", "yesterday"])

  static let presetKeys = CompletionKind.list(Preset.builtIn.map(\.key))

  static let importFormats = CompletionKind.list(
    ["auto"] + InterchangeFormat.allCases.map(\.rawValue) + ForeignFormat.allCases.map(\.rawValue))

  /// The names `read` finds in the database the command line points at (its `--db` and `--user`, else the
  /// environment's), starting with `prefix` (ignoring case); none when the database cannot be read.
  private static func names(
    _ words: [String], _ prefix: String, read: (HabitDatabase, Context) throws -> [String]
  ) -> [String] {
    var options: [String] = []
    for (index, word) in words.enumerated() {
      if (word == "--db" || word == "--user") && index + 1 < words.count {
        options += [word, words[index + 1]]
      } else if word.hasPrefix("--db=") || word.hasPrefix("--user=") {
        options.append(word)
      }
    }
    guard let global = try? GlobalOptions.parse(options), let context = try? Context(global),
      let database = try? context.openForReading(quietly: true), let names = try? read(database, context)
    else { return [] }
    return names.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }.sorted()
  }
}
