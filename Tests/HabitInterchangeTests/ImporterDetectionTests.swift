import HabitInterchange
import HabitScreens
import HabitStore
import Testing

/// Which format a file is, from its content alone.
@Suite struct ImporterDetectionTests {
  func format(of text: String) throws -> String {
    try Importer.read(MemoryByteSource(text), settings: ImportSettings(today: .init(ordinal: 20_000))).format
  }

  @Test func recognisesEachFormatByItsContent() throws {
    #expect(try format(of: "\u{FEFF} \n{\"version\": 1, \"format\": \"habit\", \"users\": []}") == "json")
    #expect(try format(of: "{\"habits\": []}") == "dates-json")
    #expect(try format(of: "{\"0f8fad5b-d9cb-469f-a165-70867728950e\": []}") == "dates-json")
    #expect(try format(of: "{}") == "dates-json")
    #expect(try format(of: "user,activity_id,activity,day,amount,unit,note,mark\r\n") == "csv")
    // As habit wrote it before the mark column.
    #expect(try format(of: "user,activity_id,activity,day,amount,unit,note\r\n") == "csv")
    #expect(try format(of: "\u{FEFF}\"habit_id\",date\n") == "dates-csv")
    // With the section column, and as habit wrote it before
    for header in ["archived,position,section", "archived,position"] {
      #expect(
        try format(of: "user,id,name,description,icon,color,unit,required_amount,goal,goal_from,created_on," + header)
          == "activities-csv")
    }
  }

  @Test func anUnknownFormatListsTheSupportedOnes() throws {
    for text in ["[1, 2]", "day,habit\n2026-01-01,Run\n", "hello", "\u{0}\u{1}binary"] {
      #expect(throws: ImportError.self) { try format(of: text) }
      do {
        _ = try format(of: text)
      } catch let error as ImportError {
        #expect(error.message == "not a format habit imports")
        #expect(error.hint.contains("  dates-csv       one row per done day: habit_id,date"))
      }
    }
    #expect(throws: ImportError("the file is empty", at: nil, hint: "There is nothing to import.")) {
      try format(of: " \n ")
    }
  }

  @Test func aGivenFormatMustFit() throws {
    var settings = ImportSettings(format: .json, today: .init(ordinal: 20_000))
    #expect(
      throws: ImportError(
        "this is not habit's JSON: it has no \"format\": \"habit\" at the top", at: InputLocation(line: 1, column: 1),
        hint: "Leave out --format to let habit recognise the file.")
    ) { try Importer.read(MemoryByteSource("{\"habits\": []}"), settings: settings) }
    settings.format = .datesCSV
    #expect(
      throws: ImportError(
        "the header has 'user' where dates-csv has 'habit_id'", at: InputLocation(line: 1, column: 1),
        hint: "A dates-csv file starts with the line: habit_id,date")
    ) { try Importer.read(MemoryByteSource("user,activity_id\n"), settings: settings) }
  }
}

/// A file that matches no format is told the closest one and what differs, not another format's parse error.
@Suite struct FormatGuessTests {
  func refusal(_ text: String) throws -> ImportError? {
    do {
      _ = try Importer.read(MemoryByteSource(text), settings: ImportSettings(today: .init(ordinal: 20_000)))
      return nil
    } catch let error as ImportError {
      return error
    }
  }

  @Test(arguments: [
    (
      "user,activity,day,amount\n",
      "not a format habit imports: the header line is closest to that of csv, but it lacks activity_id, unit, note, mark"
    ),
    (
      "Position,Name,Description,NumRepetitions,Interval,Color\n001,Read,,1,1,#D32F2F\n",
      "not a format habit imports: the header line is closest to that of Loop's Habits.csv (habit reads it in the "
        + "zip file of Loop's CSV export, or its folder), but it lacks Type, Question, FrequencyNumerator, "
        + "FrequencyDenominator and it has NumRepetitions, Interval"
    ),
    (
      "HabitName,HabitDescription,CalendarDate,Value\n",
      "not a format habit imports: the header line is closest to that of habitbull, but it lacks HabitCategory, "
        + "CommentText"
    ),
    // Once read as the dates layout: "'items' is not a valid habit id".
    (
      #"{"items": [], "completions": {}, "habits": []}"#,
      "not a format habit imports: the JSON object is closest to that of dates-json, but it has items"
    ),
  ])
  func theClosestFormatAndWhatDiffersAreNamed(text: String, message: String) throws {
    let error = try #require(try refusal(text))
    #expect(error.message == message)
    #expect(error.location == InputLocation(line: 1, column: 1))
  }

  @Test func aFileLikeNoFormatGetsTheList() throws {
    let error = try #require(try refusal(#"{"name": "x"}"#))
    #expect(error.message == "not a format habit imports")
  }
}
