import HabitCore
import HabitInterchange
import HabitStore
import Testing

/// Daylio's CSV export in each of its eras: activities of entries become done days, mood and notes their notes.
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
        "  2025-02-12 done 'mood: good — late, tired; mood: meh — Morning'",
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

  @Test func aDateInAnotherLanguageOrAFileWithoutActivitiesIsRefused() throws {
    let daylio = try ForeignImport()
    daylio.write(
      "polish.csv", "year,date,weekday,time,mood,activities,note\n2019,7 września,sobota,9:00,meh,\"a\",\"\"\n")
    let polish = #expect(throws: ImportError.self) { try daylio.readFile("polish.csv", .daylio) }
    #expect(polish?.description == "2:6: '7 września' is not a date habit can read")
    daylio.write("moods.csv", "full_date,date,weekday,time,mood,note\n")
    let moods = #expect(throws: ImportError.self) { try daylio.readFile("moods.csv", .daylio) }
    #expect(moods?.description == "1:1: the header has no activities column")
  }
}
