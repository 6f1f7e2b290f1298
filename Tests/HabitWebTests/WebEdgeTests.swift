import Foundation
import HabitCore
import SQLite
import Testing

@testable import HabitStore
@testable import HabitWeb

#if canImport(Glibc)
  import Glibc
#endif

/// The server's edges under attack: held connections, planted and stale sessions, foreign names and origins, a
/// costly PIN, the file replaced underneath, another process's lock; each through real sockets.
///
/// Nested in `WebAppTests` so that its serialization covers these too.
extension WebAppTests {
  @Suite("Web app: connections, sessions, names, PINs and the file under attack")
  struct Edges {
    // MARK: Connections

    @Test("Connections that send nothing, or a request head byte by byte, are closed, and others are answered")
    func heldConnectionsAreClosed() async throws {
      let app = try await ServedApp.start(connections: ConnectionLimits(idleSeconds: 1, maximum: 4))
      defer { app.stop() }
      // Given more connections than the server serves at once, some silent, some sending a head slowly
      let silent = try (0..<6).map { _ in try RawConnection(port: app.port) }
      let slow = try (0..<2).map { _ in try RawConnection(port: app.port) }
      for connection in slow { connection.send("GET /members HTTP/1.1\r\nHost: 127.0.0.1\r\n") }
      for _ in 0..<4 {
        try await Task.sleep(for: .milliseconds(400))
        for connection in slow { connection.send("X-Slow: 1\r\n") }
      }
      // Then a page is still answered
      var client = app.client()
      #expect(try client.get("/members").status == 200)
      // And every held connection is closed by the server, without an answer
      for connection in silent + slow { #expect(connection.waitForClose(seconds: 10) == .closed) }
    }

    // MARK: Sessions

    @Test("Signing in gives the browser a new session: a cookie planted before stays signed out")
    func sessionRenewedAtSignIn() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      // Given a session cookie an attacker obtained (a page on another port of this host could plant it)
      var attacker = app.client()
      let members = try attacker.get("/members")
      let csrf = try #require(members.body.csrfToken)
      var victim = attacker
      // When bob signs in with his PIN in that session
      let picked = try victim.post(
        "/members/pick", [("csrf", csrf), ("member", try app.uuid(of: "bob")), ("pin", "4321")])
      #expect(picked.location == "/today")
      // Then bob's browser has a new session, and the planted one is not bob's
      #expect(victim.cookie != attacker.cookie)
      #expect(try victim.get("/today").status == 200)
      let planted = try attacker.get("/today")
      #expect(planted.status == 303)
      #expect(planted.location == "/members")
      let read = try app.read()
      let forged = try attacker.post("/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-20")])
      #expect(forged.status == 403)
      #expect(try app.completions() == 2)
    }

    @Test("Setting, changing or removing a member's PIN ends that member's sessions")
    func pinChangeEndsSessions() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (bob, _) = try app.signedIn("bob", pin: "4321")
      var (alice, aliceCSRF) = try app.signedIn("alice")
      #expect(try bob.get("/today").status == 200)
      // When bob's PIN is changed (from the command line, say) and alice is given one
      let database = try app.database()
      try database.protect(try database.user(named: "bob"), pin: "9876", iterations: PINHash.minimumIterations)
      try database.protect(try database.user(named: "alice"), pin: "1357", iterations: PINHash.minimumIterations)
      // Then both are signed out, and a form of theirs writes nothing
      #expect(try bob.get("/today").location == "/members")
      let read = try app.read()
      let form = try alice.post("/activities/\(read.uuid)/done", [("csrf", aliceCSRF), ("day", "2026-11-20")])
      #expect(form.location == "/members")
      #expect(try alice.get("/today").location == "/members")
      #expect(try app.completions() == 2)
      // And the new PIN signs bob in again
      var (again, _) = try app.signedIn("bob", pin: "9876")
      #expect(try again.get("/today").status == 200)
      try database.unprotect(try database.user(named: "bob"))
      #expect(try again.get("/today").location == "/members")
    }

    @Test("A session ends after its idle time, and after its lifetime however often it is used")
    func sessionsExpire() async throws {
      let app = try await ServedApp.start(sessionLimits: SessionLimits(idle: 1, lifetime: 2.5))
      defer { app.stop() }
      var (idle, _) = try app.signedIn("alice")
      var (busy, _) = try app.signedIn("alice")
      for _ in 0..<3 {
        try await Task.sleep(for: .milliseconds(600))
        #expect(try busy.get("/today").status == 200)
      }
      #expect(try idle.get("/today").location == "/members")
      try await Task.sleep(for: .milliseconds(1000))
      #expect(try busy.get("/today").location == "/members")
    }

    @Test("Requests without a cookie, however many, sign no one out")
    func anonymousFloodEvictsNoSignedInSession() async throws {
      let app = try await ServedApp.start(sessionLimits: SessionLimits(idle: 3600, lifetime: 3600, anonymous: 20))
      defer { app.stop() }
      var (alice, _) = try app.signedIn("alice")
      for _ in 0..<60 {
        var stranger = app.client()
        _ = try stranger.get("/members")
      }
      #expect(try alice.get("/today").status == 200)
      #expect(app.sessionCounts.anonymous <= 20)
    }

    // MARK: Names and origins

    @Test("A request for another host name is refused (DNS rebinding); this server's names are answered")
    func foreignHostRefused() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var client = app.client()
      let rebound = try client.send("GET", "/members", headers: [("Host", "attacker.example:\(app.port)")])
      #expect(rebound.status == 421)
      #expect(!rebound.body.contains("alice"))
      #expect(rebound.header("Set-Cookie") == nil)
      #expect(try client.send("GET", "/members", headers: [("Host", "localhost:\(app.port)")]).status == 200)
      #expect(try client.send("GET", "/members", headers: [("Host", "127.0.0.1:\(app.port)")]).status == 200)
      // A form sent to the rebound name writes nothing
      var (member, csrf) = try app.signedIn("alice")
      let read = try app.read()
      let written = try member.post(
        "/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-20")],
        headers: [("Host", "attacker.example:\(app.port)")])
      #expect(written.status == 421)
      #expect(try app.completions() == 2)
    }

    @Test("A form sent from a page of another origin is refused, even with the right token")
    func foreignOriginRefused() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (member, csrf) = try app.signedIn("alice")
      let read = try app.read()
      for origin in ["http://127.0.0.1:\(app.port + 1)", "http://attacker.example", "null"] {
        let reply = try member.post(
          "/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-20")], headers: [("Origin", origin)])
        #expect(reply.status == 403, "\(origin)")
      }
      #expect(try app.completions() == 2)
      let same = try member.post(
        "/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-20")],
        headers: [("Origin", "http://127.0.0.1:\(app.port)")])
      #expect(same.status == 303)
      #expect(try app.completions() == 3)
    }

    // MARK: PINs

    @Test("One member's costly PIN check does not hold up another member's sign-in")
    func pinChecksOfMembersRunApart() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      // Given carol protected with a quick PIN, and bob's stored PIN asking for many iterations (seconds to check)
      let database = try app.database()
      let carol = try database.addUser(named: "carol")
      try database.protect(carol, pin: "2468", iterations: PINHash.minimumIterations)
      let bob = try database.user(named: "bob")
      try Connection(path: app.path).execute(
        "UPDATE user_pins SET iterations = \(4 * PINHash.minimumIterations) WHERE user_id = \(bob.id)")
      // When bob's PIN is being checked
      var visitor = app.client()
      let pickCSRF = try #require(try visitor.get("/members").body.csrfToken)
      let picked = Answers()
      let pick = Thread { [visitor] in
        var picker = visitor
        _ = try? picker.post("/members/pick", [("csrf", pickCSRF), ("member", bob.uuid), ("pin", "0000")])
        picked.add(1)
      }
      pick.start()
      let attempts = try Connection(path: app.path, access: .readOnly)
      try await picked.wait(until: { try attempts.scalar("SELECT count(*) FROM pin_attempts", as: Int.self) != 0 })
      #expect(picked.statuses.isEmpty, "the PIN was checked before the test could look: hash with more iterations")
      // Then carol signs in while bob's check still runs
      var (carolClient, _) = try app.signedIn("carol", pin: "2468")
      #expect(picked.statuses.isEmpty, "carol's sign-in waited for bob's PIN check")
      #expect(try carolClient.get("/today").status == 200)
      try await picked.wait(for: 1)
    }

    // MARK: The file and its lock

    @Test("The file deleted or replaced under the server: forms are refused with a page, nothing is written")
    func replacedFileRefusesWrites() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var (client, csrf) = try app.signedIn("alice")
      let read = try app.read()
      // When the file is moved away (with its -wal and -shm) and another household's file put in its place
      let moved = app.path + ".moved"
      for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: app.path + suffix) {
        try FileManager.default.moveItem(atPath: app.path + suffix, toPath: moved + suffix)
      }
      defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: moved + suffix) } }
      let other = try HabitDatabase.open(path: app.path)
      _ = try other.addUser(named: "mallory")
      for (index, day) in ["2026-11-20", "2026-11-19"].enumerated() {
        let reply = try client.post("/activities/\(read.uuid)/done", [("csrf", csrf), ("day", day)])
        // Then the check-in is refused with a page saying why
        #expect(reply.status == 503, "check-in \(index)")
        #expect(reply.body.contains("deleted or replaced"))
      }
      // And neither file got it
      #expect(try other.snapshot { try other.users().map(\.name) } == ["mallory"])
      #expect(
        try Connection(path: app.path, access: .readOnly).scalar("SELECT count(*) FROM completions", as: Int.self) == 0)
      let original = try HabitDatabase.open(path: moved)
      #expect(
        try original.completions(of: try original.activity("Read", of: try original.user(named: "alice"))).count == 2)
      // And deleting the file is refused alike
      try FileManager.default.removeItem(atPath: app.path)
      let gone = try client.post("/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-20")])
      #expect(gone.status == 503)
    }

    @Test("Forms waiting for another process's lock get 503, Retry-After and the command line's sentence, together")
    func busyAnswers503() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      let (client, csrf) = try app.signedIn("alice")
      let read = try app.read()
      // Given another process holding the write lock longer than a command waits
      let importer = try Connection(path: app.path, access: .readWrite)
      try importer.execute("BEGIN IMMEDIATE")
      defer { try? importer.execute("ROLLBACK") }
      // When three check-ins come in at once
      let answered = Answers()
      let replies = Replies()
      let started = Date()
      for _ in 0..<3 {
        let poster = client
        Thread {
          var poster = poster
          let reply = try? poster.post("/activities/\(read.uuid)/done", [("csrf", csrf), ("day", "2026-11-20")])
          replies.add(reply)
          answered.add(reply?.status ?? 0)
        }.start()
      }
      try await answered.wait(for: 3)
      let waited = Date().timeIntervalSince(started)
      // Then each is answered 503 after about the command line's 5 seconds, not one 5 seconds after another
      #expect(answered.statuses == [503, 503, 503])
      #expect(waited >= 4.5 && waited < 9, "\(waited) s")
      for reply in replies.all {
        #expect(reply.header("Retry-After") == "5")
        #expect(reply.body.contains("The database is busy: another process kept it locked for more than 5 seconds."))
      }
      #expect(try app.completions() == 2)
    }

    @Test("HEAD is answered like GET, without the body")
    func headLikeGet() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var client = app.client()
      let head = try client.send("HEAD", "/members")
      #expect(head.status == 200)
      #expect(head.header("Content-Type") == "text/html; charset=utf-8")
      #expect(head.body.isEmpty)
    }
  }
}

/// Replies gathered from threads.
final class Replies: @unchecked Sendable {
  private let lock = NSLock()
  private var received: [HTTPTestClient.Reply] = []

  func add(_ reply: HTTPTestClient.Reply?) {
    lock.lock()
    if let reply { received.append(reply) }
    lock.unlock()
  }

  var all: [HTTPTestClient.Reply] {
    lock.lock()
    defer { lock.unlock() }
    return received
  }
}

/// A bare TCP connection to the served app, for sending partial requests and seeing whether the server closes it.
final class RawConnection {
  enum Outcome: Equatable { case closed, answered, stillOpen }
  let descriptor: Int32

  init(port: Int) throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw TestFailure("socket: \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw TestFailure("connect: \(errno)") }
  }

  deinit { close(descriptor) }

  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }

  /// Waits up to `seconds` for the server to close the connection (end of file, or a reset).
  func waitForClose(seconds: Int) -> Outcome {
    var timeout = timeval(tv_sec: seconds, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(descriptor, &buffer, buffer.count)
    if count == 0 || (count < 0 && errno == ECONNRESET) { return .closed }
    return count > 0 ? .answered : .stillOpen
  }
}
