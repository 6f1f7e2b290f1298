import Testing

@testable import HabitCore

struct DayTests {
  @Test func readingBytesGivesTheDayOfItsPartsOrNilAsTheCheckedCountDoes() {
    // Given every year's days and impossible ones (day 0 to 32 of months 0 to 13) of years around each rule of
    // leap years and the ends of the range
    let years = Array(1...5) + Array(1896...1904) + Array(1996...2031) + Array(2096...2104) + Array(9995...9999)
    for year in years {
      for month in 0...13 {
        for dayOfMonth in 0...32 {
          // When the bytes are read, then they give what the checked parts give
          let text = Day.pad(year, 4) + "-" + Day.pad(month, 2) + "-" + Day.pad(dayOfMonth, 2)
          let read = Array(text.utf8).withUnsafeBufferPointer { Day(utf8: $0) }
          #expect(read == Day(year: year, month: month, day: dayOfMonth), "\(text)")
        }
      }
    }
    // And every 97th day of the whole range reads back as itself
    var day = Day(year: 1, month: 1, day: 1)!
    while day <= Day(year: 9999, month: 12, day: 31)! {
      #expect(Array(day.description.utf8).withUnsafeBufferPointer { Day(utf8: $0) } == day)
      day = day.adding(days: 97)
    }
    // And year 0 is no year
    #expect(Array("0000-03-01".utf8).withUnsafeBufferPointer { Day(utf8: $0) } == nil)
  }

  @Test func parsesAndPrintsADay() throws {
    let day = try Day(parsing: "2026-02-28")
    #expect(day.components == (2026, 2, 28))
    #expect(day.description == "2026-02-28")
    #expect(day.adding(days: 1).description == "2026-03-01")
  }

  @Test(arguments: ["2026-02-30", "2026-13-01", "2026-00-10", "2026-04-31", "2025-02-29", "0000-01-01"])
  func rejectsDaysThatDoNotExist(text: String) {
    #expect(throws: DayError.nonexistent(text)) { try Day(parsing: text) }
  }

  @Test(arguments: ["2026-1-01", "2026-01-1", "26-01-01", "2026/01/01", " 2026-01-01", "2026-01-01 ", "2026-0a-01", ""])
  func rejectsTextNotOfTheFormYearMonthDay(text: String) {
    #expect(throws: DayError.malformed(text)) { try Day(parsing: text) }
  }

  @Test func acceptsLeapDays() throws {
    #expect(try Day(parsing: "2024-02-29").lastOfMonth == d("2024-02-29"))
    #expect(try Day(parsing: "2000-02-29").dayOfMonth == 29)
    #expect(throws: DayError.self) { try Day(parsing: "1900-02-29") }
  }

  @Test func roundTripsEveryFewDaysFromYearOneToYear9999() throws {
    let first = Day(year: 1, month: 1, day: 1)!
    let last = Day(year: 9999, month: 12, day: 31)!
    // A stride of 13 visits every day of the month and every weekday many times over.
    for ordinal in stride(from: first.ordinal, through: last.ordinal, by: 13) {
      let day = Day(ordinal: ordinal)
      let (year, month, dayOfMonth) = day.components
      #expect(Day(year: year, month: month, day: dayOfMonth) == day)
      #expect(try Day(parsing: day.description) == day)
    }
    #expect(first.description == "0001-01-01")
    #expect(last.description == "9999-12-31")
  }

  @Test func consecutiveOrdinalsAreConsecutiveCalendarDays() {
    // Across a century of 400-year-cycle edges: 1900 (not leap), 2000 (leap), 2100 (not leap).
    var previous = Day(year: 1899, month: 12, day: 31)!
    for ordinal in (previous.ordinal + 1)...Day(year: 2101, month: 1, day: 1)!.ordinal {
      let day = Day(ordinal: ordinal)
      if previous.dayOfMonth == Day.daysIn(month: previous.month, year: previous.year) {
        #expect(day.dayOfMonth == 1)
        #expect(day.month == previous.month % 12 + 1)
      } else {
        #expect(day.components == (previous.year, previous.month, previous.dayOfMonth + 1))
      }
      previous = day
    }
  }

  @Test func ordinalZeroIsTheFirstOf1970() {
    #expect(Day(ordinal: 0).description == "1970-01-01")
    #expect(Day(ordinal: -1).description == "1969-12-31")
  }

  @Test func isoWeekdayRunsFromMondayOneToSundaySeven() {
    #expect(d("1970-01-01").isoWeekday == 4)  // a Thursday
    #expect(d("1969-12-29").isoWeekday == 1)  // a Monday, before ordinal zero
    #expect(d("2026-03-02").isoWeekday == 1)
    #expect(d("2026-03-08").isoWeekday == 7)
    #expect(d("2000-02-29").isoWeekday == 2)
    #expect(d("0001-01-01").isoWeekday == 1)
  }

  @Test func addingMonthsClampsToTheLastDayOfShorterMonths() {
    #expect(d("2026-01-31").adding(months: 1) == d("2026-02-28"))
    #expect(d("2024-01-31").adding(months: 1) == d("2024-02-29"))
    #expect(d("2026-03-31").adding(months: -1) == d("2026-02-28"))
    #expect(d("2026-11-15").adding(months: 2) == d("2027-01-15"))
    #expect(d("2026-01-15").adding(months: -1) == d("2025-12-15"))
    #expect(d("2026-05-10").adding(months: -24) == d("2024-05-10"))
    #expect(d("2026-05-10").adding(months: 0) == d("2026-05-10"))
  }

  @Test func addingMonthsWorksBeforeYearOne() {
    // Ordinals are unbounded, so month arithmetic must floor, not truncate, for years at or below zero.
    let day = d("0001-01-15")
    #expect(day.adding(months: -1).components == (0, 12, 15))
    #expect(day.adding(months: -13).components == (-1, 12, 15))
    #expect(day.adding(months: -13).adding(months: 13) == day)
    #expect(d("0001-01-31").adding(months: -14).components == (-1, 11, 30))
  }

  @Test func firstAndLastOfMonth() {
    #expect(d("2026-02-14").firstOfMonth == d("2026-02-01"))
    #expect(d("2026-02-14").lastOfMonth == d("2026-02-28"))
    #expect(d("2028-02-01").lastOfMonth == d("2028-02-29"))
    #expect(d("2026-12-31").firstOfMonth == d("2026-12-01"))
  }

  @Test func aRecordMayBeMadeOnTodayOrBeforeAndAfterItOnlyWhereTheFutureIsAllowed() throws {
    let today = d("2026-11-20")
    #expect(try d("2026-11-20").recordable(asOf: today) == d("2026-11-20"))
    #expect(try d("1999-01-01").recordable(asOf: today) == d("1999-01-01"))
    #expect(throws: DayAfterToday(day: d("2026-11-21"), today: today)) { try d("2026-11-21").recordable(asOf: today) }
    #expect(try d("2027-01-01").recordable(asOf: today, allowingFuture: true) == d("2027-01-01"))
    #expect(DayAfterToday(day: d("2026-11-21"), today: today).description == "2026-11-21 is after today (2026-11-20)")
  }
}
