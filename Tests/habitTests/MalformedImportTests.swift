import Foundation
import Testing

/// One malformed input and exactly what `habit import` must say about it.
struct BadFile: CustomTestStringConvertible, Sendable {
  let name: String
  let bytes: [UInt8]
  let arguments: [String]
  /// What follows `error: FILE:` on the first line: `line:column: what`, or ` what` for the file as a whole.
  let message: String
  let hint: String

  init(_ name: String, _ bytes: [UInt8], arguments: [String] = [], _ message: String, _ hint: String) {
    (self.name, self.bytes, self.arguments, self.message, self.hint) = (name, bytes, arguments, message, hint)
  }

  init(_ name: String, _ text: String, arguments: [String] = [], _ message: String, _ hint: String) {
    self.init(name, Array(text.utf8), arguments: arguments, message, hint)
  }

  var testDescription: String { name }
}

/// Malformed files through the real binary: each gets its precise error (file:line:column, what, what to do),
/// exit status 65, and leaves the database exactly as it was.
///
/// Serialized: the cases share one database and compare it before and after, which another case's process
/// would disturb (the `sqlite3` shell waits for no lock).
@Suite(.serialized) struct MalformedImportTests {
  static let unknownFormat = """
    habit imports these formats (see README):
      json            habit's own JSON: users, activities, goal history, completions, day marks, challenges, plans, \
    settings
      csv             one row per completion or day mark: user,activity_id,activity,day,amount,unit,note,mark
      activities-csv  one row per activity: \
    user,id,name,description,icon,color,unit,required_amount,goal,goal_from,created_on,archived,position,section
      dates-json      {"<habit id>": ["yyyy-MM-dd", ...]}, alone or beside a "habits" list (iOS Habit Tracker)
      dates-csv       one row per done day: habit_id,date
    and other trackers':
      loop-db         Loop Habit Tracker's backup (Loop Habits Backup ....db), schema 8 to 25
      loop-csv        Loop's CSV export: its zip file (Loop Habits CSV ....zip) or the unzipped folder
      harsh           harsh's folder (HARSHPATH): habits and log, fields separated by ' : '
      habitctl        habitctl's folder (~/.habitctl): habits and log, fields separated by tabs
      dijo            dijo's folder or habit_record.json: [{"type": "Bit"|"Count"|"Float", "name", "stats", ...}]
      beaver          Beaver Habits' export: {"user_email", "exported_at", "habits": [{"id", "records", ...}]}
      habitkit        HabitKit's export: {"habits", "completions", "intervals", ...}
      habitbull       HabitBull's CSV: HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText
      daylio          Daylio's CSV export: full_date,date,weekday,time,mood,activities,... (or year,date,...)
      habitica        Habitica's data export (JSON: tasks, preferences, ...) or history.csv: Task Name,Task ID,...
      rewire          Rewire's backup: a SQLite file with Habits and CHECKINS tables
      tickmate        Tickmate's backup (Export database): a SQLite file with tracks and ticks tables
    CSV files are recognised by their header line; choose one with --format.
    """

  static let completionsHeader = "user,activity_id,activity,day,amount,unit,note\n"
  static let activitiesHeader =
    "user,id,name,description,icon,color,unit,required_amount,goal,goal_from,created_on,archived,position\n"
  static let nativeStart =
    "{\"format\": \"habit\", \"version\": 1, \"users\": [{\"id\": \"0f8fad5b-d9cb-469f-a165-70867728950e\", "
    + "\"name\": \"alice\", \"activities\": [\n"

  /// A completions CSV: the header, then each row on its own line.
  static func csv(_ rows: String...) -> String { completionsHeader + rows.map { $0 + "\n" }.joined() }
  static func csvText(_ text: String) -> String { completionsHeader + text }
  static func activities(_ rows: String...) -> String { activitiesHeader + rows.map { $0 + "\n" }.joined() }
  static func activitiesText(_ text: String) -> String { activitiesHeader + text }
  /// habit's JSON with alice and one activity, Run, whose other members are `members`, on line 2.
  static func run(_ members: String) -> String { nativeStart + "  {\"name\": \"Run\", " + members + "}\n]}]}\n" }
  static func nativeText(_ text: String) -> String { nativeStart + text }

  static let cases: [BadFile] = [
    BadFile(
      "unterminated-quote.csv", csv("alice,,\"Read,2026-03-01,,,"),
      "2:8: this quoted field is never closed",
      "Add the closing quote, and write any quote inside a field twice (\"\")."),
    BadFile(
      "stray-quote.csv", csv("alice,,Re\"ad,2026-03-01,,,"),
      "2:10: a quote inside a field that is not quoted",
      "Put the whole field in quotes and write this quote twice (\"\")."),
    BadFile(
      "text-after-quote.csv", csv("alice,,\"Read\"x,2026-03-01,,,"),
      "2:14: text after the closing quote of a field",
      "End the field with a comma after its closing quote, or write a quote that belongs to the text twice (\"\")."),
    BadFile(
      "short-row.csv", csv("alice,,Read,2026-03-01,,,", "alice,,Read,2026-03-02"),
      "3:23: this record has 4 fields but the header has 7",
      "Give every record 7 fields, and quote any field that contains a comma."),
    BadFile(
      "long-row.csv", csv("alice,,Read,2026-03-01,,,,extra"),
      "2:26: this record has 8 fields but the header has 7",
      "Give every record 7 fields, and quote any field that contains a comma."),
    BadFile(
      "blank-line.csv", csvText("alice,,Read,2026-03-01,,,\n\nalice,,Read,2026-03-02,,,\n"),
      "3:1: this record has 1 field but the header has 7",
      "Give every record 7 fields, and quote any field that contains a comma."),
    BadFile(
      "invalid-utf8.csv", Array(csvText("alice,,Re").utf8) + [0xFF] + Array("ad,2026-03-01,,,\n".utf8),
      "2:10: invalid UTF-8 (byte offset 56)",
      "Save the file with UTF-8 encoding."),
    BadFile(
      "bare-cr.csv", csvText("alice,,Read,2026-03-01,,,\rnext\n"),
      "2:26: a carriage return without a line feed",
      "Save the file with LF or CRLF line endings, or quote the field that contains it."),
    BadFile(
      "impossible-date.csv", csv("alice,,Read,2026-02-30,,,"),
      "2:13: '2026-02-30' is not a real date",
      "Write a day that exists."),
    BadFile(
      "malformed-date.csv", csv("alice,,Read,2026-3-1,,,"),
      "2:13: '2026-3-1' is not a day of the form yyyy-MM-dd",
      "Write days as yyyy-MM-dd."),
    BadFile(
      "negative-amount.csv", csv("alice,,Read,2026-03-01,-3,,"),
      "2:24: the amount -3 is negative",
      "Amounts are 0 or more; leave the cell empty for none."),
    BadFile(
      "word-amount.csv", csv("alice,,Read,2026-03-01,three,,"),
      "2:24: 'three' is not an amount",
      "Write amounts as plain numbers such as 12 or 2.5 (a point, no unit or thousands separator)."),
    BadFile(
      "comma-decimal.csv", csv("alice,,Read,2026-03-01,\"2,5\",,"),
      "2:24: '2,5' is not an amount",
      "Write amounts as plain numbers such as 12 or 2.5 (a point, no unit or thousands separator)."),
    BadFile(
      "nan-amount.csv", csv("alice,,Read,2026-03-01,nan,,"),
      "2:24: 'nan' is not an amount",
      "Write amounts as plain numbers such as 12 or 2.5 (a point, no unit or thousands separator)."),
    BadFile(
      "unknown-user.csv", csv("alice,,Read,2026-03-01,,,", "zoe,,Read,2026-03-01,,,"),
      "3:1: no user 'zoe' in the database",
      "Add them first with: habit user add zoe"),
    BadFile(
      "missing-user.csv", csv(",,Read,2026-03-01,,,"),
      "2:1: the user is missing",
      "Name the user every row belongs to."),
    BadFile(
      "bad-uuid.csv", csv("alice,not-a-uuid,Read,2026-03-01,,,"),
      "2:7: 'not-a-uuid' is not a valid activity id",
      "Ids are UUIDs such as 0f8fad5b-d9cb-469f-a165-70867728950e."),
    BadFile(
      "two-names.csv",
      csv(
        "alice,0f8fad5b-d9cb-469f-a165-70867728950e,Read,2026-03-01,,,",
        "alice,0f8fad5b-d9cb-469f-a165-70867728950e,Reading,2026-03-02,,,"),
      "3:44: activity 0f8fad5b-d9cb-469f-a165-70867728950e is named 'Read' on line 2 but 'Reading' here",
      "Give every row of an activity the same name."),
    BadFile(
      "no-name.csv", csv("alice,,,2026-03-01,,,"),
      "2:8: the activity's name is missing",
      "Name the activity of every row."),
    BadFile(
      "wrong-header.csv", "user,activity,day\nalice,Read,2026-03-01\n",
      "1:1: not a format habit imports: the header line is closest to that of csv, but it lacks activity_id, amount, "
        + "unit, note, mark",
      "csv has the columns user, activity_id, activity, day, amount, unit, note, mark. If the file is that format, export "
        + "it again as its app writes it. " + MalformedImportTests.unknownFormat),
    BadFile(
      "wrong-header-forced.csv", "user,activity,day,amount,unit,note,x\nalice,Read,2026-03-01,,,,\n",
      arguments: ["--format", "csv"],
      "1:6: the header has 'activity' where csv has 'activity_id'",
      "A csv file starts with the line: user,activity_id,activity,day,amount,unit,note,mark"),
    BadFile(
      "bad-colour.csv", activities("alice,,Run,,,#12345,,,,,,,"),
      "2:14: '#12345' is not a colour",
      "Write colours as #RRGGBB, or one of: red, orange, yellow, green, teal, blue, indigo, purple, pink, brown, "
        + "gray."),
    BadFile(
      "bad-goal.csv", activities("alice,,Run,,,,,,3 per fortnight,2026-01-01,,,"),
      "2:17: '3 per fortnight' is not a goal",
      "Write goals as 1/day, 3/week, 2/month, 3/7d (3 in any 7 days), <=2/day (at most), 150 minutes/week or "
        + "1/day on mon,wed,fri (on those weekdays)."),
    BadFile(
      "bad-archived.csv", activities("alice,,Run,,,,,,,,,yes,"),
      "2:20: 'yes' is not true or false",
      "Write archived as true or false."),
    BadFile(
      "bad-position.csv", activities("alice,,Run,,,,,,,,,,first"),
      "2:21: 'first' is not a whole number",
      "Write the position as a whole number, such as 3."),
    BadFile(
      "zero-required.csv", activities("alice,,Run,,,,km,0,,,,,"),
      "2:18: the required amount must be above 0",
      "Leave the cell empty when any amount will do."),
    BadFile(
      "twice-listed.csv", activities("alice,,Run,,,,,,,,,,", "alice,,run,,,,,,,,,,"),
      "3:8: 'run' is listed twice for alice (first on line 2)",
      "List each activity once."),
    BadFile(
      "dates-bad-uuid.csv", "habit_id,date\n0f8fad5b-d9cb-469f-a165-70867728950e,2026-03-01\n1234,2026-03-02\n",
      "3:1: '1234' is not a valid habit id",
      "Ids are UUIDs such as 0f8fad5b-d9cb-469f-a165-70867728950e."),
    BadFile(
      "dates-bad-month.csv", "habit_id,date\n0f8fad5b-d9cb-469f-a165-70867728950e,2026-13-01\n",
      "2:38: '2026-13-01' is not a real date",
      "Write a day that exists."),
    BadFile(
      "trailing-comma.json", "{\"format\": \"habit\", \"version\": 1, \"users\": [],}\n",
      "1:46: a comma before a closing bracket",
      "Remove the comma: JSON allows no trailing comma."),
    BadFile(
      "unterminated-string.json", "{\"format\": \"habit\", \"version\": 1, \"users\": [{\"name\": \"alice}]}\n",
      "1:54: this string is not closed on its line",
      "Add the closing double quote; write a line break inside a string as \\n."),
    BadFile(
      "version-string.json", "{\"format\": \"habit\", \"version\": \"1\", \"users\": []}\n",
      "1:32: \"version\" should be a whole number, not the string '1'",
      "See the format in README."),
    BadFile(
      "pause-note-escape.json",
      "{\"format\": \"habit\", \"version\": 4, \"users\": [], \"pauses\": [{\"from\": \"2026-01-01\", "
        + "\"until\": null, \"note\": \"a\\u001b[2Jb\"}]}\n",
      "1:59: the note of this pause contains the control character U+001B",
      "Remove control characters from the note; keep it under 2000 characters."),
    BadFile(
      "pause-backwards.json",
      "{\"format\": \"habit\", \"version\": 4, \"users\": [], \"pauses\": [{\"from\": \"2026-01-05\", "
        + "\"until\": \"2026-01-01\"}]}\n",
      "1:59: this pause ends on 2026-01-01, before it starts on 2026-01-05",
      "Write \"until\" on or after \"from\", or null for a pause not resumed yet."),
    BadFile(
      "version-6.json", "{\"format\": \"habit\", \"version\": 6, \"users\": []}\n",
      "1:32: version 6 of habit's JSON is not one this habit reads (it reads 1 to 5)",
      "Upgrade habit, then import again."),
    BadFile(
      "no-format.json", "{\"version\": 1, \"users\": []}\n",
      "1:1: the document has no \"format\" member",
      "habit's JSON starts with \"format\": \"habit\", \"version\": 5."),
    BadFile(
      "unknown-member.json", "{\"format\": \"habit\", \"version\": 1, \"people\": []}\n",
      "1:35: unknown member \"people\"",
      "Members here are: format, version, settings, users, pauses."),
    BadFile(
      "repeated-member.json", "{\"format\": \"habit\", \"version\": 1, \"version\": 1}\n",
      "1:35: the member \"version\" appears twice in this object",
      "Keep one of them."),
    BadFile(
      "leading-zero.json", "{\"format\": \"habit\", \"version\": 01}\n",
      "1:32: '01' is not a JSON number",
      "Write digits with an optional sign, fraction and exponent (-1.5e3)."),
    BadFile(
      "cut-short.json", nativeText("  {\"name\": \"Run\", \"completions\": [{\"day\": \"2026-03-01\"}"),
      "2:56: the input ends where ',' or ']' was expected",
      "The file may be cut short."),
    BadFile(
      "negative-amount.json", run("\"completions\": [{\"day\": \"2026-03-01\", \"amount\": -1}]"),
      "2:67: the amount -1 is negative",
      "Amounts are 0 or more; write null for none."),
    BadFile(
      "bad-created-at.json", run("\"completions\": [{\"day\": \"2026-03-01\", \"createdAt\": \"yesterday\"}]"),
      "2:70: 'yesterday' is not a UTC time",
      "Write times as 2026-03-01T08:30:00Z (UTC, ISO 8601)."),
    BadFile(
      "bad-mark.json", run("\"marks\": [{\"day\": \"2026-03-01\", \"mark\": \"maybe\"}]"),
      "2:59: 'maybe' is not a mark",
      "Write skipped or failed."),
    BadFile(
      "marked-twice.json",
      run(
        "\"marks\": [{\"day\": \"2026-03-01\", \"mark\": \"skipped\"},\n"
          + "    {\"day\": \"2026-03-01\", \"mark\": \"failed\"}]"),
      "3:5: Run is marked twice on 2026-03-01 (first on line 2)",
      "Keep one mark per activity and day."),
    BadFile(
      "impossible-day.json", run("\"completions\": [{\"day\": \"2026-02-29\"}]"),
      "2:43: '2026-02-29' is not a real date",
      "Write a day that exists."),
    BadFile(
      "bad-period.json", run("\"goals\": [{\"from\": \"2026-01-01\", \"target\": 3, \"period\": \"fortnight\"}]"),
      "2:75: 'fortnight' is not a period",
      "Write day, week, month, or Nd for a rolling window of N days (7d)."),
    BadFile(
      "name-number.json", nativeText("  {\"name\": 42}\n]}]}\n"),
      "2:12: an activity's name should be a string, not the number 42",
      "See the format in README."),
    BadFile(
      "lone-surrogate.json", "{\"format\": \"habit\", \"version\": 1, \"settings\": {\"x\": \"\\ud800\"}}\n",
      "1:54: invalid Unicode escape \\uD800",
      "Write four hex digits, and a surrogate pair for characters beyond U+FFFF."),
    BadFile(
      "dates-bad-key.json",
      "{\"0f8fad5b-d9cb-469f-a165-70867728950e\": [\"2026-03-01\"], \"read\": [\"2026-03-02\"]}\n",
      "1:58: 'read' is not a valid habit id",
      "Ids are UUIDs such as 0f8fad5b-d9cb-469f-a165-70867728950e."),
    BadFile(
      "dates-day-number.json", "{\"0f8fad5b-d9cb-469f-a165-70867728950e\": [\"2026-03-01\", 20260302]}\n",
      "1:57: a day should be a string, not the number 20260302",
      "See the format in README."),
    BadFile(
      "dates-no-title.json", "{\"habits\": [{\"id\": \"0f8fad5b-d9cb-469f-a165-70867728950e\", \"emoji\": \"x\"}]}\n",
      "1:13: this habit has no \"title\"",
      "Give every habit an id and a title."),
    BadFile(
      "plan-two-tasks.json",
      nativeText(
        "  {\"name\": \"Run\"}\n], \"plans\": [\n  {\"day\": \"2026-03-01\", \"goal\": \"Ship\", \"tasks\": [{\"title\": \"a\"}]}\n]}]}\n"
      ),
      "4:3: a daily plan has 3 tasks; this one has 1",
      "Give the plan exactly 3 tasks."),
    BadFile(
      "plan-after-today.json",
      nativeText(
        "  {\"name\": \"Run\"}\n], \"plans\": [\n  {\"day\": \"2026-11-24\", \"goal\": \"Ship\", \"tasks\": [{\"title\": \"a\"}, "
          + "{\"title\": \"b\"}, {\"title\": \"c\"}]}\n]}]}\n"),
      "4:4: the day 2026-11-24 is after today (2026-11-21) in every time zone",
      "Only past days and those some time zone calls today (up to 2026-11-23) can be recorded: correct the day in "
        + "the file, or leave it out."),
    BadFile(
      "plan-done-string.json",
      nativeText(
        "  {\"name\": \"Run\"}\n], \"plans\": [\n  {\"day\": \"2026-03-01\", \"goal\": \"Ship\", \"tasks\": [{\"title\": \"a\"}, "
          + "{\"title\": \"b\"}, {\"title\": \"c\", \"done\": \"yes\"}]}\n]}]}\n"),
      "4:106: \"done\" should be true or false, not the string 'yes'",
      "See the format in README."),
    BadFile(
      "plan-empty-goal.json",
      nativeText(
        "  {\"name\": \"Run\"}\n], \"plans\": [\n  {\"day\": \"2026-03-01\", \"goal\": \" \", \"tasks\": [{\"title\": \"a\"}, "
          + "{\"title\": \"b\"}, {\"title\": \"c\"}]}\n]}]}\n"),
      "4:3: the goal cannot be empty",
      "Write the goal and each task on one line, 1 to 200 characters."),
    BadFile(
      "challenge-outcome.json",
      run("\"challenges\": [{\"startedOn\": \"2026-03-01\", \"length\": 21, \"outcome\": \"won\"}]"),
      "2:87: 'won' is not a challenge outcome",
      "Write completed, reset, or null while it is current."),
    BadFile(
      "challenge-length.json", run("\"challenges\": [{\"startedOn\": \"2026-03-01\", \"length\": 1}]"),
      "2:72: 1 is not a challenge's length in days",
      "A challenge lasts 2 to 366 days."),
    BadFile(
      "challenge-unchecked.json",
      run("\"challenges\": [{\"startedOn\": \"2026-03-01\", \"length\": 21, \"checks\": [\"2026-03-02\"]}]"),
      "2:34: the challenge's day 2026-03-02 is checked, but 'Run' has no completion that day",
      "A checked day is a completion of the activity: add it under \"completions\"."),
    BadFile(
      "challenge-completed-early.json",
      run(
        "\"challenges\": [{\"startedOn\": \"2026-03-01\", \"length\": 21, \"outcome\": \"completed\", "
          + "\"endedOn\": \"2026-03-05\"}]"),
      "2:34: this challenge cannot end on 2026-03-05",
      "It ends on or after its first day; a completed one on its last day, 2026-03-21."),
    BadFile(
      "empty.csv", "",
      " the file is empty",
      "There is nothing to import."),
    BadFile(
      "not-a-format.txt", "Run: 2026-03-01 done\n",
      " not a format habit imports",
      MalformedImportTests.unknownFormat),
    BadFile(
      "csv-as-json.csv", "user,activity_id,activity,day,amount,unit,note\n", arguments: ["--format", "json"],
      "1:1: 'user' is not a JSON value",
      "Put text in double quotes, or write true, false or null."),
  ]

  /// One household for every case: alice and bob, alice's Read with a completion and a skipped day.
  static let sandbox: Sandbox = {
    let sandbox = try! Sandbox()
    try! sandbox.run("user", "add", "alice")
    try! sandbox.run("user", "add", "bob")
    try! sandbox.run("add", "Read", "--user", "alice")
    try! sandbox.run("done", "Read", "--user", "alice", "--date", "-1", "--note", "p. 10")
    try! sandbox.run("skip", "Read", "--user", "alice", "--date", "-2")
    return sandbox
  }()

  @Test(arguments: cases)
  func isRefusedWithItsPlaceAndChangesNothing(_ bad: BadFile) throws {
    let sandbox = Self.sandbox
    let database = sandbox.defaultDatabase
    let before = try sandbox.dump(database)
    let path = sandbox.write(bad.name, bad.bytes)
    let result = try sandbox.run(["import", path] + bad.arguments, environment: ["HABIT_USER": "alice"])
    #expect(
      result
        == .init(
          stdout: "", stderr: "error: \(path):\(bad.message)\n\(bad.hint)\nNothing was imported.\n", status: 65))
    #expect(try sandbox.dump(database) == before)
    #expect(try sandbox.sqlite3(database, "PRAGMA integrity_check") == "ok\n")
  }

  @Test func thereAreAtLeastThirty() {
    #expect(Self.cases.count >= 30)
    #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
  }

  @Test func aFailedImportIntoANewDatabaseLeavesNoFile() throws {
    let sandbox = try Sandbox()
    let path = sandbox.write("unknown-user.csv", Self.csv("zoe,,Run,2026-01-01,,,"))
    let result = try sandbox.run(["import", path])
    #expect(result.status == 65)
    #expect(result.stderr.hasPrefix("error: \(path):2:1: no user 'zoe' in the database\n"))
    #expect(!FileManager.default.fileExists(atPath: sandbox.defaultDatabase))
  }
}
