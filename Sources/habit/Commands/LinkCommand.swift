import ArgumentParser
import HabitCore
import HabitStore
import HabitViews

/// `habit link ...`: URLs that act for one member without a sign-in: a check-in link whose page records a
/// completion, and a calendar feed of the member's days.
struct LinkCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "link",
    abstract: "Make, list, print and revoke check-in links (and their QR codes) and calendar feeds.",
    discussion: """
      A link's URL is the address of habit serve (--base-url, else $HABIT_BASE_URL, else \(LinkOptions.defaultBaseURL), \
      what habit serve listens on by default) followed by /c/SECRET for a check-in, /calendar/SECRET.ics for a \
      calendar. The secret is 128 random bits: whoever has the URL can use it, so keep it like a key and revoke \
      it with habit link remove.
      """,
    subcommands: [Add.self, List.self, Remove.self, QR.self, Calendar.self],
    defaultSubcommand: List.self
  )
}

/// The address links are made for: the server's, as a phone reaches it.
struct LinkOptions: ParsableArguments {
  static let defaultBaseURL = "http://127.0.0.1:8080"

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The address of habit serve, as phones reach it (default: $HABIT_BASE_URL, else \(defaultBaseURL)).",
      valueName: "url"))
  var baseURL: String?

  func validate() throws { _ = try resolved() }

  /// `--base-url`, else `HABIT_BASE_URL`, else habit serve's default address; without a final slash.
  func resolved() throws -> String {
    let given = baseURL ?? System.environment("HABIT_BASE_URL").flatMap { $0.isEmpty ? nil : $0 }
    guard var url = given else { return Self.defaultBaseURL }
    while url.hasSuffix("/") { url.removeLast() }
    let rest = url.hasPrefix("http://") ? url.dropFirst(7) : url.hasPrefix("https://") ? url.dropFirst(8) : nil
    guard let rest, !rest.isEmpty, !rest.contains("/"), !rest.contains("?"), !rest.contains("#"),
      rest.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
    else {
      let source = baseURL == nil ? "HABIT_BASE_URL" : "--base-url"
      throw ValidationError(
        "\(source): '\(visible(given ?? ""))' is not a server's address. Give http://HOST:PORT, such as "
          + "http://kitchen.local:8080 (what habit serve --listen 0.0.0.0:8080 is reached by).")
    }
    return url
  }
}

extension LinkCommand {
  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add", abstract: "Make a check-in link for an activity: its page's button records a completion.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var address: LinkOptions
    @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String

    func run() throws {
      let baseURL = try address.resolved()
      let context = try Context(global)
      let database = try context.openForWriting()
      let user = try context.actingReference(in: database)
      let made = try context.choosing { try database.makeCheckInLink(.named(activity), of: user) }
      Message.info(LinksView.made(made))
      print(baseURL + made.link.path)
    }
  }

  struct Calendar: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "calendar",
      abstract: "Make a calendar feed of your days (the last 365, and this week's weekday goals) to subscribe to.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var address: LinkOptions

    func run() throws {
      let baseURL = try address.resolved()
      let context = try Context(global)
      let database = try context.openForWriting()
      let user = try context.actingReference(in: database)
      let made = try context.choosing { try database.makeCalendarLink(of: user) }
      Message.info(LinksView.made(made))
      print(baseURL + made.link.path)
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List the household's links (with --user, one member's) and their URLs.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var address: LinkOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
      let baseURL = try address.resolved()
      let context = try Context(global)
      let database = try context.openForReading()
      let links = try context.choosing { try database.links(of: global.user.map { .named($0) }) }
      let view = LinksView(links, baseURL: baseURL)
      switch output.format {
      case .json: try printJSON(view.json)
      case .csv: try printCSV(header: LinksView.csvHeader, rows: view.csvRows)
      case .table:
        var stdout = StandardOutput()
        view.render(to: &stdout)
      }
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove", abstract: "Revoke a check-in link (NAME) or your calendar link (--calendar).")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The check-in link's activity (name or id prefix).", completion: Completions.activityNames)
    var activity: String?
    @Flag(name: .long, help: "Revoke the calendar link instead.") var calendar = false

    func validate() throws {
      if calendar == (activity != nil) {
        throw ValidationError(
          "Name the activity whose check-in link to revoke (habit link remove NAME), or give --calendar.")
      }
    }

    func run() throws {
      let context = try Context(global)
      let database = try context.openForWriting()
      let user = try context.actingReference(in: database)
      let removed = try context.choosing {
        try database.removeLink(calendar ? .calendar : .checkIn, activity: activity.map { .named($0) }, of: user)
      }
      Message.info(LinksView.removed(removed))
    }
  }

  struct QR: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
      case svg, png, terminal
    }

    static let configuration = CommandConfiguration(
      commandName: "qr", abstract: "Print a check-in link's QR code: SVG or PNG to a file, or on the terminal.")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var address: LinkOptions
    @Argument(help: "The activity (name or id prefix).", completion: Completions.activityNames) var activity: String
    @Option(name: [.short, .long], help: ArgumentHelp("Write to this file ('-': standard output).", valueName: "file"))
    var output = "-"
    @Option(name: .long, help: "svg, png or terminal (default: from the file's extension, else terminal).")
    var format: Format?

    /// The format asked for, or the one the file's name says.
    var resolvedFormat: Format {
      if let format { return format }
      let lowered = output.lowercased()
      return lowered.hasSuffix(".svg") ? .svg : lowered.hasSuffix(".png") ? .png : .terminal
    }

    func validate() throws {
      if resolvedFormat == .png && output == "-" && System.isTerminal(1) {
        throw ValidationError("A PNG is not for the terminal: give -o card.png, or --format terminal.")
      }
    }

    func run() throws {
      let baseURL = try address.resolved()
      let context = try Context(global)
      let database = try context.openForReading()
      let link = try context.choosing { try database.checkInLink(.named(activity), of: context.userReference) }
      let url = baseURL + link.path
      try OutputFile.write(
        QRCodeImage.bytes(url, title: "\(link.activity ?? "") (\(link.member))", as: resolvedFormat), to: output)
      if output != "-" { Message.info(LinksView.wroteQRCode(url, to: output)) }
    }
  }
}
