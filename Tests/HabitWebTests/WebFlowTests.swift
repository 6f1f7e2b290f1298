import Foundation
import HabitCore
import HabitScreens
import Testing

@testable import HabitStore
@testable import HabitViews
@testable import HabitWeb

/// The pages a member uses beyond checking in: challenges, the daily plan, adding and editing an activity, and
/// today's undo, skip and fail; each through real requests, each checked in the database afterwards.
///
/// Nested in `WebAppTests` so that its serialization covers these too: two suites' blocking clients at once can
/// hold every thread of a 2-core machine's pool, and the served app then never answers.
extension WebAppTests {
  @Suite("Web app: challenges, plan, activity form, undo, skip and fail")
  struct Flows {
    static let today = ServedApp.today

    // MARK: Challenges

    @Test("A challenge is started from the page, shows its 21 circles, checks today and starts over with the button")
    func challengeStartCheckReset() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      #expect(try client.get("/challenges").body.contains("action=\"/challenges/start\""))

      let started = try client.post("/challenges/start", [("csrf", csrf), ("name", "Meditate"), ("days", "21")])
      #expect(started.location == "/challenges")
      var page = try client.get("/challenges").body
      #expect(page.contains("Started Meditate: 21 days in a row, from today to 2026-12-10."))
      #expect(page.components(separatedBy: "class=\"circle ").count - 1 == 21)
      #expect(page.contains("Day 1 of 21, not checked yet today"))

      _ = try client.post("/challenges/check", [("csrf", csrf), ("name", "Meditate")])
      page = try client.get("/challenges").body
      #expect(page.contains("<span class=\"circle c-done\" title=\"day 1\">✔</span>"))
      #expect(page.contains("Day 1 of 21, checked today"))
      let database = try app.database()
      let alice = try database.user(named: "alice")
      let meditate = try database.activity("Meditate", of: alice)
      #expect(try database.completions(of: meditate).map(\.day) == [Self.today])

      let reset = try client.post("/challenges/reset", [("csrf", csrf), ("name", "Meditate")])
      #expect(reset.location == "/challenges")
      page = try client.get("/challenges").body
      #expect(page.contains("Meditate starts over: day 1 of 21 is today. The last run had 1 day checked."))
      #expect(page.contains("Day 1 of 21, not checked yet today"))
      let challenges = try database.challenges(of: alice)
      #expect(challenges.count == 1)
      #expect(challenges.first?.challenge.checks.isEmpty == true)
      // The completion stays: starting over takes back no record.
      #expect(try database.completions(of: meditate).count == 1)
    }

    @Test("A challenge length outside 2...366 is refused with a sentence, and nothing is started")
    func challengeLengthRefused() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      let reply = try client.post("/challenges/start", [("csrf", csrf), ("name", "Meditate"), ("days", "1000")])
      #expect(reply.status == 400)
      #expect(reply.body.contains("1000 days: a challenge lasts 2 to 366 days. Nothing was changed."))
      let database = try app.database()
      #expect(try database.challenges(of: try database.user(named: "alice")).isEmpty)
      #expect(throws: StoreError.self) { try database.activity("Meditate", of: try database.user(named: "alice")) }
    }

    // MARK: Daily plan

    @Test("A plan is set with a goal and three tasks; each tick congratulates, the third achieves the goal")
    func planTicksAndCongratulates() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      #expect(try client.get("/plan").body.contains("action=\"/plan\""))
      let set = try client.post(
        "/plan",
        [("csrf", csrf), ("goal", "Ship the report"), ("task1", "Draft"), ("task2", "Charts"), ("task3", "Send")])
      #expect(set.location == "/plan")
      var page = try client.get("/plan").body
      #expect(page.contains(escaped("Today's plan is made.")))
      #expect(page.contains("Ship the report <span class=\"state due\">Not yet</span>"))
      for task in ["Draft", "Charts", "Send"] { #expect(page.contains("○ \(task)")) }

      for number in 1...2 {
        _ = try client.post("/plan/tasks/\(number)/done", [("csrf", csrf)])
        page = try client.get("/plan").body
        #expect(Congratulation.taskDone.variations.contains { page.contains(escaped($0)) }, "task \(number)")
      }
      _ = try client.post("/plan/tasks/3/done", [("csrf", csrf)])
      page = try client.get("/plan").body
      #expect(Congratulation.goalAchieved.variations.contains { page.contains(escaped($0)) })
      #expect(page.contains("<span class=\"state done\">Achieved</span>"))
      let database = try app.database()
      let plan = try #require(try database.todaysPlan(for: try database.user(named: "alice"), today: Self.today).plan)
      #expect(plan.goalAchieved)
      #expect(plan.tasks.map(\.done) == [true, true, true])

      _ = try client.post("/plan/tasks/3/undo", [("csrf", csrf)])
      page = try client.get("/plan").body
      #expect(Congratulation.taskUnchecked.variations.contains { page.contains(escaped($0)) })
      #expect(page.contains("○ Send"))
    }

    // MARK: Adding and editing an activity

    @Test("An activity is added with emoji, colour, goal, required amount and unit")
    func addActivity() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      let form = try client.get("/activities/new").body
      for field in ["name", "icon", "color", "goal", "amount", "unit"] { #expect(form.contains("name=\"\(field)\"")) }
      let reply = try client.post(
        "/activities",
        [
          ("csrf", csrf), ("name", "Piano"), ("icon", "🎹"), ("color", "#8E24AA"), ("goal", "3/week"),
          ("amount", "20"), ("unit", "minutes"), ("description", "scales first"),
        ])
      #expect(reply.location == "/today")
      #expect(try client.get("/today").body.contains("Piano is saved."))
      let database = try app.database()
      let piano = try database.activity("Piano", of: try database.user(named: "alice"))
      #expect(piano.icon == "🎹")
      #expect(piano.color.hex == "#8E24AA")
      #expect(piano.goals.map(\.goal.spec) == ["3/week"])
      #expect(piano.requiredAmount == 20)
      #expect(piano.unit == "minutes")
      #expect(piano.description == "scales first")
    }

    @Test("Editing sets a new goal and required amount from today in one change; the days before keep their own")
    func editActivity() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      let read = try app.read()
      let form = try client.get("/activities/\(read.uuid)/edit").body
      #expect(form.contains("name=\"amount\" value=\"\""))
      let reply = try client.post(
        "/activities/\(read.uuid)/edit",
        [
          ("csrf", csrf), ("name", "Read"), ("icon", "📚"), ("color", "#1E88E5"), ("goal", "5/week"),
          ("amount", "20"), ("unit", "pages"), ("description", ""),
        ])
      #expect(reply.location == "/today")
      let edited = try app.read()
      #expect(edited.icon == "📚")
      #expect(edited.color.hex == "#1E88E5")
      #expect(edited.unit == "pages")
      #expect(edited.requiredAmount == 20)
      let history = edited.goals.map {
        "\($0.effectiveFrom) \($0.goal.spec) \($0.requiredAmount.map { "\($0)" } ?? "-")"
      }
      #expect(history == ["2026-11-10 1/day -", "2026-11-20 5/week 20.0"])
      #expect(try client.get("/activities/\(read.uuid)/edit").body.contains("name=\"amount\" value=\"20\""))

      // A new unit alone holds from today too: the days before keep theirs (none, here).
      _ = try client.post(
        "/activities/\(read.uuid)/edit",
        [("csrf", csrf), ("name", "Read"), ("goal", "5/week"), ("amount", "20"), ("unit", "chapters")])
      #expect(try app.read().goals.map(\.unit) == [nil, "chapters"])

      // An emptied amount removes the required amount from today on; the goal is left as it is.
      _ = try client.post(
        "/activities/\(read.uuid)/edit",
        [("csrf", csrf), ("name", "Read"), ("goal", "5/week"), ("amount", ""), ("unit", "pages")])
      let cleared = try app.read()
      #expect(cleared.requiredAmount == nil)
      #expect(cleared.goals.map(\.goal.spec) == ["1/day", "5/week"])
    }

    @Test("A refused value shows the form again with the sentence and what was typed; nothing is written")
    func editRefused() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      let read = try app.read()
      let reply = try client.post(
        "/activities/\(read.uuid)/edit",
        [("csrf", csrf), ("name", "Read"), ("goal", "5/week"), ("amount", "lots"), ("unit", "pages")])
      #expect(reply.status == 422)
      #expect(reply.body.contains("lots is not a required amount: use a number above 0, or leave it empty."))
      #expect(reply.body.contains("name=\"goal\" value=\"5/week\""))
      let unchanged = try app.read()
      #expect(unchanged.goals == read.goals)
      #expect(unchanged.requiredAmount == nil && unchanged.unit == nil)
    }

    @Test(
      "An edit sent while another process renames the activity to Old and gives its name to a new one is saved against the activity as it is then: refused, nothing written"
    )
    func editDuringARename() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      let read = try app.read()
      // Given the form loaded for Read
      #expect(try client.get("/activities/\(read.uuid)/edit").body.contains("name=\"name\" value=\"Read\""))
      // When another process, holding the write lock, renames it to Old and adds a new Read, and the form is sent
      // meanwhile (waiting for the lock), with a new goal
      let other = try app.database()
      let alice = try other.user(named: "alice")
      let (sender, token) = (Sender(client), csrf)
      let sent = DispatchSemaphore(value: 0)
      try other.db.transaction {
        try other.db.run("UPDATE activities SET name = 'Old' WHERE uuid = ?", [read.uuid])
        _ = try other.addActivity(NewActivity(name: "Read"), for: alice, today: Self.today)
        Thread.detachNewThread {
          sender.send("/activities/\(read.uuid)/edit", [("csrf", token), ("name", "Read"), ("goal", "5/week")])
          sent.signal()
        }
        Thread.sleep(forTimeInterval: 0.5)
      }
      sent.wait()
      // Then the name is refused as the new Read's, with the form again, and neither activity changed. (Looked up
      // before its transaction, the edit wrote Read over Old with the goal, and the name's uniqueness failed.)
      let reply = try sender.result()
      #expect(reply.status == 422)
      #expect(reply.body.contains("Alice already has an activity named &#39;Read&#39;"))
      #expect(reply.body.contains("action=\"/activities/\(read.uuid)/edit\""))
      let old = try other.activity("Old", of: alice)
      #expect(old.uuid == read.uuid && old.goals == read.goals)
      #expect(try other.activity("Read", of: alice).goals.map(\.goal.spec) == ["1/day"])
    }

    // MARK: Today's undo, skip and fail

    @Test("A member removed while signed in is sent to pick a member, and that session is over")
    func removedMemberIsSentToPickOne() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      let read = try app.read()
      let database = try app.database()
      try database.removeUser(try database.user(named: "alice"))
      let reply = try client.post("/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-20")])
      #expect(reply.location == "/members")
      // The session ended with it: its later forms are refused as expired, and write nothing
      let started = try client.post("/challenges/start", [("csrf", csrf), ("name", "Read"), ("days", "21")])
      #expect(started.status == 403)
      let edited = try client.post("/activities/\(read.uuid)/edit", [("csrf", csrf), ("name", "Read")])
      #expect(edited.status == 403)
      #expect(try client.get("/today").location == "/members")
      #expect(try database.users().map(\.name) == ["bob"])
    }

    @Test("Undo takes back today's latest completion, then says there is nothing to take back")
    func undoToday() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      let read = try app.read()
      _ = try client.post("/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-20"), ("back", "/today")])
      #expect(try app.completions() == 3)
      let undone = try client.post(
        "/activities/\(read.uuid)/undo", [("csrf", csrf), ("day", "2026-11-20"), ("back", "/today")])
      #expect(undone.location == "/today")
      let page = try client.get("/today").body
      #expect(page.contains("Read: taken back for today."))
      #expect(page.contains("data-streak=\"2\""))
      #expect(try app.completions() == 2)
      _ = try client.post("/activities/\(read.uuid)/undo", [("csrf", csrf), ("day", "2026-11-20")])
      #expect(try client.get("/today").body.contains("Read: nothing to take back for today."))
      #expect(try app.completions() == 2)
    }

    @Test("Skip and fail mark today; an undo takes the mark back; a day with completions cannot be failed")
    func skipAndFail() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      let read = try app.read()
      let database = try app.database()

      _ = try client.post("/activities/\(read.uuid)/skip", [("csrf", csrf), ("day", "2026-11-20")])
      #expect(try client.get("/today").body.contains("Read: skipped today."))
      #expect(try database.marks(of: read) == [Self.today: .skipped])

      _ = try client.post("/activities/\(read.uuid)/fail", [("csrf", csrf), ("day", "2026-11-20")])
      var page = try client.get("/today").body
      #expect(page.contains("Read: failed today."))
      #expect(page.contains("data-streak=\"0\""))
      #expect(try database.marks(of: read) == [Self.today: .failed])

      _ = try client.post("/activities/\(read.uuid)/undo", [("csrf", csrf), ("day", "2026-11-20")])
      page = try client.get("/today").body
      #expect(page.contains("Read: taken back for today."))
      #expect(page.contains("data-streak=\"2\""))
      #expect(try database.marks(of: read).isEmpty)

      let refused = try client.post("/activities/\(read.uuid)/fail", [("csrf", csrf), ("day", "2026-11-19")])
      #expect(refused.status == 400)
      #expect(refused.body.contains("Nothing was changed."))
      #expect(try database.marks(of: read).isEmpty)
      #expect(try app.completions() == 2)
    }

    @Test("Fail's notice offers an Undo that takes the mark back; a card with nothing to take back has no Undo")
    func failNoticeOffersUndo() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      let read = try app.read()
      let database = try app.database()
      let cardUndo = "aria-label=\"Undo: Read\""
      let noticeUndo = "aria-label=\"Undo what was just recorded for Read\""
      // Given nothing recorded today: the card offers no Undo
      #expect(!(try client.get("/today").body.contains(cardUndo)))
      // When Fail is tapped
      _ = try client.post("/activities/\(read.uuid)/fail", [("csrf", csrf), ("day", "2026-11-20"), ("back", "/today")])
      // Then the notice says so with an Undo for that day, and the card has its Undo too
      var page = try client.get("/today").body
      #expect(page.contains("Read: failed today."))
      let notice = try #require(page.range(of: "<div class=\"notice row\"")?.lowerBound)
      let flash = String(page[notice...].prefix { $0 != "\n" }.split(separator: "</div>")[0])
      #expect(flash.contains(noticeUndo) && flash.contains("action=\"/activities/\(read.uuid)/undo\""), "\(flash)")
      #expect(flash.contains("name=\"day\" value=\"2026-11-20\"") && flash.contains("name=\"back\" value=\"/today\""))
      #expect(page.contains(cardUndo))
      // And the notice's Undo takes the mark back
      _ = try client.post(
        "/activities/\(read.uuid)/undo", [("csrf", csrf), ("day", "2026-11-20"), ("back", "/today")])
      page = try client.get("/today").body
      #expect(try database.marks(of: read).isEmpty)
      #expect(page.contains("Read: taken back for today.") && !page.contains(noticeUndo) && !page.contains(cardUndo))
      // And a page shown again has no notice left to undo
      #expect(!(try client.get("/today").body.contains(noticeUndo)))
    }

    @Test("A partial amount is announced as partial, as `habit done` says it, and the card shows the amount so far")
    func partialAmountIsNotDone() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var book = NewActivity(name: "Book")
      (book.requiredAmount, book.unit) = (20, "pages")
      let database = try app.database()
      let added = try database.addActivity(book, for: try database.user(named: "alice"), today: Self.today)
      var (client, csrf) = try app.signedIn("alice")
      _ = try client.post(
        "/activities/\(added.uuid)/done", [("csrf", csrf), ("day", "2026-11-20"), ("amount", "16"), ("back", "/today")])
      let page = try client.get("/today").body
      #expect(page.contains("◐ Book: 16 of 20 pages today."))
      #expect(!page.contains("Book: done"))
      #expect(page.contains("<span class=\"dim progress\">0/1 today · 16/20 pages</span>"))
    }

    // MARK: The plan page beyond ticking tasks off

    @Test("The plan page changes the plan, marks the goal achieved and not yet, and shows every plan")
    func planChangeAchieveAndLog() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      let tasks = [("task1", "Draft"), ("task2", "Charts"), ("task3", "Send")]
      _ = try client.post("/plan", [("csrf", csrf), ("goal", "Ship the report")] + tasks)
      var page = try client.get("/plan").body
      // The plan's form, filled with it, to change it; the goal's buttons; the log's link
      #expect(page.contains("<summary>Change today's plan</summary>"))
      #expect(page.contains("name=\"goal\" maxlength=\"200\" required value=\"Ship the report\""))
      #expect(page.contains("action=\"/plan/achieve\"") && !page.contains("action=\"/plan/unachieve\""))
      #expect(page.contains("href=\"/plan/log\""))

      let achieved = try client.post("/plan/achieve", [("csrf", csrf)])
      #expect(achieved.location == "/plan")
      page = try client.get("/plan").body
      #expect(page.contains("<span class=\"state done\">Achieved</span>"))
      #expect(page.contains("action=\"/plan/unachieve\"") && !page.contains("action=\"/plan/achieve\""))
      let database = try app.database()
      let alice = try database.user(named: "alice")
      #expect(try database.todaysPlan(for: alice, today: Self.today).plan?.isFullySuccessful == true)

      _ = try client.post("/plan/unachieve", [("csrf", csrf)])
      #expect(try database.todaysPlan(for: alice, today: Self.today).plan?.goalAchieved == false)

      _ = try client.post(
        "/plan",
        [("csrf", csrf), ("goal", "Ship the report"), ("task1", "Draft"), ("task2", "Tables"), ("task3", "Send")])
      page = try client.get("/plan").body
      #expect(page.contains(escaped("Today's plan is changed.")))
      let plan = try #require(try database.todaysPlan(for: alice, today: Self.today).plan)
      #expect(plan.tasks.map(\.title) == ["Draft", "Tables", "Send"])
      #expect(plan.tasks.map(\.done) == [true, false, true])

      let log = try client.get("/plan/log")
      #expect(log.status == 200)
      #expect(log.body.contains("data-day=\"2026-11-20\"") && log.body.contains("Ship the report"))
      #expect(log.body.contains("○ Tables") && log.body.contains("✔ Draft"))
    }

    private func escaped(_ text: String) -> String { HTML.escape(text) }
  }
}

/// A client handed to the thread that sends one form with it; the reply (or the error) is read after.
private final class Sender: @unchecked Sendable {
  private var client: HTTPTestClient
  private var reply: Result<HTTPTestClient.Reply, any Error>?
  init(_ client: HTTPTestClient) { self.client = client }

  func send(_ path: String, _ fields: [(String, String)]) { reply = Result { try client.post(path, fields) } }

  func result() throws -> HTTPTestClient.Reply {
    guard let reply else { throw TestFailure("nothing was sent") }
    return try reply.get()
  }
}
