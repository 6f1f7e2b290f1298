import Testing

@testable import HabitInterchange
@testable import HabitStore

/// The values every format carries, checked on their bytes.
@Suite struct ImportValuesTests {
  let here = InputLocation(line: 3, column: 7)

  @Test(arguments: ["2026-03-01", "2024-02-29", "0001-01-01", "9999-12-31"])
  func aDayThatExistsComesBackAsItIs(text: String) throws {
    #expect(try ImportValues.day(text, at: here) == text)
  }

  @Test(arguments: [
    ("2026-02-30", "'2026-02-30' is not a real date"), ("2025-02-29", "'2025-02-29' is not a real date"),
    ("2026-13-01", "'2026-13-01' is not a real date"), ("0000-01-01", "'0000-01-01' is not a real date"),
    ("2026-3-01", "'2026-3-01' is not a day of the form yyyy-MM-dd"),
    ("2026/03/01", "'2026/03/01' is not a day of the form yyyy-MM-dd"),
    ("2026-03-0x", "'2026-03-0x' is not a day of the form yyyy-MM-dd"),
    ("2026-03-011", "'2026-03-011' is not a day of the form yyyy-MM-dd"),
    ("", "'' is not a day of the form yyyy-MM-dd"),
  ])
  func anyOtherDayIsRefusedWhereItIsAndSaysWhy(text: String, message: String) {
    do {
      _ = try ImportValues.day(text, at: here)
      Issue.record("\(text) was accepted")
    } catch {
      #expect(error.location == here)
      #expect(error.message == message)
    }
  }

  @Test(arguments: [
    ("0f8fad5b-d9cb-469f-a165-70867728950e", "0f8fad5b-d9cb-469f-a165-70867728950e"),
    ("0F8FAD5B-D9CB-469F-A165-70867728950E", "0f8fad5b-d9cb-469f-a165-70867728950e"),
    ("0F8FAD5BD9CB469FA16570867728950E", "0f8fad5b-d9cb-469f-a165-70867728950e"),
    ("0f8fad5b-d9cb-469f-a165-70867728950E", "0f8fad5b-d9cb-469f-a165-70867728950e"),
  ])
  func aUUIDInAnyCaseWithOrWithoutDashesComesBackDashedAndLowercase(text: String, canonical: String) throws {
    #expect(try ImportValues.uuid(text, at: here) == canonical)
  }

  @Test(arguments: [
    "", "0f8fad5b", "0f8fad5b-d9cb-469f-a165-70867728950", "0f8fad5b-d9cb-469f-a165-70867728950ee",
    "0f8fad5bd-9cb-469f-a165-70867728950e", "0f8fad5b_d9cb_469f_a165_70867728950e",
    "0f8fad5g-d9cb-469f-a165-70867728950e", "0f8fad5bd9cb469fa16570867728950g", "0f8fad5b-d9cb-469f-a165-7086772895é",
  ])
  func anythingElseIsRefusedWhereItIs(text: String) {
    #expect(throws: ImportError.self) { try ImportValues.uuid(text, what: "habit id", at: here) }
    do {
      _ = try ImportValues.uuid(text, what: "habit id", at: here)
    } catch {
      #expect(error.location == here)
      #expect(error.message.hasSuffix("is not a valid habit id"))
    }
  }
}
