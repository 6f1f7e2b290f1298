import HabitCore
import HabitScreens
import SQLite

/// What went wrong in a use case, in terms a person can act on. The command line words and exits by these.
public enum StoreError: Error, Equatable, Sendable {
  /// A read-only command was asked about a file that does not exist yet.
  case noDatabase(path: String)
  /// The file (or a directory on its way) is there, but this OS account may not read it.
  case noAccess(path: String, reason: String)
  /// A directory stands where the database file should be.
  case directory(path: String)
  /// The file is not a habit database (another program's SQLite file, or not SQLite).
  case foreignFile(path: String, reason: Migrator.Refusal)
  case noUsers
  /// Several members share the database and nothing says which one is acting.
  case noUserChosen(names: [String])
  case userNotFound(name: String, suggestions: [String])
  case userExists(name: String)
  /// No activity of `user` answers to `query`; `suggestions` are theirs with close names, `owners` the other
  /// members who have an activity by exactly that name (the command may have been meant as one of them).
  case activityNotFound(query: String, user: String, suggestions: [String], owners: [String] = [])
  case ambiguousActivity(query: String, matches: [String])
  case activityExists(name: String, user: String)
  case invalidName(String)
  case nothingToUndo(activity: String, day: Day)
  /// Skip or fail asked for a day that already has completions.
  case dayHasCompletions(activity: String, day: Day, count: Int)
  case invalidValue(String)
  /// A request that cannot be carried out as given, with what to do instead.
  case invalidRequest(String, hint: String)
  /// An icon that is neither an emoji nor a word `Icon` knows.
  case unknownIcon(String)
  /// A completion of an amount goal was asked for without an amount, and the activity has no required amount to
  /// stand in for it.
  case amountNeeded(activity: String, unit: String?)
  /// Undoing a past day's challenge check would break the challenge for good: asked to be confirmed.
  case undoBreaksChallenge(activity: String, day: Day, dayNumber: Int)
  /// An import's temporary file in `directory` (`$TMPDIR`) could not be written: a full or failing disk there.
  case temporaryFileFailed(directory: String, reason: String)
  /// A pause was asked for an activity with a current challenge.
  case challengeNotPausable(activity: String)
  /// Resume was asked for what no pause holds on `day`.
  case notPaused(what: String, day: Day)
  case pauseNotFound(id: Int64, user: String)
  /// `habit token add`: the household already has a token of that name.
  case tokenExists(name: String)
  /// `habit token remove`: no token of that name; the names there are.
  case tokenNotFound(name: String, names: [String])
  /// `habit import --user`: the file has users, and none of that name; the users it has.
  case noRecordsOfUser(file: String, user: String, users: [String])
}

extension StoreError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .noDatabase(let path): return "no habit database at \(path) yet"
    case .noAccess(let path, let reason): return "cannot open the database \(path): \(reason)"
    case .directory(let path): return "cannot open the database \(path): it is a directory"
    case .foreignFile(let path, .notADatabase): return "\(path) is not a SQLite database"
    case .foreignFile(let path, .foreignDatabase(let id)):
      return "\(path) is a SQLite database of another program (application id \(id)), not a habit database"
    case .foreignFile(let path, .newerSchema(let found, let supported)):
      return "\(path) was written by a newer version of habit (schema \(found); this version reads up to \(supported))"
    case .noUsers: return "there are no users yet"
    case .noUserChosen(let names):
      return "several users share this database (\(names.joined(separator: ", "))) and none is chosen"
    case .userNotFound(let name, _): return "no user '\(name)'"
    case .userExists(let name): return "a user named '\(name)' already exists"
    case .activityNotFound(let query, let user, _, _): return "no activity '\(query)' for \(user)"
    case .ambiguousActivity(let query, let matches):
      return "'\(query)' matches several activities: \(matches.joined(separator: ", "))"
    case .activityExists(let name, let user): return "\(user) already has an activity named '\(name)'"
    case .invalidName(let reason): return reason
    case .nothingToUndo(let activity, let day): return "nothing recorded for \(activity) on \(day) to undo"
    case .dayHasCompletions(let activity, let day, let count):
      return "\(activity) has \(count) completion\(count == 1 ? "" : "s") on \(day)"
    case .invalidValue(let reason): return reason
    case .invalidRequest(let reason, _): return reason
    case .unknownIcon(let text): return "'\(text)' is not an icon: give an emoji, or a word for one"
    case .amountNeeded(let activity, let unit):
      return "\(activity) is judged by the amount done\(unit.map { " (in \($0))" } ?? ""), and no amount was given"
    case .undoBreaksChallenge(let activity, let day, let number):
      return "undoing \(activity) on \(day) unchecks day \(number) of its challenge, which breaks it"
    case .temporaryFileFailed(let directory, let reason):
      return "cannot write the import's temporary file in \(directory) ($TMPDIR, else /tmp): \(reason)"
    case .challengeNotPausable(let activity):
      return "\(activity) has a challenge going on, which cannot be paused: a challenge is so many days in a row"
    case .notPaused(let what, let day): return "no pause of \(what) holds \(day)"
    case .pauseNotFound(let id, let user): return "no pause \(id) holds \(user)'s activities"
    case .tokenExists(let name): return "the household already has a token named '\(name)'"
    case .tokenNotFound(let name, _): return "no token named '\(name)'"
    case .noRecordsOfUser(let file, let user, _): return "\(file) has no records of a user named '\(user)'"
    }
  }

  /// What the person can do next, when there is something useful to say.
  public var hint: String? {
    switch self {
    case .invalidRequest(_, let hint): return hint
    case .noDatabase: return "Create it with: habit user add NAME"
    case .noAccess:
      return
        "Ask its owner to share it with your group (habit init --shared PATH --group GROUP), or point --db at your own."
    case .directory(let path):
      let file = (path.hasSuffix("/") ? String(path.dropLast()) : path) + "/habit.sqlite"
      return "Give --db or HABIT_DB the path of a file, such as \(file.shellWord). The directory was left untouched."
    case .foreignFile(_, .newerSchema):
      return "Upgrade habit, or point --db / HABIT_DB at another file. The file was left untouched."
    case .foreignFile: return "Point --db or HABIT_DB at a habit database. The file was left untouched."
    case .noUsers: return "Create one with: habit user add NAME"
    case .noUserChosen(let names):
      return
        "Choose one with: habit user switch \((names.first ?? "NAME").shellWord)\n(or --user NAME, or HABIT_USER=NAME)"
    case .userNotFound(_, let suggestions):
      return suggestions.isEmpty
        ? "See who is here with: habit user list" : "Did you mean: \(suggestions.joined(separator: ", "))?"
    case .activityNotFound(let query, _, let suggestions, let owners):
      var lines: [String] = []
      if !suggestions.isEmpty { lines.append("Did you mean: \(suggestions.joined(separator: ", "))?") }
      if let owner = owners.first {
        let who = owners.count == 1 ? "\(owner) has" : owners.joined(separator: ", ") + " have"
        lines.append("\(who) an activity named '\(query)': to act as \(owner), add --user \(owner.shellWord)")
      }
      return lines.isEmpty ? "See all activities with: habit list --all" : lines.joined(separator: "\n")
    case .ambiguousActivity: return "Type more of the name or id."
    case .unknownIcon:
      return "Words habit knows: " + Icon.names.map { "\($0.name) \($0.emoji)" }.joined(separator: ", ") + "."
    case .activityExists: return "Choose another name, or edit the existing one with: habit edit NAME"
    case .dayHasCompletions: return "Remove them first with: habit undo NAME --date DAY"
    case .amountNeeded(let activity, _): return "Say how much, for example: habit done \"\(activity)\" --amount 20"
    case .challengeNotPausable:
      return "Pause it once the challenge is over; the pause can start on a day to come (--from)."
    case .notPaused: return "See the pauses with: habit pauses"
    case .pauseNotFound: return "See the pauses and their numbers with: habit pauses"
    case .tokenExists: return "Choose another name, or remove that one first with: habit token remove NAME"
    case .tokenNotFound(_, let names):
      return names.isEmpty
        ? "There are no tokens. Make one with: habit token add NAME --user MEMBER"
        : "The tokens are: " + names.joined(separator: ", ") + " (habit token list)."
    case .noRecordsOfUser(_, _, let users):
      return "Its users are: \(users.joined(separator: ", ")). Leave out --user to import them all."
    case .temporaryFileFailed(let directory, _):
      return "Free space in \(directory) (see: df \(directory.shellWord)), or point TMPDIR at a directory with room, "
        + "such as TMPDIR=/var/tmp. Nothing was imported; the database is unchanged."
    default: return nil
    }
  }
}
