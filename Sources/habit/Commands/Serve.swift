import ArgumentParser
import HabitViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `habit serve`: the household's pages for phones and browsers, over the same database file.
///
/// The HTTP server is its own executable, `habit-server`, next to `habit`: linked into `habit` it would be loaded
/// by every command. This command resolves the database and replaces itself with that program.
struct Serve: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve", abstract: "Serve the household's pages to browsers and phones (habit-server).",
    discussion: """
      Loopback (127.0.0.1) by default: only this machine can open the pages. An address such as 0.0.0.0:8080 makes \
      them reachable from the network, and habit warns about it. Members pick themselves on the first page; a \
      protected member enters the PIN. The pages answer only to the addresses the server listens on (with \
      0.0.0.0, each of this machine's addresses, its host name and NAME.local) and to the names given with --name.
      """)
  @Option(
    name: .long,
    help: ArgumentHelp(
      "The database file (default: $HABIT_DB, else $XDG_DATA_HOME/habit/habit.sqlite).", valueName: "path"))
  var db: String?
  @Option(name: .long, help: ArgumentHelp("Where to listen: HOST:PORT.", valueName: "host:port"))
  var listen = "127.0.0.1:8080"
  @Option(
    name: .customLong("name"),
    help: ArgumentHelp(
      "Another name browsers reach this machine by (such as habit.home.arpa); repeat for more.", valueName: "name"))
  var names: [String] = []

  func validate() throws {
    let port = listen.lastIndex(of: ":").flatMap { Int(listen[listen.index(after: $0)...]) }
    guard let port, (0...65535).contains(port), !listen.hasPrefix(":") else {
      throw ValidationError(
        "--listen: '\(listen)' is not HOST:PORT. For example 127.0.0.1:8080, or 0.0.0.0:8080 for the network.")
    }
    for name in names
    where name.isEmpty || name.contains(where: { !($0.isLetter || $0.isNumber || "-._:[]".contains($0)) }) {
      throw ValidationError(
        "--name: '\(visible(name))' is not a host name. For example habit.home.arpa or kitchen.local.")
    }
  }

  func run() throws {
    let context = try Context(db: db, user: nil)
    _ = try context.openForWriting()
    let server = Self.serverPath()
    let arguments = [server, "--db", context.databasePath, "--listen", listen] + names.flatMap { ["--name", $0] }
    var pointers = arguments.map { strdup($0) } + [nil]
    execv(server, &pointers)
    throw CLIError.failure(
      "cannot run \(server): \(String(cString: strerror(errno)))",
      hint: "habit-server is built and installed next to habit (swift build --product habit-server).")
  }

  /// `habit-server` in the directory of the running `habit` binary.
  static func serverPath() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let me =
      length > 0
      ? String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    guard let slash = me.lastIndex(of: "/") else { return "habit-server" }
    return String(me[..<slash]) + "/habit-server"
  }
}
