import Foundation

extension Sandbox {
  /// A folder holding only `habit` (a link to the built binary), to put on PATH.
  static let binFolder: String = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("habit-bin-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("habit"), withDestinationURL: Sandbox.binary)
    return folder.path
  }()

  /// Runs a command line as a person would type it, in bash, with `habit` on PATH: the way to prove that a line
  /// README shows, or a hint habit prints, runs as written.
  @discardableResult
  func shell(_ line: String, environment extra: [String: String] = [:]) throws -> Result {
    try launch(
      URL(fileURLWithPath: "/bin/bash"), ["-c", line], stdin: "",
      environment: ["PATH": Sandbox.binFolder + ":/usr/bin:/bin"].merging(extra) { $1 })
  }
}
