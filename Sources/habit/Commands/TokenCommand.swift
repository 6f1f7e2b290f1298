import ArgumentParser
import HabitStore
import HabitViews

/// `habit token ...`: the bearer tokens of `habit serve`'s JSON API.
struct TokenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "token",
    abstract: "Add, list and remove the tokens of the JSON API (habit serve's /api/v1).",
    subcommands: [Add.self, List.self, Remove.self],
    defaultSubcommand: List.self
  )
}

extension TokenCommand {
  struct Add: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "add",
      abstract: "Make a token acting as a member: it is printed once and stored only as a hash.",
      discussion: "A member with a PIN gives it first. The API answers a read-only token's writes with 403.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "A name for the token, to list and remove it by ('kitchen tablet').") var name: String
    @Flag(name: .long, help: "The token reads only.") var readOnly = false

    func run() throws {
      let context = try Context(global)
      let database = try context.openForWriting()
      let member = try context.actingReference(in: database)
      let new = try context.choosing { try database.addToken(named: name, for: member, readOnly: readOnly) }
      let lines = TokenText.added(new)
      Message.info(lines[0])
      print(lines[1])
      for line in lines.dropFirst(2) { Message.info(line) }
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List the household's tokens (never their text).")
    @OptionGroup var global: GlobalOptions
    @OptionGroup var output: FormatOptions

    func run() throws {
      let tokens = try Context(global).openForReading().apiTokens()
      switch output.format {
      case .json: try printJSON(TokenText.json(tokens))
      case .csv: try printCSV(header: TokenText.csvHeader, rows: TokenText.csvRows(tokens))
      case .table:
        var stdout = StandardOutput()
        TokenText.render(tokens, to: &stdout)
      }
    }
  }

  struct Remove: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "remove", abstract: "Remove a token: it stops working at once.")
    @OptionGroup var global: GlobalOptions
    @Argument(help: "The token's name (habit token list).") var name: String

    func run() throws {
      let removed = try Context(global).openForWriting().removeToken(named: name)
      Message.info(TokenText.removed(removed))
    }
  }
}
