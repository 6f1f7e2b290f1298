import Foundation
import HabitCore
import HabitStore
import SQLite
import Testing

@testable import HabitWeb

extension WebAppTests {
  /// Amounts past the largest habit takes: refused by the forms, and shown without a crash when another program
  /// wrote one into the file.
  @Suite("Web app: amounts past a billion")
  struct AmountBounds {
    @Test("The edit page of an activity whose required amount another program set to 9.3e18 is shown")
    func editPageOfAHugeRequiredAmount() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, _) = try app.signedIn("alice")
      let read = try app.read()
      // Given a required amount of 9.3e18, written past habit (as sqlite3 or `habit sql --write` could)
      let connection = try Connection(path: app.path, access: .readWrite)
      try connection.execute(
        "UPDATE goals SET unit = 'pages', required_amount = 9.3e18 WHERE activity_id = \(read.id);"
          + "UPDATE activities SET unit = 'pages', required_amount = 9.3e18 WHERE id = \(read.id)")
      // When the edit page is loaded, it is shown with the amount as a number
      let page = try client.get("/activities/\(read.uuid)/edit")
      #expect(page.status == 200)
      #expect(page.body.contains("name=\"amount\" value=\"9.3e+18\""))
    }

    @Test("A required amount or a completion's amount past a billion is refused with a sentence; nothing is written")
    func hugeAmountsRefused() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      let read = try app.read()
      let reply = try client.post(
        "/activities/\(read.uuid)/edit",
        [("csrf", csrf), ("name", "Read"), ("goal", "1/day"), ("amount", "9.3e18"), ("unit", "pages")])
      #expect(reply.status == 422)
      #expect(reply.body.contains("9.3e18 is too large a required amount: use a number up to 1000000000."))
      #expect(try app.read().requiredAmount == nil)
    }
  }
}
