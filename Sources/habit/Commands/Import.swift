import ArgumentParser
import HabitCore
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
    let progress = Progress("Reading \(fileName)")
    let settings = importSettings(today: context.today, progress: progress)
    let request = ImportRequest(
      file: fileName, acting: context.userReference, onlyUser: global.user, today: context.today, dryRun: dryRun)
    let report: ImportReport
    do {
      defer { progress?.clear() }
      let batch =
        try Importer.read(path: file, settings: settings)
        ?? InputFile.read(file) { try Importer.read($0, settings: settings) }
      progress?.show("Writing")
      report = try context.choosing {
        try HabitDatabase.importFile(
          batch, at: context.databasePath, request, open: context.openCreatingForWriting,
          unlock: context.requirePIN)
      }
    } catch let error as ImportError {
      throw FileImportError(file: fileName, error: error)
    }
    Message.info(ImportReportText(report: report, file: fileName).text)
    // A script must tell an import that left something out from one that brought everything in.
    if report.leftOut > 0 { throw ExitCode(ExitStatus.importLeftOut.rawValue) }
  }

  /// The file as the report and the refusals name it.
  private var fileName: String { file == "-" ? "<stdin>" : file }

  /// How to read the file: the format asked for, CSV's formula escapes, and progress on a terminal.
  private func importSettings(today: Day, progress: Progress?) -> ImportSettings {
    var settings = ImportSettings(format: InterchangeFormat(rawValue: format), today: today)
    settings.foreign = ForeignFormat(rawValue: format)
    settings.unescapesFormulas = !noFormulaUnescape
    settings.progress = progress.map { progress in ImportProgress { progress.show("Read \($0) records") } }
    return settings
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
