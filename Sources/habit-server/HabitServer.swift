import Foundation
import HabitCore
import HabitHooks
import HabitStore
import HabitWeb

/// `habit-server --db PATH --listen HOST:PORT [--name NAME]...`: the web app over one database file. `habit serve`
/// runs it; it prints the URL to open, and warns when the address can be reached from other machines.
@main
enum Server {
  static let usage = "Usage: habit-server --db PATH [--listen HOST:PORT] [--name NAME]..."

  static func main() async {
    let arguments = Array(CommandLine.arguments.dropFirst())
    var database: String?
    var listen = "127.0.0.1:8080"
    var names: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      guard index + 1 < arguments.count, ["--db", "--listen", "--name"].contains(argument) else {
        fail("unknown argument '\(argument)'", hint: usage, status: 64)
      }
      switch argument {
      case "--db": database = arguments[index + 1]
      case "--listen": listen = arguments[index + 1]
      default: names.append(arguments[index + 1])
      }
      index += 2
    }
    guard let database else { fail("--db PATH is required", hint: "Run it through: habit serve", status: 64) }
    guard let address = ListenAddress(listen) else {
      fail(
        "--listen: '\(listen)' is not HOST:PORT", hint: "For example 127.0.0.1:8080, or 0.0.0.0:8080 for the network.",
        status: 64)
    }
    let now = nowSource()
    do {
      let hooks = Hooks.configured { message in
        FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
      }
      let app = try WebApp(databasePath: database, now: now, hooks: hooks)
      if !address.isLoopback {
        FileHandle.standardError.write(
          Data(
            ("warning: listening on \(address.host): any device on the network can open these pages and record "
              + "for every member who has no PIN (members with a PIN are asked for it). Use 127.0.0.1 to keep the "
              + "pages to this machine.\n").utf8))
      }
      try await app.run(host: address.host, port: address.port, extraHostNames: names) { port in
        FileHandle.standardOutput.write(Data(servingLine(database, address, port: port).utf8))
      }
    } catch ListenError.addressInUse {
      fail(
        "cannot serve at \(address.shown): another program (perhaps another habit serve) is using port "
          + "\(address.port)",
        hint: "Stop it, or choose another port: habit serve --listen \(address.shownHost):\(address.port + 1)",
        status: 1)
    } catch ListenError.cannotListen(let reason) {
      fail("cannot serve at \(address.shown): \(reason)", hint: "Check the address given with --listen.", status: 1)
    } catch {
      fail("cannot serve \(database): \(error)", hint: nil, status: 1)
    }
  }

  /// "Serving FILE at URL": on a wildcard address, the URL of each of the machine's addresses, which a phone can
  /// open (it cannot open `localhost`); `localhost` only when the machine has none.
  static func servingLine(_ database: String, _ address: ListenAddress, port: Int) -> String {
    func url(_ host: String) -> String { "http://\(host.contains(":") ? "[\(host)]" : host):\(port)/" }
    var hosts = [address.host]
    if address.isWildcard {
      hosts = HostNames.machineAddresses().filter { address.host == "::" || !$0.contains(":") }
      if hosts.isEmpty { hosts = ["localhost"] }
    }
    return "Serving \(database) at \(hosts.map(url).joined(separator: " and ")) (Ctrl-C stops it)\n"
  }

  static func fail(_ message: String, hint: String?, status: Int32) -> Never {
    FileHandle.standardError.write(Data(("error: \(message)\n" + (hint.map { $0 + "\n" } ?? "")).utf8))
    exit(status)
  }

  /// Where every request's and reminder's "now" comes from, as on the command line (`LocalClock`): a pinned day or
  /// clock that is not one exits 64 before anything is served; a clock pinned with `HABIT_NOW` starts there and
  /// runs on with real time (so a test sees a reminder's time come); else the local clock, read each time so the
  /// day turns.
  static func nowSource() -> @Sendable () -> Now {
    do {
      switch try LocalClock.pinned() {
      case .time(let start):
        let started = ContinuousClock.now
        return {
          let elapsed = started.duration(to: .now).components.seconds
          return .time(start.adding(seconds: Int(elapsed)))
        }
      case let pinned?: return { pinned }
      case nil: return { .time(LocalClock.clock()) }
      }
    } catch {
      fail(error.message, hint: error.hint, status: 64)
    }
  }
}

/// `HOST:PORT`, `[v6]:PORT`, or a bare port (on loopback).
struct ListenAddress {
  let host: String
  let port: Int

  init?(_ text: String) {
    var host = "127.0.0.1"
    var portText = Substring(text)
    if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
      host = String(text[text.index(after: text.startIndex)..<close])
      portText = text[text.index(after: close)...].drop { $0 == ":" }
    } else if let colon = text.lastIndex(of: ":") {
      host = String(text[..<colon])
      portText = text[text.index(after: colon)...]
    }
    guard !host.isEmpty, let port = Int(portText), (0...65535).contains(port) else { return nil }
    self.host = host
    self.port = port
  }

  var isLoopback: Bool { host == "localhost" || host == "::1" || host.hasPrefix("127.") }
  var isWildcard: Bool { host == "0.0.0.0" || host == "::" }
  /// The host as it goes before `:PORT`.
  var shownHost: String { host.contains(":") ? "[\(host)]" : host }
  var shown: String { "\(shownHost):\(port)" }
}
