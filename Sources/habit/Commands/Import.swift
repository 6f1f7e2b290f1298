import ArgumentParser
import HabitInterchange
import HabitScreens
import HabitStore
import HabitViews

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `habit import FILE`: read a file in any format habit exports (or the iOS app's) into the database.
struct Import: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Read a file exported by habit or another tracker into the database.",
    discussion: """
      The format is recognised from the content. The whole file is checked before anything is written, then \
      written in one transaction: a bad file changes nothing (exit status 65). Importing the same file twice adds \
      nothing the second time: completions count as a multiset on (activity, day, amount, note), so the file adds \
      only the copies the database lacks.
      Formats:
      \(HelpText.list(InterchangeFormat.allCases.map { ($0.rawValue, $0.summary) }))
      Other trackers' (docs/formats.md says what is kept and what is dropped):
      \(HelpText.list(ForeignFormat.allCases.map { ($0.rawValue, $0.summary) }))
      """)
  @OptionGroup var global: GlobalOptions
  @Argument(
    help: ArgumentHelp(
      "The file to import, - for standard input, or a folder: Loop's CSV export unzipped, dijo's, harsh's or habitctl's.",
      valueName: "file"))
  var file: String
  @Option(name: .long, help: "auto (default), or one of the formats below.", completion: Completions.importFormats)
  var format = "auto"
  @Flag(name: .long, help: "Report what the import would do, and write nothing.") var dryRun = false
  @Flag(name: .long, help: "Keep a leading ' in CSV cells (for files exported with --no-formula-escape).")
  var noFormulaUnescape = false

  func validate() throws {
    guard format == "auto" || InterchangeFormat(rawValue: format) != nil || ForeignFormat(rawValue: format) != nil
    else {
      let names = InterchangeFormat.allCases.map(\.rawValue) + ForeignFormat.allCases.map(\.rawValue)
      throw ValidationError("--format must be auto or one of: \(names.joined(separator: ", "))")
    }
  }

  func run() throws {
    let context = try Context(global)
    let name = file == "-" ? "<stdin>" : file
    var settings = ImportSettings(format: InterchangeFormat(rawValue: format), today: context.today)
    settings.foreign = ForeignFormat(rawValue: format)
    settings.unescapesFormulas = !noFormulaUnescape
    let progress = Progress("Reading \(name)")
    settings.progress = progress.map { progress in ImportProgress { progress.show("Read \($0) records") } }

    let batch: ImportBatch
    do {
      batch =
        try Importer.read(path: file, settings: settings)
        ?? InputFile.read(file) { try Importer.read($0, settings: settings) }
    } catch let error as ImportError {
      throw FileImportError(file: name, error: error)
    }
    if let only = global.user, !batch.users.isEmpty,
      !batch.users.contains(where: { $0.name.lowercased() == only.lowercased() })
    {
      throw CLIError.failure(
        "\(name) has no records of a user named '\(only)'",
        hint: "Its users are: \(batch.users.map(\.name).joined(separator: ", ")). Leave out --user to import them all.")
    }
    progress?.show("Writing")
    let report: ImportReport
    do {
      // Without a database yet, the import is first tried on an empty one in memory: what would refuse it (no
      // user to act as, a user the file names that does not exist) refuses it before any file is created, so a
      // failed import never has a file of its own to remove, one that another process may have written to since.
      if try !HabitDatabase.exists(at: context.databasePath) {
        let rehearsal = try importBatch(batch, into: try HabitDatabase.inMemory(), context: context, dryRun: true)
        if dryRun {
          report = rehearsal
          progress?.clear()
          Message.info(ImportReportText(report: report, file: name).text)
          return
        }
      }
      report = try importBatch(batch, into: try context.openCreatingForWriting(), context: context, dryRun: dryRun)
    } catch {
      progress?.clear()
      if let error = error as? ImportError { throw FileImportError(file: name, error: error) }
      throw error
    }
    progress?.clear()
    Message.info(ImportReportText(report: report, file: name).text)
    // A script must tell an import that left something out from one that brought everything in.
    if report.leftOut > 0 { throw ExitCode(ExitStatus.importLeftOut.rawValue) }
  }
}

extension Import {
  /// The one write (or, dry, the one read) of the import: the acting user, asked for a PIN when protected.
  private func importBatch(_ batch: ImportBatch, into database: HabitDatabase, context: Context, dryRun: Bool) throws
    -> ImportReport
  {
    let acting = batch.needsActingUser ? try context.actingUser(in: database) : nil
    if !dryRun { try askPINs(of: batch, in: database, besides: acting, context: context) }
    let options = ImportOptions(
      actingUser: acting, onlyUser: batch.users.isEmpty ? nil : global.user, today: context.today, dryRun: dryRun)
    return try database.importBatch(batch, options: options)
  }

  /// A file with users writes into each of them: every protected member it would write to is asked for their PIN
  /// first, as `habit done` would ask.
  private func askPINs(of batch: ImportBatch, in database: HabitDatabase, besides acting: User?, context: Context)
    throws
  {
    var asked: [User] = acting.map { [$0] } ?? []
    for imported in batch.users where global.user.map({ imported.name.lowercased() == $0.lowercased() }) ?? true {
      let byID = try imported.uuid.flatMap { try database.user(uuid: $0) }
      guard let user = byID ?? (try? database.user(named: imported.name)), !asked.contains(user) else { continue }
      try context.requirePIN(of: user, in: database)
      asked.append(user)
    }
  }
}

/// An import refused for its input, with the file it came from: exit status 65, nothing written.
struct FileImportError: Error {
  let file: String
  let error: ImportError

  /// `file:line:column: what`, the form compilers use, so editors can jump to it; a file inside a folder or zip
  /// archive follows its path: `export.zip/001 Read/Checkmarks.csv:3:12: what`.
  var message: String {
    let place = error.file.map { (file.hasSuffix("/") ? file : file + "/") + $0 } ?? file
    return "\(place):" + (error.location.map { "\($0): " } ?? " ") + error.message
  }
}
