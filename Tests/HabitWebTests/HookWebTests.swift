import Foundation
import HabitCore
import HabitHooks
import HabitScreens
import HabitStore
import Testing

@testable import HabitWeb

#if canImport(Glibc)
  import Glibc
#endif

/// The real `habit serve` as a process of its own, over a database file and a hooks folder in a directory of its
/// own (`config/habit/hooks`); the hooks write what they read into `out/`.
final class ServedProcess {
  let directory: URL
  let path: String
  let port: Int
  private let process: Process

  var out: URL { directory.appendingPathComponent("out") }
  var log: String { (try? String(contentsOf: directory.appendingPathComponent("server.log"), encoding: .utf8)) ?? "" }

  /// The `habit` built with these tests.
  static let binary: URL = {
    let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundle, bundle.deletingLastPathComponent()] {
      let url = candidate.appendingPathComponent("habit")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return URL(fileURLWithPath: ".build/debug/habit")
  }()

  /// Writes `hooks` (name: shell script), lets `prepare` fill the database, then starts `habit serve` with
  /// `environment` on a free loopback port and waits for its line with the URL.
  init(
    hooks: [String: String], environment: [String: String], prepare: (HabitDatabase) throws -> Void
  ) throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("habit-hooks-\(UUID().uuidString)")
    let folder = directory.appendingPathComponent("config/habit/hooks")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
    for (name, script) in hooks {
      let hook = folder.appendingPathComponent(name).path
      guard FileManager.default.createFile(atPath: hook, contents: Data(("#!/bin/sh\n" + script).utf8)) else {
        throw TestFailure("cannot write \(hook)")
      }
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
    }
    path = directory.appendingPathComponent("habit.sqlite").path
    try prepare(try HabitDatabase.open(path: path))
    process = Process()
    process.executableURL = Self.binary
    process.arguments = ["serve", "--db", path, "--listen", "127.0.0.1:0"]
    process.environment =
      [
        "PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8",
        "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
        "OUT": directory.appendingPathComponent("out").path,
      ].merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    let logPath = directory.appendingPathComponent("server.log").path
    _ = FileManager.default.createFile(atPath: logPath, contents: nil)
    process.standardError = FileHandle(forWritingAtPath: logPath)
    try process.run()
    var line = ""
    let deadline = Date().addingTimeInterval(120)
    while !line.contains("\n"), process.isRunning, Date() < deadline {
      line += String(decoding: output.fileHandleForReading.availableData, as: UTF8.self)
    }
    guard let range = line.range(of: "http://127.0.0.1:"),
      let port = Int(line[range.upperBound...].prefix { $0.isNumber })
    else {
      process.terminate()
      throw TestFailure("habit serve did not start: \(line)")
    }
    self.port = port
  }

  /// Stops the server and removes its directory.
  func stop() {
    process.terminate()
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: directory)
  }

  /// A client that has picked `member` and holds a page's form token.
  func signedIn(_ member: User) throws -> (HTTPTestClient, csrf: String) {
    var client = HTTPTestClient(port: port)
    guard let csrf = try client.get("/members").body.csrfToken else { throw TestFailure("no form token") }
    _ = try client.post("/members/pick", [("csrf", csrf), ("member", member.uuid)])
    let today = try client.get("/today")
    guard today.status == 200, let token = today.body.csrfToken else { throw TestFailure("not signed in: \(today)") }
    return (client, token)
  }

  /// The files the hooks wrote into `out/`, once there are `count` of them (failing after `seconds`).
  func files(count: Int, seconds: Double = 120) throws -> [URL] {
    let deadline = Date().addingTimeInterval(seconds)
    while true {
      let files = try FileManager.default.contentsOfDirectory(at: out, includingPropertiesForKeys: nil)
        .filter { !$0.lastPathComponent.hasPrefix(".") }
      if files.count >= count { return files.sorted { $0.path < $1.path } }
      guard Date() < deadline else { throw TestFailure("\(files.count) of \(count) hook outputs after \(seconds) s") }
      usleep(50_000)
    }
  }
}

/// Waits until the test creates `$OUT/.go`, for a minute at most (a hook left behind by a failed test ends too).
let waitForGo = "i=0\nwhile [ ! -e \"$OUT/.go\" ] && [ $i -lt 1200 ]; do sleep 0.05; i=$((i + 1)); done\n"

/// Writes its standard input into `$OUT`, as a whole file at once.
let keepInput = "cat > \"$OUT/.$$\" && mv \"$OUT/.$$\" \"$OUT/$(date +%s%N)-$$.json\"\n"

func json(_ url: URL) throws -> [String: Any] {
  guard let object = try JSONSerialization.jsonObject(with: try Data(contentsOf: url)) as? [String: Any] else {
    throw TestFailure("not a JSON object: \(url.path)")
  }
  return object
}

extension WebAppTests {
  @Test("habit serve runs on-record after a web form's done, without the answer waiting for it; a failure is logged")
  func webDoneRunsOnRecord() throws {
    var alice: User?
    var read: Activity?
    let today = try Day(parsing: "2026-11-20")
    let server = try ServedProcess(
      // The hook keeps what it read, then runs on until the test has its answer (at most a minute), and fails:
      // an answer that waited for the hook would never come.
      hooks: ["on-record": keepInput + waitForGo + "touch \"$OUT/.ended\"\nexit 3\n"],
      environment: ["HABIT_TODAY": "2026-11-20", "HABIT_HOOK_TIMEOUT": "120"]
    ) { database in
      alice = try database.addUser(named: "alice")
      read = try database.addActivity(NewActivity(name: "Read"), for: alice!, today: today.adding(days: -10))
      for back in 1...2 { _ = try database.recordCompletion(read!, on: today.adding(days: -back)) }
    }
    defer { server.stop() }
    var (client, csrf) = try server.signedIn(try #require(alice))
    let reply = try client.post(
      "/activities/\(try #require(read).uuid)/done", [("csrf", csrf), ("day", "2026-11-20"), ("back", "/today")])
    #expect(reply.status == 303)
    // The hook runs on until it is told to end: the answer came while it ran
    #expect(!FileManager.default.fileExists(atPath: server.out.appendingPathComponent(".ended").path))
    let event = try json(try #require(try server.files(count: 1).first))
    #expect(event["what"] as? String == "done")
    #expect(event["day"] as? String == "2026-11-20")
    #expect((event["member"] as? [String: Any])?["name"] as? String == "alice")
    #expect((event["activity"] as? [String: Any])?["id"] as? String == read?.uuid)
    #expect((event["streak"] as? [String: Any])?["length"] as? Int == 3)
    // And once it failed, the server's log says so; the completion stays
    _ = FileManager.default.createFile(atPath: server.out.appendingPathComponent(".go").path, contents: nil)
    let deadline = Date().addingTimeInterval(120)
    let warning = "warning: hook on-record exited with status 3; what was recorded stays recorded.\n"
    while !server.log.contains(warning), Date() < deadline { usleep(100_000) }
    #expect(server.log == warning)
    #expect(try HabitDatabase.open(path: server.path).completions(of: try #require(read)).count == 3)
  }

  @Test("habit serve runs on-reminder once for each member with something open when their time comes, not twice")
  func remindersAtTheirTime() throws {
    let today = try Day(parsing: "2026-11-20")
    let server = try ServedProcess(
      hooks: ["on-reminder": keepInput],
      // The server's clock starts 5 seconds before the household's reminder time (opening the database takes
      // less than one) and runs on
      environment: ["HABIT_NOW": "2026-11-20T19:59:55"]
    ) { database in
      let alice = try database.addUser(named: "alice")
      let bob = try database.addUser(named: "bob")
      _ = try database.addUser(named: "carol")  // nothing to do: no reminder
      let dave = try database.addUser(named: "dave")
      _ = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today.adding(days: -10))
      let run = try database.addActivity(NewActivity(name: "Run"), for: alice, today: today.adding(days: -10))
      _ = try database.recordCompletion(run, on: today)
      _ = try database.addActivity(NewActivity(name: "Walk"), for: bob, today: today.adding(days: -10))
      _ = try database.addActivity(NewActivity(name: "Swim"), for: dave, today: today.adding(days: -10))
      try database.setReminder(.at(try ReminderTime(parsing: "20:00")), for: nil)
      try database.setReminder(.off, for: .named("dave"))
    }
    defer { server.stop() }
    let files = try server.files(count: 2)
    let events = try files.map(json)
    let names = events.map { ($0["member"] as? [String: Any])?["name"] as? String ?? "" }
    #expect(names.sorted() == ["alice", "bob"])
    for event in events {
      #expect(event["event"] as? String == "reminder")
      #expect(event["time"] as? String == "20:00")
    }
    let alices = try #require(events.first { ($0["member"] as? [String: Any])?["name"] as? String == "alice" })
    let open = try #require(alices["open"] as? [String: Any])
    #expect(open["day"] as? String == "2026-11-20")
    #expect((open["activities"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Read"])
    // And `open` is what `habit remind --format json` prints for her that day
    let remind = Process()
    remind.executableURL = ServedProcess.binary
    remind.arguments = ["remind", "--format", "json", "--user", "alice", "--db", server.path]
    remind.environment = ["PATH": "/usr/bin:/bin", "HOME": server.directory.path, "HABIT_TODAY": "2026-11-20"]
    let printed = Pipe()
    remind.standardOutput = printed
    try remind.run()
    let text = printed.fileHandleForReading.readDataToEndOfFile()
    remind.waitUntilExit()
    let expected = try #require(try JSONSerialization.jsonObject(with: text) as? [String: Any])
    func canonical(_ object: Any) throws -> String {
      String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }
    #expect(try canonical(open) == canonical(expected))
    // Given a few more ticks of the clock past the time, no one is reminded again
    usleep(2_000_000)
    #expect(try server.files(count: 0).count == 2)
    #expect(server.log == "")
  }
}

/// The reminders' scheduler driven tick by tick, as `habit serve` drives it every second, with a real hook.
@Suite("Reminders: the scheduler")
struct ReminderSchedulerTests {
  @Test("A member is reminded once a day even when their time changes and comes again; the next day again")
  func oncePerDay() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("habit-remind-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let out = directory.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let hook = directory.appendingPathComponent("on-reminder").path
    let script =
      "#!/bin/sh\ncat > \"\(out.path)/.$$\" && mv \"\(out.path)/.$$\" \"\(out.path)/$(date +%s%N)-$$.json\"\n"
    #expect(FileManager.default.createFile(atPath: hook, contents: Data(script.utf8)))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook)
    let path = directory.appendingPathComponent("habit.sqlite").path
    let database = try HabitDatabase.open(path: path)
    let today = try Day(parsing: "2026-11-20")
    let alice = try database.addUser(named: "alice")
    _ = try database.addActivity(NewActivity(name: "Read"), for: alice, today: today.adding(days: -10))
    try database.setReminder(.at(try ReminderTime(parsing: "20:00")), for: .named("alice"))
    let pool = try DatabasePool(path: path)
    defer { pool.stop() }
    let hooks = Hooks(directory: directory.path) { Issue.record("hook: \($0)") }
    func at(_ text: String) throws -> LocalTime { try LocalTime(parsing: text) }
    let scheduler = ReminderScheduler(pool: pool, hooks: hooks, start: try at("2026-11-20T19:59:00")) {
      Issue.record("\($0)")
    }
    // When the clock reaches 19:59:59, then 20:00:00
    #expect(await scheduler.tick(at: try at("2026-11-20T19:59:59")).isEmpty)
    let due = await scheduler.tick(at: try at("2026-11-20T20:00:00"))
    #expect(due.map(\.member.name) == ["alice"])
    #expect(due.map(\.reminders.activities.count) == [1])
    // When her time moves to 20:05 and the clock passes it, or goes back and passes 20:00 again
    try database.setReminder(.at(try ReminderTime(parsing: "20:05")), for: .named("alice"))
    #expect(await scheduler.tick(at: try at("2026-11-20T20:06:00")).isEmpty)
    #expect(await scheduler.tick(at: try at("2026-11-20T19:00:00")).isEmpty)
    try database.setReminder(.at(try ReminderTime(parsing: "20:00")), for: .named("alice"))
    #expect(await scheduler.tick(at: try at("2026-11-20T20:30:00")).isEmpty)
    // Then the next day at 20:05 she is reminded again, of that day
    let next = await scheduler.tick(at: try at("2026-11-21T20:05:00"))
    #expect(next.map(\.reminders.today) == [today.adding(days: 1)])
    // And the hook ran once for each of the two reminders
    let deadline = Date().addingTimeInterval(120)
    var files: [String] = []
    while files.count < 2, Date() < deadline {
      files = try FileManager.default.contentsOfDirectory(atPath: out.path).filter { !$0.hasPrefix(".") }
      usleep(50_000)
    }
    #expect(files.count == 2)
  }
}
