import Foundation
import Testing

struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// The JSON API of a real `habit serve` process, spoken to by curl with tokens `habit token add` printed: each
/// answer is what the command line's `--format json` gives for the same thing.
@Suite("The JSON API")
struct APITests {
  /// A household (alice with Read done yesterday and Water, bob protected by a PIN) with a read-write and a
  /// read-only token of alice's, served.
  final class Household {
    let sandbox: Sandbox
    let server: Process
    let port: Int
    let token: String
    let readOnly: String

    /// `hook`: an `on-record` hook's script, in place before the server starts.
    init(hook: String? = nil) throws {
      sandbox = try Sandbox()
      sandbox.environment["XDG_CONFIG_HOME"] = sandbox.directory.appendingPathComponent("config").path
      try sandbox.run("user", "add", "alice")
      try sandbox.run("user", "add", "bob")
      sandbox.environment["HABIT_USER"] = "alice"
      try sandbox.run("add", "Read", "--goal", "1/day", "--amount", "10", "--unit", "pages")
      try sandbox.run("add", "Water", "--goal", "8/day")
      try sandbox.run("done", "Read", "--date", "yesterday", "--amount", "12", "--note", "chapter 3")
      let made = try sandbox.run("token", "add", "phone", "--user", "alice")
      token = made.stdout.trimmingCharacters(in: .newlines)
      readOnly = try sandbox.run("token", "add", "wall", "--user", "alice", "--read-only").stdout
        .trimmingCharacters(in: .newlines)
      if let hook { try HookTests.hook(sandbox, "on-record", hook) }
      server = Process()
      server.executableURL = Sandbox.binary
      server.arguments = ["serve", "--listen", "127.0.0.1:0"]
      server.environment = sandbox.processEnvironment()
      let output = Pipe()
      server.standardOutput = output
      server.standardError = FileHandle.nullDevice
      try server.run()
      var line = ""
      let deadline = Date().addingTimeInterval(60)
      while !line.contains("\n"), server.isRunning, Date() < deadline {
        line += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
      }
      guard let found = line.firstMatch(of: /127\.0\.0\.1:(\d+)/), let port = Int(found.1) else {
        server.terminate()
        throw TestFailure("habit serve printed no address: \(line)")
      }
      self.port = port
    }

    deinit {
      server.terminate()
      server.waitUntilExit()
    }

    struct Reply {
      let status: Int
      let contentType: String
      let body: String
      let seconds: Double
      var json: Any? { try? JSONSerialization.jsonObject(with: Data(body.utf8), options: [.fragmentsAllowed]) }
    }

    /// `curl` with the token (none when nil) and a JSON body when given.
    func curl(_ method: String, _ path: String, token: String?, json: String? = nil, headers: [String] = [])
      throws -> Reply
    {
      var arguments = ["-s", "-X", method, "-w", "\n%{http_code} %{content_type} %{time_total}", "--max-time", "60"]
      if let token { arguments += ["-H", "Authorization: Bearer \(token)"] }
      if let json { arguments += ["-H", "Content-Type: application/json", "--data-binary", json] }
      for header in headers { arguments += ["-H", header] }
      arguments.append("http://127.0.0.1:\(port)\(path)")
      let result = try sandbox.launch(URL(fileURLWithPath: "/usr/bin/curl"), arguments, stdin: "", environment: [:])
      guard let split = result.stdout.lastIndex(of: "\n") else { throw TestFailure("curl: \(result)") }
      let trailer = result.stdout[result.stdout.index(after: split)...].split(separator: " ")
      return Reply(
        status: Int(trailer.first ?? "") ?? 0, contentType: trailer.dropFirst().dropLast().joined(separator: " "),
        body: String(result.stdout[..<split]), seconds: Double(trailer.last ?? "") ?? 0)
    }

    func get(_ path: String) throws -> Reply { try curl("GET", path, token: token) }

    /// What `habit ARGS --format json` prints, parsed.
    func cli(_ arguments: String...) throws -> Any {
      let result = try sandbox.run(arguments + ["--format", "json"])
      #expect(result.status == 0, "\(result)")
      return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    func id(of activity: String) throws -> String {
      let list = try #require(try cli("list") as? [[String: Any]])
      return try #require(list.first { $0["name"] as? String == activity }?["id"] as? String)
    }

    func completions() throws -> String {
      try sandbox.sqlite3(sandbox.defaultDatabase, "SELECT day, amount, note FROM completion_log ORDER BY 1, 2")
    }
  }

  @Test("Each read answers exactly what the command line's --format json gives for it")
  func readsAreTheCommandLinesJSON() throws {
    let house = try Household()
    let read = try house.id(of: "Read")
    let pairs: [(String, Any)] = [
      ("/api/v1/today", try house.cli("today")),
      ("/api/v1/activities", try house.cli("list", "--all")),
      ("/api/v1/board", try house.cli("board")),
      ("/api/v1/members", try house.cli("user", "list")),
      ("/api/v1/activities/\(read)", ["activity": try house.cli("show", read), "stats": try house.cli("stats", read)]),
    ]
    for (path, expected) in pairs {
      let reply = try house.get(path)
      #expect(reply.status == 200, "\(path): \(reply.body)")
      #expect(reply.contentType.hasPrefix("application/json"), "\(path)")
      #expect(
        NSDictionary(dictionary: ["v": reply.json ?? NSNull()]) == NSDictionary(dictionary: ["v": expected]),
        "\(path): \(reply.body)")
    }
    // Byte for byte, too: an answer is the command's own JSON value, written as the command writes it.
    for (path, arguments) in [
      ("/api/v1/today", ["today"]), ("/api/v1/activities", ["list", "--all"]), ("/api/v1/board", ["board"]),
      ("/api/v1/members", ["user", "list"]),
    ] {
      let printed = try house.sandbox.run(arguments + ["--format", "json"]).stdout
      #expect(try house.get(path).body + "\n" == printed, "\(path)")
    }
    // The members' `current` is the token's member
    let members = try #require(try house.get("/api/v1/members").json as? [[String: Any]])
    #expect(members.filter { $0["current"] as? Bool == true }.map { $0["name"] as? String } == ["alice"])
  }

  @Test("done, undo, skip and fail write as the commands do and answer with the sentence and the activity after it")
  func writes() throws {
    let house = try Household()
    let read = try house.id(of: "Read")
    let done = try house.curl(
      "POST", "/api/v1/activities/\(read)/done", token: house.token, json: #"{"amount": 7, "note": "on the bus"}"#)
    #expect(done.status == 200, "\(done.body)")
    let answer = try #require(done.json as? [String: Any])
    #expect(answer["message"] as? String == "◐ Read: 7 of 10 pages today.")
    let stats = try #require((answer["activity"] as? [String: Any])?["stats"] as? [String: Any])
    #expect(stats["timesCompleted"] as? Int == 2)
    #expect(try house.completions() == "2026-11-20|12.0|chapter 3\n2026-11-21|7.0|on the bus\n")
    // No body at all: today, the required amount
    #expect(try house.curl("POST", "/api/v1/activities/\(read)/done", token: house.token).status == 200)
    #expect(try house.completions().hasSuffix("2026-11-21|10.0|\n"))
    let undo = try house.curl("POST", "/api/v1/activities/\(read)/undo", token: house.token)
    #expect(
      (undo.json as? [String: Any])?["message"] as? String
        == "Removed a completion of Read on 2026-11-21; 1 left that day.")
    let skip = try house.curl(
      "POST", "/api/v1/activities/\(read)/skip", token: house.token, json: #"{"day": "2026-11-19", "note": "ill"}"#)
    #expect((skip.json as? [String: Any])?["message"] as? String == "Read on 2026-11-19 marked skipped.")
    let fail = try house.curl(
      "POST", "/api/v1/activities/\(read)/fail", token: house.token, json: #"{"day": "2026-11-19"}"#)
    #expect((fail.json as? [String: Any])?["message"] as? String == "Read on 2026-11-19 marked failed (was skipped).")
    #expect(
      try house.sandbox.sqlite3(house.sandbox.defaultDatabase, "SELECT day, mark FROM day_marks")
        == "2026-11-19|failed\n")
  }

  @Test("The largest body the document allows is taken, sent escaped; one over 64 KiB is refused with 413")
  func bodySizes() throws {
    let house = try Household()
    let read = try house.id(of: "Read")
    // 2,000 characters outside the BMP, each written as two \u escapes, as Python's json.dumps writes them.
    let note = String(repeating: #"\ud83d\ude00"#, count: 2000)
    let largest = try house.curl(
      "POST", "/api/v1/activities/\(read)/done", token: house.token, json: #"{"note": ""# + note + #""}"#)
    #expect(largest.status == 200, "\(largest.body.prefix(300))")
    #expect(try house.completions().hasSuffix("|10.0|" + String(repeating: "😀", count: 2000) + "\n"))
    let before = try house.completions()
    let tooLarge = try house.curl(
      "POST", "/api/v1/activities/\(read)/done", token: house.token,
      json: #"{"note": ""# + String(repeating: "x", count: 64 * 1024) + #""}"#)
    #expect(tooLarge.status == 413)
    #expect(tooLarge.contentType == "application/problem+json")
    #expect(
      (tooLarge.json as? [String: Any])?["detail"] as? String == "What was sent was too large; nothing was changed.")
    #expect(try house.completions() == before)
  }

  @Test("An Accept header the API cannot answer is refused; */*, application/json and none are answered")
  func acceptHeaders() throws {
    let house = try Household()
    for accept in ["*/*", "application/json", "application/*", nil] {
      let reply = try house.curl(
        "GET", "/api/v1/today", token: house.token, headers: accept.map { ["Accept: \($0)"] } ?? ["Accept:"])
      #expect(reply.status == 200, "Accept: \(accept ?? "none"): \(reply.body)")
      #expect((reply.json as? [String: Any])?["user"] as? String == "alice")
    }
    let refused = try house.curl("GET", "/api/v1/today", token: house.token, headers: ["Accept: text/html"])
    #expect(refused.status == 406, "\(refused.body)")
    #expect(refused.contentType == "application/problem+json")
  }

  @Test("A write through the API, and a check-in link's button, run on-record with the write's event")
  func writesRunTheHook() throws {
    let house = try Household(hook: "cat > \"$(mktemp \"$HOME/event.XXXXXX\")\"\n")
    let read = try house.id(of: "Read")
    #expect(try house.curl("POST", "/api/v1/activities/\(read)/done", token: house.token).status == 200)
    let link = try house.sandbox.run(
      "link", "add", "Water", "--user", "alice", "--base-url", "http://127.0.0.1:\(house.port)")
    let url = link.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    let path = String(try #require(url.firstMatch(of: /\/c\/[0-9a-f]{32}/)).0)
    let checkIn = try house.curl(
      "POST", path, token: nil, headers: ["Origin: http://127.0.0.1:\(house.port)"])
    #expect(checkIn.status == 303, "\(link) \(checkIn.body)")
    var events: [[String: Any]] = []
    let deadline = Date().addingTimeInterval(60)
    while events.count < 2, Date() < deadline {
      usleep(50_000)
      let files = try FileManager.default.contentsOfDirectory(atPath: house.sandbox.directory.path)
        .filter { $0.hasPrefix("event.") }
      events = files.compactMap { file in
        house.sandbox.bytes(of: house.sandbox.directory.appendingPathComponent(file).path).flatMap {
          try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
        }
      }
    }
    let names = events.compactMap { ($0["activity"] as? [String: Any])?["name"] as? String }.sorted()
    #expect(names == ["Read", "Water"], "\(events)")
    let done = try #require(events.first { ($0["activity"] as? [String: Any])?["name"] as? String == "Read" })
    #expect(done["what"] as? String == "done")
    #expect(done["day"] as? String == "2026-11-21")
    #expect((done["streak"] as? [String: Any])?["length"] as? Int == 2)
  }

  @Test("Refusals are problem+json with the command line's sentence, and write nothing")
  func refusals() throws {
    let house = try Household()
    let read = try house.id(of: "Read")
    let before = try house.completions()
    let cases: [(String, String, String?, String?, Int, String)] = [
      ("GET", "/api/v1/today", nil, nil, 401, "The request has no token."),
      ("POST", "/api/v1/activities/\(read)/done", house.readOnly, nil, 403, "The token 'wall' reads only:"),
      ("GET", "/api/v1/activities/0000", house.token, nil, 404, "No activity '0000' for alice."),
      (
        "POST", "/api/v1/activities/\(read)/done", house.token, #"{"day": "2026-11-22"}"#, 400,
        "2026-11-22 is after today"
      ),
      (
        "POST", "/api/v1/activities/\(read)/done", house.token, #"{"amount": -1}"#, 400,
        "The amount must be a number of 0 or more."
      ),
      (
        "POST", "/api/v1/activities/\(read)/undo", house.token, #"{"note": "x"}"#, 400,
        "The request does not fit the API's document"
      ),
      (
        "POST", "/api/v1/activities/\(read)/done", house.token, #"{"days": 3}"#, 400,
        "The request does not fit the API's document"
      ),
      (
        "POST", "/api/v1/activities/\(read)/done", house.token, "not json", 400,
        "The request does not fit the API's document"
      ),
      ("POST", "/api/v1/activities/\(read)/done", house.token, #"{"day": ""}"#, 400, "An empty day is not a day"),
      ("GET", "/api/v1/nothing", house.token, nil, 404, "There is no such page here."),
      ("DELETE", "/api/v1/activities/\(read)", house.token, nil, 405, "That page cannot be used that way."),
    ]
    for (method, path, token, json, status, sentence) in cases {
      let reply = try house.curl(method, path, token: token, json: json)
      #expect(reply.status == status, "\(method) \(path) \(json ?? ""): \(reply.body)")
      #expect(reply.contentType == "application/problem+json", "\(method) \(path)")
      let problem = reply.json as? [String: Any]
      #expect(problem?["status"] as? Int == status)
      #expect((problem?["detail"] as? String)?.hasPrefix(sentence) == true, "\(reply.body)")
      #expect(
        (problem?["detail"] as? String)?.hasSuffix("Nothing was changed.") == true || status >= 404, "\(reply.body)")
    }
    #expect(try house.completions() == before)
    // The read-only token reads
    #expect(try house.curl("GET", "/api/v1/today", token: house.readOnly).status == 200)
  }

  @Test("A wrong or removed token is refused after a wait, and a token's use shows in habit token list")
  func tokens() throws {
    let house = try Household()
    let wrong = try house.curl("GET", "/api/v1/today", token: "hbt_" + String(repeating: "0", count: 64))
    #expect(wrong.status == 401)
    #expect(wrong.seconds >= 0.9, "a wrong token waits a second, as a wrong PIN does: \(wrong.seconds)")
    #expect(try house.get("/api/v1/today").status == 200)
    let list = try house.sandbox.run("token", "list", "--format", "csv")
    #expect(list.stdout.contains("phone,alice,read-write,"))
    #expect(!list.stdout.contains(house.token), "a token's text is never shown again")
    let phone = try #require(list.stdout.split(separator: "\n").first { $0.hasPrefix("phone,") })
    #expect(
      phone.split(separator: ",", omittingEmptySubsequences: false).last?.hasSuffix(":00:00Z") == true, "\(phone)")
    #expect(try house.sandbox.run("token", "remove", "phone").status == 0)
    #expect(try house.get("/api/v1/today").status == 401)
    // Only the hash is stored
    let stored = try house.sandbox.sqlite3(house.sandbox.defaultDatabase, "SELECT hex(sha256) FROM api_tokens")
    #expect(!stored.lowercased().contains(house.readOnly.dropFirst(4)))
  }

  @Test("A token for a member with a PIN needs the PIN; names are unique; the document is served")
  func makingTokens() throws {
    let house = try Household()
    // bob's PIN is tulip-42 (as in the PIN tests, with few iterations to keep the debug build quick)
    _ = try house.sandbox.sqlite3(
      house.sandbox.defaultDatabase,
      """
      INSERT INTO user_pins (user_id, algorithm, iterations, salt, hash)
      SELECT id, 'pbkdf2-sha256', 1000, x'000102030405060708090a0b0c0d0e0f',
        x'8f1f30d3b1bc738f8d9fbcd6ffae349d0c3c0cec13884ba7bbf5f98fc6918fa1'
      FROM users WHERE name = 'bob'
      """)
    let noPIN = try house.sandbox.run("token", "add", "bobs", "--user", "bob")
    #expect(noPIN.status == 77, "\(noPIN)")
    #expect(noPIN.stdout.isEmpty)
    let withPIN = try house.sandbox.runOnTerminal(["token", "add", "bobs", "--user", "bob"], answers: ["tulip-42"])
    #expect(withPIN.result.status == 0, "\(withPIN.result)")
    #expect(withPIN.result.stdout.hasPrefix("hbt_"))
    let again = try house.sandbox.run("token", "add", "PHONE", "--user", "alice")
    #expect(again.status == 1)
    #expect(again.stderr.hasPrefix("error: the household already has a token named 'phone'"), "\(again)")
    #expect(
      try house.sandbox.sqlite3(house.sandbox.defaultDatabase, "SELECT count(*) FROM api_tokens") == "3\n")
    let document = try house.curl("GET", "/api/v1/openapi.yaml", token: nil)
    #expect(document.status == 200)
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/HabitWeb/API/openapi.yaml")
    #expect(
      document.body == (try String(contentsOf: file, encoding: .utf8)), "copy openapi.yaml into OpenAPIDocument.swift")
  }
}
