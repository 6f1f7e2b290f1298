import HabitCore
import HabitInterchange
import HabitStore
import Testing

/// Daylio's CSV export in each of its eras: activities of entries become done days, mood and notes their notes, the
/// number of entries that named an activity on a day its amount.
@Suite struct DaylioImportTests {
  /// 2023-24: unquoted activities, note_title, several entries a day, names differing in case.
  static let recent = """
    full_date,date,weekday,time,mood,activities,note_title,note
    2025-02-12,February 12,Wednesday,11:43 PM,good,run | cleaning | Cleaning,,"late, tired"
    2025-02-12,February 12,Wednesday,8:01 AM,meh,run | chest / core,Morning,
    2025-02-11,February 11,Tuesday,21:00,rad,,,a mood alone
    2025-02-10,February 10,Monday,9:03,awful,melatonin ,,

    """

  @Test func activitiesBecomeDoneDaysWithMoodAndNotesAsNotes() throws {
    let daylio = try ForeignImport()
    daylio.write("daylio_export_2025_02_13.csv", Self.recent)
    let batch = try daylio.readFile("daylio_export_2025_02_13.csv")
    #expect(batch.format == "daylio")
    let report = try daylio.apply(batch)
    #expect(
      try daylio.described() == [
        "Cleaning | created 2025-02-12 | 0/day from 2025-02-12",
        "  2025-02-12 done 'mood: good — late, tired'",
        "chest / core | created 2025-02-12 | 0/day from 2025-02-12",
        "  2025-02-12 done 'mood: meh — Morning'",
        "cleaning (2) | created 2025-02-12 | 0/day from 2025-02-12",
        "  2025-02-12 done 'mood: good — late, tired'",
        "melatonin | created 2025-02-10 | 0/day from 2025-02-10",
        "  2025-02-10 done 'mood: awful'",
        "run | created 2025-02-12 | 0/day from 2025-02-12",
        "  2025-02-12 done 2 'mood: good — late, tired; mood: meh — Morning'",
      ])
    #expect(report.ignored == [.init(reason: "Daylio entries without activities (a mood alone)", count: 1)])
    // A second import of the same file adds nothing
    let again = try daylio.apply(try daylio.readFile("daylio_export_2025_02_13.csv"))
    #expect(again.completions == .init(present: 5) && again.activities == .init(present: 5))
  }

  @Test(arguments: [
    // 2017-2018: year and the English date; BOM; quoted activities.
    "\u{FEFF}year,date,weekday,time,mood,activities,note\n2025,Feb 10,Monday,20:39,bad,\"run | read\",\"\"\n",
    "year,date,weekday,time,mood,activities,note\n2025,10 February,Monday,20:39,bad,\"run | read\",\"\"\n",
    // 2019-2021: full_date, quoted; a row whose note cell is missing.
    "full_date,date,weekday,time,mood,activities,note\n2025-02-10,February 10,Monday,20:39,bad,\"run | read\"\n",
    // Recent: scales between activities and note_title.
    "full_date,date,weekday,time,mood,activities,scales,note_title,note\n"
      + "2025-02-10,February 10,Monday,20:39,bad,run | read,,,\n",
  ])
  func everyEraReads(text: String) throws {
    let daylio = try ForeignImport()
    daylio.write("export.csv", text)
    try daylio.apply(try daylio.readFile("export.csv"))
    #expect(
      try daylio.described() == [
        "read | created 2025-02-10 | 0/day from 2025-02-10", "  2025-02-10 done 'mood: bad'",
        "run | created 2025-02-10 | 0/day from 2025-02-10", "  2025-02-10 done 'mood: bad'",
      ])
  }

  @Test func entriesThatNameAnActivityOnOneDayAreCountedAsItsAmount() throws {
    // Given three entries of one day naming coffee (one of them twice), and one naming it the next day
    let daylio = try ForeignImport()
    let header = "full_date,date,weekday,time,mood,activities,note_title,note\n"
    let entries = """
      2025-02-13,February 13,Thursday,9:00,good,coffee,,
      2025-02-12,February 12,Wednesday,16:00,good,coffee | walk,,
      2025-02-12,February 12,Wednesday,11:00,meh,coffee,,
      2025-02-12,February 12,Wednesday,8:00,meh,coffee | coffee,,

      """
    daylio.write("export.csv", header + entries)
    // When it is imported
    let report = try daylio.apply(try daylio.readFile("export.csv"))
    // Then a day keeps how many entries named the activity (a lone entry is a completion without amount)
    #expect(
      try daylio.described() == [
        "coffee | created 2025-02-12 | 0/day from 2025-02-12",
        "  2025-02-12 done 3 'mood: good; mood: meh; mood: meh'",
        "  2025-02-13 done 'mood: good'",
        "walk | created 2025-02-12 | 0/day from 2025-02-12",
        "  2025-02-12 done 'mood: good'",
      ])
    #expect(report.completions == .init(added: 3))
    // And a later export with one more entry that day is a conflict the database wins, not a second completion
    daylio.write("later.csv", header + "2025-02-12,February 12,Wednesday,20:00,rad,coffee,,\n" + entries)
    let later = try daylio.apply(try daylio.readFile("later.csv"))
    #expect(later.completions == .init(present: 2, conflicting: 1))
    #expect(
      later.conflicts == [
        "coffee on 2025-02-12 is 4 (mood: rad; mood: good; mood: meh; mood: meh) in the file but 3 (mood: good; "
          + "mood: meh; mood: meh) in the database"
      ])
  }

  @Test(arguments: [
    ("2019", "7 września", "2019-09-07"),
    ("2018", "16 de octubre", "2018-10-16"),
    ("2018", "7. September", "2018-09-07"),
    ("2016", "29 февраля", "2016-02-29"),
    ("2018", "Nov 30", "2018-11-30"),
    ("2018", "30 novembre", "2018-11-30"),
  ])
  func yearEraDatesReadInThePhonesLanguage(year: String, date: String, day: String) throws {
    // Given a year-era export whose date is in the phone's language
    let daylio = try ForeignImport()
    daylio.write("export.csv", "year,date,weekday,time,mood,activities,note\n\(year),\(date),x,9:00,meh,\"run\",\"\"\n")
    // When it is imported
    try daylio.apply(try daylio.readFile("export.csv", .daylio))
    // Then the day is the one the date names
    #expect(try daylio.described() == ["run | created \(day) | 0/day from \(day)", "  \(day) done 'mood: meh'"])
  }

  @Test func aFilesDatesAreReadInOneLanguage() throws {
    // Given Polish dates whose first, listopada, is November in Polish but October in Croatian
    let daylio = try ForeignImport()
    let header = "year,date,weekday,time,mood,activities,note\n"
    daylio.write(
      "polish.csv", header + "2018,3 listopada,x,9:00,meh,\"run\",\"\"\n2018,5 października,x,9:00,meh,\"run\",\"\"\n")
    // When it is imported, then both are read in Polish, the only language that reads both
    try daylio.apply(try daylio.readFile("polish.csv", .daylio))
    #expect(
      try daylio.described() == [
        "run | created 2018-10-05 | 0/day from 2018-10-05", "  2018-10-05 done 'mood: meh'",
        "  2018-11-03 done 'mood: meh'",
      ])
    // And a file whose dates read in several languages as different months says so instead of guessing
    daylio.write("either.csv", header + "2018,3 listopada,x,9:00,meh,\"run\",\"\"\n")
    let either = #expect(throws: ImportError.self) { try daylio.readFile("either.csv", .daylio) }
    #expect(either?.description.hasPrefix("2:6: the dates read as different months in ") == true)
    #expect(either?.description.contains("Croatian") == true && either?.description.contains("Polish") == true)
  }

  @Test func aDateInNoLanguageADayNoYearHasOrAFileWithoutActivitiesIsRefused() throws {
    let daylio = try ForeignImport()
    let header = "year,date,weekday,time,mood,activities,note\n"
    daylio.write("nonsense.csv", header + "2019,7 blorf,sobota,9:00,meh,\"a\",\"\"\n")
    let nonsense = #expect(throws: ImportError.self) { try daylio.readFile("nonsense.csv", .daylio) }
    #expect(nonsense?.description == "2:6: '7 blorf' is not a month and day in any language")
    daylio.write("leap.csv", header + "2019,February 29,x,9:00,meh,\"a\",\"\"\n")
    let leap = #expect(throws: ImportError.self) { try daylio.readFile("leap.csv", .daylio) }
    #expect(leap?.description == "2:6: 'February 29' is not a day of 2019")
    daylio.write("moods.csv", "full_date,date,weekday,time,mood,note\n")
    let moods = #expect(throws: ImportError.self) { try daylio.readFile("moods.csv", .daylio) }
    #expect(moods?.description == "1:1: the header has no activities column")
  }
}
