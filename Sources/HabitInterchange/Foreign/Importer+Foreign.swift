import HabitCore
import HabitStore

extension Importer {
  /// Reads a file in another tracker's format, from a stream; the formats read through their path
  /// (``read(path:settings:)``) get there only when the input is not what they need.
  static func readForeign(
    _ source: some ByteSource, as format: ForeignFormat, settings: ImportSettings
  ) throws -> ImportBatch {
    let today = settings.today
    switch format {
    case .harsh, .habitctl:
      throw ImportError(
        "\(format.rawValue) keeps its data in a folder, not in one file", at: nil,
        hint: "Import the folder that holds its habits and log files: habit import FOLDER.")
    case .loopDB, .loopCSV, .rewire, .tickmate:
      throw ImportError(
        "\(format.rawValue) is read from its file or folder, not from standard input", at: nil,
        hint: "Give the path of the export: habit import FILE.")
    case .dijo: return try DijoParser(input: JSONInput(source: source), today: today).parse()
    case .beaver: return try BeaverParser(input: JSONInput(source: source), today: today).parse()
    case .habitkit: return try HabitKitParser(input: JSONInput(source: source), today: today).parse()
    case .habitbull:
      let csv = CSVInput(source: source, unescapesFormulas: false, progress: settings.progress)
      var parser = try HabitBullParser(input: csv, today: today)
      return try parser.parse()
    case .habitica:
      // JSON (the data export) or CSV (history.csv), by the first byte that is not a byte order mark or a space.
      var base = source
      var head = [UInt8](repeating: 0, count: 4096)
      let count = try head.withUnsafeMutableBytes { try base.read(into: $0) }
      let peek = PrefixedByteSource(prefix: Array(head[..<count]), base: base)
      if head[..<count].first(where: { ![0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{")
      {
        return try HabiticaDataParser(input: JSONInput(source: peek), today: today).parse()
      }
      var parser = try HabiticaHistoryParser(
        input: CSVInput(source: peek, unescapesFormulas: false, progress: settings.progress), today: today)
      return try parser.parse()
    case .daylio:
      // One real export lacks the last (empty) cell on a row.
      let csv = CSVInput(source: source, unescapesFormulas: false, progress: nil, allowsRaggedRecords: true)
      var parser = try DaylioParser(input: csv, today: today)
      return try parser.parse()
    }
  }

  /// Another tracker's file, recognised by the start of `prefix`: HabitBull's CSV header, or for JSON the shape
  /// of its top level and the members of its first habit. Nil for anything else, which is then read as one of
  /// habit's own formats.
  static func detectForeign(_ prefix: [UInt8]) -> ForeignFormat? {
    var bytes = prefix[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    if bytes.starts(with: Array("HabitName,HabitDescription,HabitCategory,".utf8)) { return .habitbull }
    if bytes.starts(with: Array("Task Name,Task ID,Task Type,Date,Value".utf8)) { return .habitica }
    if bytes.starts(with: Array("full_date,date,weekday,time,mood,activities".utf8))
      || bytes.starts(with: Array("year,date,weekday,time,mood,activities".utf8))
    {
      return .daylio
    }
    var reader = JSONReader(source: MemoryByteSource(prefix))
    // A cut-off prefix or bad JSON ends the look; the format's own reader reports the errors.
    func next() -> JSONToken? { try? reader.next() }
    switch next() {
    case .arrayStart?:
      let first = next()
      if first == .arrayEnd { return .dijo }
      guard first == .objectStart, case .key(let name)? = next() else { return nil }
      return ["type", "name", "stats", "goal", "auto"].contains(name) ? .dijo : nil
    case .objectStart?:
      // The top level's member names, and those of the first habit, as far as the prefix goes.
      var names: Set<String> = []
      var habitMembers: Set<String> = []
      var member: String?
      var firstHabitRead = false
      var completionsInAnArray = false
      var storedHabits = false
      while let token = next() {
        switch (token, reader.depth) {
        case (.key(let name), 1):
          names.insert(name)
          member = name
        case (.arrayStart, 2) where member == "completions": completionsInAnArray = true
        case (.key(let name), 3) where member == "habits" && !firstHabitRead: habitMembers.insert(name)
        case (.objectEnd, 2) where member == "habits": firstHabitRead = true
        // Beaver's storage file: {"data": {"habits": [...]}}.
        case (.key("habits"), 2) where member == "data": storedHabits = true
        case (.key(let name), 4) where member == "data" && storedHabits && !firstHabitRead: habitMembers.insert(name)
        case (.objectEnd, 3) where member == "data" && storedHabits: firstHabitRead = true
        default: break
        }
      }
      // Beaver's top level names its user; its habits have records and a period. HabitKit's top level has more
      // lists, its completions are a list (the iOS app's are an object), and its habits have a name (the iOS
      // app's a title).
      if !names.isDisjoint(with: ["user_email", "exported_at"])
        || !habitMembers.isDisjoint(with: ["records", "period", "star", "chips", "status"])
      {
        return .beaver
      }
      // Habitica's user object: its tasks, or members only a Habitica user has (the tasks may come late).
      if !names.isDisjoint(with: ["tasks", "tasksOrder", "lastCron"])
        || names.isSuperset(of: ["preferences", "stats"]) && !names.contains("habits")
      {
        return .habitica
      }
      if !names.isDisjoint(with: ["intervals", "categories", "categoryMappings", "reminders"]) || completionsInAnArray
        || habitMembers.contains("name")
      {
        return .habitkit
      }
      return nil
    default: return nil
    }
  }
}
