import Foundation
import HabitCore
import HabitScreens
import HabitStore
import SQLite
import Testing

@testable import HabitWeb

/// The app served on a free loopback port over a real database file, spoken to through real sockets.
final class ServedApp {
  static let today = Day(year: 2026, month: 11, day: 20)!
  let path: String
  let port: Int
  private let web: WebApp
  private let task: Task<Void, any Error>

  private init(path: String, port: Int, web: WebApp, task: Task<Void, any Error>) {
    self.path = path
    self.port = port
    self.web = web
    self.task = task
  }

  /// How many sessions the app keeps, signed in and not.
  var sessionCounts: (signedIn: Int, anonymous: Int) { web.sessions.counts }

  /// Given a household (alice with Read done the two days before today; bob protected by PIN 4321), serve it.
  static func start(
    pinLockSeconds: Double = 60, sessionLimits: SessionLimits = .standard, connections: ConnectionLimits = .standard,
    now: Now = .pinned(ServedApp.today), dayStart: DayStart? = nil
  ) async throws -> ServedApp {
    let path = NSTemporaryDirectory() + "habit-web-\(UUID().uuidString).sqlite"
    let database = try HabitDatabase.open(path: path)
    let alice = try database.addUser(named: "alice")
    let bob = try database.addUser(named: "bob")
    let read = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today.adding(days: -10))
    for back in 1...2 { _ = try database.recordCompletion(read, on: today.adding(days: -back)) }
    try database.protect(bob, pin: "4321", iterations: PINHash.minimumIterations)
    if let dayStart { try database.setDayStart(dayStart, for: nil) }
    // Hummingbird logs each start at info and each stop at error level (a cancelled server): dozens of lines in
    // scripts/test's output that say nothing about the tests. It reads its level from LOG_LEVEL; a level set
    // by whoever runs the tests is kept.
    setenv("LOG_LEVEL", "critical", 0)
    let app = try WebApp(
      databasePath: path, now: { now }, pinLockSeconds: pinLockSeconds, wrongPINDelay: 0,
      sessionLimits: sessionLimits, connections: connections)
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let task = Task { try await app.run(host: "127.0.0.1", port: 0) { continuation.yield($0) } }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else { throw TestFailure("the server did not start") }
    return ServedApp(path: path, port: port, web: app, task: task)
  }

  func client() -> HTTPTestClient { HTTPTestClient(port: port) }

  /// A client that has picked `member` (with `pin` for a protected one) and holds a page's form token.
  func signedIn(_ member: String, pin: String? = nil) throws -> (HTTPTestClient, csrf: String) {
    var client = client()
    let members = try client.get("/members")
    guard let csrf = members.body.csrfToken else { throw TestFailure("no form token on /members") }
    var fields = [("csrf", csrf), ("member", try uuid(of: member))]
    if let pin { fields.append(("pin", pin)) }
    _ = try client.post("/members/pick", fields)
    let today = try client.get("/today")
    guard today.status == 200, let token = today.body.csrfToken else { throw TestFailure("not signed in: \(today)") }
    return (client, token)
  }

  func database() throws -> HabitDatabase { try HabitDatabase.open(path: path) }

  func uuid(of member: String) throws -> String { try database().user(named: member).uuid }

  func read() throws -> Activity {
    let database = try database()
    return try database.activity("Read", of: try database.user(named: "alice"))
  }

  func completions() throws -> Int { try database().completions(of: try read()).count }

  func stop() {
    task.cancel()
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
  }
}

/// Serialized: the client blocks on its socket, and a test must not hold every thread the served app needs.
@Suite("Web app: sessions, forms and pages over a served database", .serialized)
struct WebAppTests {
  @Test("A first visit gets an HttpOnly, SameSite=Strict session cookie and is sent to pick a member")
  func sessionCookie() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    var client = app.client()
    let reply = try client.get("/today")
    #expect(reply.status == 303)
    #expect(reply.location == "/members")
    let cookie = try #require(reply.header("Set-Cookie"))
    #expect(cookie.contains("HttpOnly"))
    #expect(cookie.contains("SameSite=Strict"))
    #expect(cookie.contains("Path=/"))
  }

  @Test("A check-in from today's page is recorded and the streak on the page goes from 2 to 3 days")
  func checkIn() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    var (client, csrf) = try app.signedIn("alice")
    let read = try app.read()
    #expect(try client.get("/today").body.contains("data-streak=\"2\""))
    let reply = try client.post(
      "/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-20"), ("back", "/today")])
    #expect(reply.status == 303)
    #expect(reply.location == "/today")
    let page = try client.get("/today").body
    #expect(page.contains("data-streak=\"3\""))
    #expect(page.contains("✓ Read done today."))
    #expect(try app.completions() == 3)
  }

  @Test("Before the household's day start, the web's today is still yesterday, as on the command line")
  func dayStartTurnsTheDayLate() async throws {
    // Given the household's day starting at 04:00, and the clock at 01:30 on the 21st
    let early = LocalTime(day: ServedApp.today.adding(days: 1), minutes: 90)
    let app = try await ServedApp.start(now: .time(early), dayStart: try DayStart(parsing: "04:00"))
    defer { app.stop() }
    var (client, csrf) = try app.signedIn("alice")
    let read = try app.read()
    // Then her pages take the 20th for today: the today page's forms, and the activity page's pause form
    #expect(try client.get("/today").body.contains("name=\"day\" value=\"2026-11-20\""))
    let activity = try client.get("/activities/\(read.uuid)").body
    #expect(activity.contains("id=\"pause-from\" type=\"date\" name=\"from\" value=\"2026-11-20\""))
    // When alice marks Read done for today, it is the 20th that is done, and the 21st is still to come
    let done = try client.post("/activities/\(read.uuid)/done", [("csrf", csrf)])
    #expect(done.status == 303)
    #expect(try app.database().completions(of: read).map(\.day).max() == ServedApp.today)
    let tomorrow = try client.post("/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-21")])
    #expect(tomorrow.status == 400)
    #expect(tomorrow.body.contains("2026-11-21 is after today (2026-11-20)"))
  }

  @Test("A form without its CSRF token, or with another session's, is refused and writes nothing")
  func csrfRefused() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    var (client, csrf) = try app.signedIn("alice")
    let read = try app.read()
    let missing = try client.post("/activities/\(read.uuid)/done", [("day", "2026-11-20")])
    #expect(missing.status == 403)
    #expect(missing.body.contains("security token"))
    let (_, otherToken) = try app.signedIn("alice")
    let foreign = try client.post("/activities/\(read.uuid)/done", [("csrf", otherToken), ("day", "2026-11-20")])
    #expect(foreign.status == 403)
    var stranger = app.client()
    let noSession = try stranger.post("/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-20")])
    #expect(noSession.status == 403)
    // The token twice (the right one and another) is no token; the field's name percent-encoded is not the field
    let twice = try client.post("/activities/\(read.uuid)/done", [("csrf", csrf), ("csrf", otherToken)])
    #expect(twice.status == 403)
    let encoded = try client.send(
      "POST", "/activities/\(read.uuid)/done", body: "cs%72f=\(csrf)&day=2026-11-20",
      contentType: "application/x-www-form-urlencoded")
    #expect(encoded.status == 403)
    #expect(try app.completions() == 2)
    // The token as the page gave it, anywhere in the form, is the token
    let last = try client.send(
      "POST", "/activities/\(read.uuid)/done", body: "day=2026-11-20&xcsrf=1&csrf=\(csrf)",
      contentType: "application/x-www-form-urlencoded")
    #expect(last.status == 303)
    #expect(try app.completions() == 3)
  }

  @Test("A protected member needs the PIN; three wrong PINs lock the member, even against the right one")
  func pinRequired() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    var client = app.client()
    let csrf = try #require(try client.get("/members").body.csrfToken)
    let bob = try app.uuid(of: "bob")
    let noPIN = try client.post("/members/pick", [("csrf", csrf), ("member", bob)])
    #expect(noPIN.location == "/members")
    #expect(try client.get("/today").location == "/members")
    #expect(try client.get("/members").body.contains("Wrong PIN for bob"))
    _ = try client.post("/members/pick", [("csrf", csrf), ("member", bob), ("pin", "0000")])
    _ = try client.post("/members/pick", [("csrf", csrf), ("member", bob), ("pin", "1111")])
    let locked = try client.post("/members/pick", [("csrf", csrf), ("member", bob), ("pin", "4321")])
    #expect(locked.location == "/members")
    #expect(try client.get("/members").body.contains("Too many wrong PINs"))
    #expect(try client.get("/today").location == "/members")
    // The lock is in the database file, for the command line too
    let database = try app.database()
    let now = Int(Date().timeIntervalSince1970)
    #expect(try database.pinLock(of: try database.user(named: "bob"), now: now)?.failures == 3)
  }

  @Test("Wrong PINs another process counted in the file lock the member here, from the first try")
  func pinLockFromTheFile() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    // Given three wrong PINs for bob checked by another process (the command line, say)
    let database = try app.database()
    let bob = try database.user(named: "bob")
    // (each at its own time: a debug build's hash takes seconds on a loaded machine, and the lock runs from the third)
    for pin in ["0000", "1111", "2222"] {
      _ = try database.checkPIN(pin, of: bob, now: Int(Date().timeIntervalSince1970))
    }
    // When the right PIN comes through the web app, bob stays locked
    var client = app.client()
    let csrf = try #require(try client.get("/members").body.csrfToken)
    let locked = try client.post("/members/pick", [("csrf", csrf), ("member", bob.uuid), ("pin", "4321")])
    #expect(locked.location == "/members")
    #expect(try client.get("/members").body.contains("Too many wrong PINs: try again in"))
    #expect(try client.get("/today").location == "/members")
  }

  @Test("The right PIN opens a protected member's today")
  func pinAccepted() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    var (client, _) = try app.signedIn("bob", pin: "4321")
    #expect(try client.get("/today").body.contains("<span class=\"who\">bob</span>"))
  }

  @Test("Tapping a past day on the calendar adds a completion, tapping it again removes it")
  func calendarToggle() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    var (client, csrf) = try app.signedIn("alice")
    let read = try app.read()
    let page = try client.get("/activities/\(read.uuid)?month=2026-11").body
    #expect(page.contains("data-day=\"2026-11-15\" data-status=\"empty\""))
    let added = try client.post("/activities/\(read.uuid)/toggle", [("csrf", csrf), ("day", "2026-11-15")])
    #expect(added.location == "/activities/\(read.uuid)?month=2026-11")
    #expect(try client.get(added.location!).body.contains("data-day=\"2026-11-15\" data-status=\"done\""))
    #expect(try app.completions() == 3)
    _ = try client.post("/activities/\(read.uuid)/toggle", [("csrf", csrf), ("day", "2026-11-15")])
    #expect(try client.get(added.location!).body.contains("data-day=\"2026-11-15\" data-status=\"empty\""))
    #expect(try app.completions() == 2)
  }

  @Test("A day after today is refused with a sentence, and nothing is written")
  func futureDayRefused() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    var (client, csrf) = try app.signedIn("alice")
    let read = try app.read()
    let reply = try client.post("/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-21")])
    #expect(reply.status == 400)
    #expect(reply.body.contains("2026-11-21 is after today (2026-11-20)"))
    #expect(try app.completions() == 2)
  }

  @Test("A form that cannot be read (a field sent twice, a broken escape) is a 400 with a sentence; nothing is written")
  func unreadableFormRefused() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    var (client, csrf) = try app.signedIn("alice")
    let read = try app.read()
    let twice = try client.post(
      "/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-19"), ("day", "2026-11-18")])
    #expect(twice.status == 400, "\(twice.body)")
    #expect(twice.body.contains("The form sent could not be read"), "\(twice.body)")
    let broken = try client.send(
      "POST", "/activities/\(read.uuid)/done", body: "csrf=\(csrf)&note=100%zz",
      contentType: "application/x-www-form-urlencoded")
    #expect(broken.status == 400, "\(broken.body)")
    // Fields a form does not have are ignored: the form is still the form it is.
    let extra = try client.post(
      "/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-19"), ("colour", "red")])
    #expect(extra.status == 303, "\(extra.body)")
    #expect(try app.completions() == 3)
  }

  @Test("Check-ins waiting for another process's write lock hold up no page, and all land once it is free")
  func pagesDoNotWaitForWaitingWrites() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    let (client, csrf) = try app.signedIn("alice")
    let read = try app.read()
    // Given another process's write under way (an import's): it holds the write lock
    let importer = try Connection(path: app.path, access: .readWrite)
    try importer.execute("PRAGMA busy_timeout = 5000; BEGIN IMMEDIATE")
    // When eight check-ins come in, and wait for it
    let answered = Answers()
    var threads: [Thread] = []
    for _ in 0..<8 {
      let poster = client
      let thread = Thread {
        var poster = poster
        let reply = try? poster.post(
          "/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-20"), ("back", "/today")])
        answered.add(reply?.status ?? 0)
      }
      thread.start()
      threads.append(thread)
    }
    try await Task.sleep(for: .milliseconds(500))
    // Then today's page and the members page answer while the lock is still held and no check-in has answered
    var reader = client
    let today = try reader.get("/today")
    let members = try reader.get("/members")
    #expect(today.status == 200 && today.body.contains("Read"))
    #expect(members.status == 200)
    #expect(answered.statuses.isEmpty, "\(answered.statuses)")
    // And once the other write ends, every check-in is written and acknowledged
    try importer.execute("COMMIT")
    try await answered.wait(for: 8)
    #expect(answered.statuses == Array(repeating: 303, count: 8))
    #expect(try app.completions() == 10)
  }

  @Test("A check-in does not wait for another member's PIN being hashed")
  func checkInsDoNotWaitForAPINCheck() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    let (client, csrf) = try app.signedIn("alice")
    let read = try app.read()
    // Given bob's stored PIN asking for twice the iterations it was made with, so that checking a PIN against it
    // takes seconds (in a debug build) and never matches
    let database = try app.database()
    let bob = try database.user(named: "bob")
    let iterations = 2 * PINHash.minimumIterations
    try Connection(path: app.path).execute("UPDATE user_pins SET iterations = \(iterations)")
    // When bob's PIN is being checked (the attempt is counted before the hash runs)
    var visitor = app.client()
    let members = try visitor.get("/members")
    let pickCSRF = try #require(members.body.csrfToken)
    let picked = Answers()
    let pick = Thread { [visitor] in
      var picker = visitor
      let reply = try? picker.post("/members/pick", [("csrf", pickCSRF), ("member", bob.uuid), ("pin", "4321")])
      picked.add(reply?.location == "/members" ? 1 : 0)
    }
    pick.start()
    let attempts = try Connection(path: app.path, access: .readOnly)
    try await picked.wait(until: { try attempts.scalar("SELECT count(*) FROM pin_attempts", as: Int.self) != 0 })
    #expect(picked.statuses.isEmpty, "the PIN was checked before the test could look: hash with more iterations")
    // Then alice's check-in is written and answered while the hash still runs
    var poster = client
    let checkIn = try poster.post(
      "/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-20"), ("back", "/today")])
    #expect(checkIn.status == 303)
    #expect(picked.statuses.isEmpty, "the check-in waited for the PIN check")
    #expect(try app.completions() == 3)
    // And bob's answer comes once the hash is done: a wrong PIN, sent back to the members page
    try await picked.wait(for: 1)
    #expect(picked.statuses == [1])
  }

  @Test("Names and notes are escaped: a member named <script> and a note with markup stay text")
  func escaping() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    let database = try app.database()
    let evil = try database.addUser(named: "<script>alert(1)</script>")
    _ = try database.addActivity(NewActivity(name: "<b>bold</b>"), for: evil, today: ServedApp.today)
    var (client, csrf) = try app.signedIn("alice")
    let read = try app.read()
    #expect(try !client.get("/members").body.contains("<script>"))
    #expect(try client.get("/members").body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    _ = try client.post(
      "/activities/\(read.uuid)/done",
      [("csrf", csrf), ("day", "2026-11-19"), ("note", "<img src=x onerror=alert(1)>\"'"), ("back", "/today")])
    let page = try client.get("/activities/\(read.uuid)").body
    #expect(!page.contains("<img"))
    #expect(page.contains("&lt;img src=x onerror=alert(1)&gt;&quot;&#39;"))
    let board = try client.get("/board").body
    #expect(board.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(board.contains("&lt;b&gt;bold&lt;/b&gt;"))
    #expect(!board.contains("<b>bold"))
  }

  @Test("Only the app's routes answer: other paths, traversal and unknown methods get a page, not a file")
  func onlyRoutes() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    var client = app.client()
    for path in ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/static/../Package.swift", "/habit.sqlite"] {
      let reply = try client.get(path)
      #expect(reply.status == 404, "\(path)")
      #expect(!reply.body.contains("root:"), "\(path)")
      #expect(reply.body.contains("There is no such page here."), "\(path)")
    }
    #expect(try client.send("DELETE", "/today").status == 404)
  }

  @Test(
    "An activity in a URL is its id: its name, an id's prefix or an unknown action finds nothing and writes nothing")
  func activitiesByIDOnly() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    var (client, csrf) = try app.signedIn("alice")
    let read = try app.read()
    for reference in ["Read", "read", "Re", String(read.uuid.prefix(8))] {
      for action in ["done", "toggle", "skip"] {
        let reply = try client.post("/activities/\(reference)/\(action)", [("csrf", csrf), ("day", "2026-11-20")])
        #expect(reply.status == 404, "\(reference) \(action)")
      }
      #expect(try client.get("/activities/\(reference)").status == 404, "\(reference)")
    }
    let unknown = try client.post("/activities/\(read.uuid)/tap", [("csrf", csrf), ("day", "2026-11-20")])
    #expect(unknown.status == 404)
    #expect(try app.completions() == 2)
    #expect(try app.database().marks(of: read).isEmpty)
    // And by its id it is found, in any case
    let done = try client.post("/activities/\(read.uuid.uppercased())/done", [("csrf", csrf), ("day", "2026-11-20")])
    #expect(done.status == 303)
    #expect(try app.completions() == 3)
  }

  @Test("A body over 16 KiB is refused with 413 and nothing is written")
  func bodyLimit() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    var (client, csrf) = try app.signedIn("alice")
    let read = try app.read()
    let note = String(repeating: "x", count: 20_000)
    let reply = try client.post(
      "/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-20"), ("note", note)])
    #expect(reply.status == 413)
    #expect(try app.completions() == 2)
  }

  @Test("Errors reach the browser as a sentence, never a stack trace or an error's internals")
  func noInternals() async throws {
    let app = try await ServedApp.start()
    defer { app.stop() }
    var (client, csrf) = try app.signedIn("alice")
    let unknown = try client.get("/activities/ffffffff-0000/stats")
    #expect(unknown.status == 404)
    #expect(unknown.body.contains("No activity"))
    let badMonth = try client.get("/activities/Read?month=2026-13")
    #expect(badMonth.status == 400)
    let badAmount = try client.post(
      "/activities/\(try app.read().uuid)/done", [("csrf", csrf), ("day", "2026-11-20"), ("amount", "lots")])
    #expect(badAmount.status == 400)
    for reply in [unknown, badMonth, badAmount] {
      #expect(!reply.body.contains("Error("))
      #expect(!reply.body.contains(".swift"))
      #expect(reply.header("Content-Security-Policy")?.contains("default-src 'none'") == true)
    }
  }
}

/// Statuses answered to requests sent from threads of their own.
final class Answers: @unchecked Sendable {
  private let lock = NSLock()
  private var received: [Int] = []

  func add(_ status: Int) {
    lock.lock()
    received.append(status)
    lock.unlock()
  }

  var statuses: [Int] {
    lock.lock()
    defer { lock.unlock() }
    return received
  }

  /// Waits until `condition` holds or an answer has come, or fails once `seconds` have passed without either.
  func wait(until condition: () throws -> Bool, seconds: Double = 120) async throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while try !condition() && statuses.isEmpty {
      guard ContinuousClock.now < deadline else { throw TestFailure("nothing happened in \(seconds) seconds") }
      try await Task.sleep(for: .milliseconds(10))
    }
  }

  /// Waits until `count` answers have come, or fails once `seconds` have passed without them.
  func wait(for count: Int, seconds: Double = 120) async throws {
    let deadline = ContinuousClock.now + .seconds(seconds)
    while statuses.count < count {
      guard ContinuousClock.now < deadline else {
        throw TestFailure("\(statuses.count) of \(count) answers after \(seconds) seconds: \(statuses)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }
}
