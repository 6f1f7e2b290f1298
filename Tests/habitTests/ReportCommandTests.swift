import Foundation
import Testing

/// `habit report` as a person runs it: where it writes, and what it refuses before writing anything.
@Suite struct ReportCommandTests {
  func household() throws -> Sandbox {
    let sandbox = try Sandbox()
    try sandbox.run("user", "add", "alice")
    try sandbox.run("add", "Run")
    try sandbox.run("done", "Run")
    return sandbox
  }

  @Test func withoutOutputAnExistingReportIsKeptAndTheRefusalSaysHowToReplaceIt() throws {
    // Given a report.html already in the working directory
    let sandbox = try household()
    let kept = sandbox.directory.appendingPathComponent("report.html").path
    try "my earlier report".write(toFile: kept, atomically: true, encoding: .utf8)
    // When habit report runs without -o
    let result = try sandbox.run("report")
    // Then it refuses as a usage error, and the file is what it was
    #expect(result.status == 64, "\(result)")
    #expect(
      result.stderr.hasPrefix("error: report.html already exists, and a report without -o never replaces a file\n"))
    #expect(result.stderr.contains("Replace it with: habit report -o report.html"))
    #expect(try String(contentsOfFile: kept, encoding: .utf8) == "my earlier report")
    // And naming the file with -o replaces it
    let replaced = try sandbox.run("report", "-o", "report.html")
    #expect(replaced.status == 0, "\(replaced)")
    #expect(try String(contentsOfFile: kept, encoding: .utf8).hasPrefix("<!doctype html>"))
  }

  @Test func withoutOutputANewReportIsWrittenToReportHTML() throws {
    let sandbox = try household()
    let result = try sandbox.run("report")
    #expect(result.status == 0, "\(result)")
    #expect(result.stderr == "Wrote report.html.\n")
    #expect(FileManager.default.fileExists(atPath: sandbox.directory.appendingPathComponent("report.html").path))
  }

  @Test func aYearThatHasNotBegunIsRefusedAndNothingIsWritten() throws {
    // Given today in 2026
    let sandbox = try household()
    // When the report is asked for 2027
    let result = try sandbox.run("report", "--year", "2027")
    // Then it is refused, and no file appears
    #expect(result.status == 64, "\(result)")
    #expect(
      result.stderr
        == "error: --year 2027 has not begun (today is 2026-11-21): its report would be empty\n"
        + "Give this year or an earlier one, such as --year 2026.\n")
    #expect(!FileManager.default.fileExists(atPath: sandbox.directory.appendingPathComponent("report.html").path))
  }
}
