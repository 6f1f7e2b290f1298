import Foundation
import Testing

/// `habit link`: check-in and calendar links through the built binary, and their QR codes read back by zbar-tools'
/// `zbarimg`, an external decoder (an SVG drawn first by librsvg's `rsvg-convert`; scripts/test installs both): a
/// code it reads as the link's URL is a code a phone reads.
@Suite struct LinkCommandTests {
  static let base = "http://kitchen.local:8080"

  /// alice with Read, bob; alice's check-in link for Read, made with `--base-url`; its URL.
  static func household() throws -> (Sandbox, url: String) {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("user", "add", "bob")
    try sandbox.run("add", "Read", "--icon", "📖", "--user", "alice")
    let made = try sandbox.run(["link", "add", "Read", "--user", "alice", "--base-url", base + "/"])
    #expect(made.status == 0, "\(made)")
    return (sandbox, made.stdout.trimmingCharacters(in: .newlines))
  }

  /// What zbarimg reads in the image at `path`: the decoded text, or nothing.
  static func zbar(_ path: String) throws -> String {
    try run("/usr/bin/zbarimg", ["--raw", "-q", path])
  }

  /// Runs a program and returns its standard output.
  static func run(_ program: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    // It complains about a missing D-Bus and X display on stderr, whatever the image.
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.trimmingCharacters(in: .newlines)
  }

  @Test("link add prints the URL on stdout and what it is on stderr; a second add gives the same link")
  func add() throws {
    let (sandbox, url) = try Self.household()
    #expect(url.hasPrefix(Self.base + "/c/"))
    let secret = String(url.dropFirst((Self.base + "/c/").count))
    #expect(secret.count == 32 && secret.allSatisfy { "0123456789abcdef".contains($0) })
    let again = try sandbox.run(["link", "add", "read", "--user", "alice", "--base-url", Self.base])
    #expect(again.stdout == url + "\n")
    #expect(again.stderr.hasPrefix("This is alice's check-in link for Read, made before."), "\(again.stderr)")
    let stored = try sandbox.sqlite3(
      sandbox.defaultDatabase, "SELECT kind, secret, (SELECT name FROM users WHERE id = user_id) FROM links")
    #expect(stored == "check-in|\(secret)|alice\n")
  }

  @Test("link list shows check-in and calendar links with their URLs; remove revokes each")
  func listAndRemove() throws {
    let (sandbox, url) = try Self.household()
    let calendar = try sandbox.run(["link", "calendar", "--user", "bob", "--base-url", Self.base])
    #expect(calendar.status == 0 && calendar.stdout.hasPrefix(Self.base + "/calendar/"), "\(calendar)")
    #expect(calendar.stdout.hasSuffix(".ics\n"))
    let list = try sandbox.run(["link", "list", "--base-url", Self.base, "--format", "csv"])
    #expect(
      list.stdout
        .split(separator: "\n").map {
          $0.split(separator: ",", omittingEmptySubsequences: false).prefix(4).joined(separator: ",")
        }
        == [
          "member,kind,activity,url", "alice,check-in,Read,\(url)",
          "bob,calendar,,\(calendar.stdout.trimmingCharacters(in: .newlines))",
        ], "\(list)")
    let bobs = try sandbox.run(["link", "list", "--user", "bob", "--base-url", Self.base, "--format", "csv"])
    #expect(bobs.stdout.split(separator: "\n").map { $0.prefix(13) } == ["member,kind,a", "bob,calendar,"], "\(bobs)")
    let removed = try sandbox.run(["link", "remove", "Read", "--user", "alice"])
    #expect(
      removed
        == .init(stdout: "", stderr: "Removed alice's check-in link for Read: its URL no longer works.\n", status: 0))
    let gone = try sandbox.run(["link", "remove", "--calendar", "--user", "bob"])
    #expect(gone.status == 0, "\(gone)")
    let again = try sandbox.run(["link", "remove", "--calendar", "--user", "bob"])
    #expect(
      again
        == .init(
          stdout: "", stderr: "error: bob has no calendar link\nMake one with: habit link calendar\n", status: 1))
    #expect(try sandbox.run(["link", "list"]).stdout.hasPrefix("No links."))
    let both = try sandbox.run(["link", "remove", "Read", "--calendar", "--user", "alice"])
    #expect(both.status == 64, "\(both)")
  }

  @Test("link qr writes a PNG that zbarimg reads as the link's URL")
  func qrPNG() throws {
    let (sandbox, url) = try Self.household()
    let path = sandbox.directory.appendingPathComponent("card.png").path
    let written = try sandbox.run(["link", "qr", "Read", "--user", "alice", "-o", path, "--base-url", Self.base])
    #expect(written.status == 0, "\(written)")
    #expect(sandbox.bytes(of: path)?.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    #expect(try Self.zbar(path) == url)
  }

  @Test("link qr writes an SVG that, drawn by librsvg, zbarimg reads as the link's URL")
  func qrSVG() throws {
    let (sandbox, url) = try Self.household()
    let path = sandbox.directory.appendingPathComponent("card.svg").path
    let written = try sandbox.run(["link", "qr", "Read", "--user", "alice", "--output", path, "--base-url", Self.base])
    #expect(written.status == 0, "\(written)")
    #expect(sandbox.text(of: path).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    let drawn = sandbox.directory.appendingPathComponent("drawn.png").path
    _ = try Self.run("/usr/bin/rsvg-convert", ["--width", "400", path, "--output", drawn])
    #expect(try Self.zbar(drawn) == url)
  }

  @Test("link qr --format terminal draws half blocks that, as pixels, zbarimg reads as the link's URL")
  func qrTerminal() throws {
    let (sandbox, url) = try Self.household()
    let drawn = try sandbox.run([
      "link", "qr", "Read", "--user", "alice", "--format", "terminal", "--base-url", Self.base,
    ])
    #expect(drawn.status == 0, "\(drawn)")
    // Each character is two pixels stacked (upper, lower), drawn ones light; as a plain PBM (1 is black), scaled 4
    // times so the reader has room.
    let rows = drawn.stdout.split(separator: "\n").flatMap { line -> [[Bool]] in
      let upper = line.map { $0 == "█" || $0 == "▀" }
      let lower = line.map { $0 == "█" || $0 == "▄" }
      return [upper, lower]
    }
    #expect(rows.allSatisfy { $0.count == rows[0].count })
    let scale = 4
    var pbm = "P1\n\(rows[0].count * scale) \(rows.count * scale)\n"
    for row in rows {
      let line = row.flatMap { light in Array(repeating: light ? "0" : "1", count: scale) }.joined(separator: " ")
      pbm += String(repeating: line + "\n", count: scale)
    }
    let path = sandbox.write("terminal.pbm", pbm)
    #expect(try Self.zbar(path) == url)
  }

  @Test("A protected member's link needs the PIN, as any write for that member does; nothing is made without it")
  func protectedMember() throws {
    let sandbox = try PINTests.household()
    let refused = try sandbox.run(["link", "add", "Read", "--user", "alice"])
    #expect(refused.status == 77, "\(refused)")
    #expect(refused.stderr.contains("alice is protected by a PIN"), "\(refused)")
    let made = try sandbox.runOnTerminal(["link", "add", "Read", "--user", "alice"], answers: [PINTests.pin])
    #expect(made.result.status == 0, "\(made.result)")
    #expect(made.result.stdout.hasPrefix(LinkCommandTests.defaultBase + "/c/"))
    let count = try sandbox.sqlite3(sandbox.defaultDatabase, "SELECT count(*) FROM links")
    #expect(count == "1\n")
  }

  static let defaultBase = "http://127.0.0.1:8080"

  @Test("A --base-url that is not http(s)://HOST[:PORT] is refused with an example; nothing is made")
  func badBaseURL() throws {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Read")
    for bad in ["kitchen.local:8080", "http://", "http://host/path", "http://a b"] {
      let result = try sandbox.run(["link", "add", "Read", "--base-url", bad])
      #expect(result.status == 64, "\(bad): \(result)")
      #expect(result.stderr.contains("is not a server's address"), "\(bad): \(result)")
    }
    let environment = try sandbox.run(
      ["link", "add", "Read"], environment: ["HABIT_BASE_URL": "http://habit.home.arpa"])
    #expect(environment.stdout.hasPrefix("http://habit.home.arpa/c/"), "\(environment)")
  }
}
