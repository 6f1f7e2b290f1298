import HabitCore
import HabitInterchange
import HabitScreens
import HabitStore
import Testing

/// Sections and the order of activities in and out of files: habit's JSON and activities CSV carry them (and
/// read files without them); other trackers' order becomes the position.
@Suite struct SectionInterchangeTests {
  /// alice with Walk (no section), Stretch in Morning, Read and Journal in Evening, Journal moved before Read; the
  /// sections ordered Morning, Evening.
  static func household() throws -> HabitDatabase {
    let database = try HabitDatabase.inMemory()
    let alice = try database.addUser(named: "alice")
    for (name, section) in [("Walk", nil), ("Stretch", "Morning"), ("Read", "Evening"), ("Journal", "Evening")] {
      var new = NewActivity(name: name)
      new.section = section
      _ = try database.addActivity(new, for: alice, today: TrickyHousehold.day("2026-11-01"))
    }
    _ = try database.moveActivity(.named("Journal"), of: .named("alice"), .before("Read"))
    try database.setSectionOrder(["Morning", "Evening"])
    return database
  }

  /// Each of alice's activities as "name position section".
  static func order(_ database: HabitDatabase) throws -> [String] {
    try database.activities(of: try database.user(named: "alice"), includeArchived: true).map {
      "\($0.name) \($0.position) \($0.section ?? "-")"
    }
  }

  static let expected = ["Walk 0 -", "Stretch 1 Morning", "Journal 2 Evening", "Read 3 Evening"]

  @Test func nativeJSONCarriesSectionsPositionsAndTheirOrder() throws {
    let original = try Self.household()
    #expect(try Self.order(original) == Self.expected)
    let json = try TrickyHousehold.export(.json, original)
    #expect(json.contains("\"sections\": \"Morning,Evening\""))
    #expect(json.contains("\"position\": 2,\n          \"section\": \"Evening\","))
    let copy = try HabitDatabase.inMemory()
    try TrickyHousehold.import(json, into: copy)
    #expect(try Self.order(copy) == Self.expected)
    #expect(try copy.sectionOrder() == SectionOrder(["Morning", "Evening"]))
    #expect(try TrickyHousehold.export(.json, copy) == json)
  }

  @Test func activitiesCSVCarriesSectionsAndPositionsAndReadsOlderFiles() throws {
    let original = try Self.household()
    let csv = try TrickyHousehold.export(.activitiesCSV, original)
    #expect(
      csv.hasPrefix(
        "user,id,name,description,icon,color,unit,required_amount,goal,goal_from,created_on,archived,position,section\n"
      ))
    let copy = try HabitDatabase.inMemory()
    _ = try copy.addUser(named: "alice")
    try TrickyHousehold.import(csv, into: copy)
    #expect(try Self.order(copy) == Self.expected)
    // A file written before the section column still reads, its activities in no section
    let older = """
      user,id,name,description,icon,color,unit,required_amount,goal,goal_from,created_on,archived,position
      alice,,Swim,,,,,,1/day,2026-11-01,2026-11-01,false,7

      """
    let report = try TrickyHousehold.import(older, into: copy)
    #expect(report.activities == .init(added: 1))
    #expect(try Self.order(copy).last == "Swim 7 -")
  }

  @Test func aSectionThatCannotBeOneIsRefusedWhereTheFileHasIt() throws {
    let copy = try HabitDatabase.inMemory()
    _ = try copy.addUser(named: "alice")
    let csv = """
      user,id,name,description,icon,color,unit,required_amount,goal,goal_from,created_on,archived,position,section
      alice,,Swim,,,,,,1/day,2026-11-01,2026-11-01,false,0,"Morning, early"

      """
    let error = try #require(throws: ImportError.self) { try TrickyHousehold.import(csv, into: copy) }
    #expect(error.location == InputLocation(line: 2, column: 54))
    #expect(error.message.contains("a section name cannot contain a comma"))
    let json = """
      {"format": "habit", "version": 4, "settings": {"sections": "Morning,\u{1B}[2J"}, "users": []}
      """
    #expect(throws: ImportError.self) { try TrickyHousehold.import(json, into: copy) }
    #expect(try copy.sectionOrder() == SectionOrder([]))
    #expect(try copy.activities(of: try copy.user(named: "alice")).isEmpty)
  }

  @Test func habitKitsOrderPlacesItsHabitsAfterTheMembersOwn() throws {
    // Given alice with Walk, and a HabitKit export listing its habits out of their order
    let habitKit = try ForeignImport()
    _ = try habitKit.database.addActivity(NewActivity(name: "Walk"), for: habitKit.user, today: habitKit.today)
    habitKit.write(
      "export.json",
      HabitKitImportTests.export(
        habits: [
          HabitKitImportTests.habit("h1", "Third", order: 2), HabitKitImportTests.habit("h2", "First", order: 0),
          HabitKitImportTests.habit("h3", "Second", order: 1),
        ].joined(separator: ","), completions: ""))
    // When it is imported
    try habitKit.apply(try habitKit.readFile("export.json"))
    // Then they follow Walk in HabitKit's order
    #expect(
      try habitKit.database.activities(of: habitKit.user).map(\.name) == ["Walk", "First", "Second", "Third"])
  }

  @Test func loopsPositionsPlaceItsHabitsAfterTheMembersOwn() throws {
    var backup = LoopBackupBuilder(version: 12)
    backup.habit("Third", ["position": 3])
    backup.habit("First", ["position": 1])
    backup.habit("Second", ["position": 2])
    let loop = try LoopImport()
    _ = try loop.database.addActivity(NewActivity(name: "Walk"), for: loop.alice, today: LoopImport.today)
    try loop.run(try backup.write())
    #expect(
      try loop.database.activities(of: loop.alice).map { "\($0.name) \($0.position)" }
        == ["Walk 0", "First 2", "Second 3", "Third 4"])
  }
}
