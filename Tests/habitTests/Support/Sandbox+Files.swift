import Foundation

extension Sandbox {
  /// Writes a file into the sandbox and returns its path.
  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) -> String {
    let path = directory.appendingPathComponent(name).path
    let created = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    precondition(created, "cannot write \(path)")
    return path
  }

  @discardableResult
  func write(_ name: String, _ text: String) -> String { write(name, Array(text.utf8)) }

  func text(of path: String) -> String { String(decoding: bytes(of: path) ?? Data(), as: UTF8.self) }

  /// Runs the `sqlite3` command line on a database file (which must exist) and returns its output.
  func sqlite3(_ path: String, _ arguments: String...) throws -> String {
    precondition(FileManager.default.fileExists(atPath: path), "sqlite3 would create \(path)")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [path] + arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// Everything in a database file as SQL text: equal dumps mean equal databases.
  func dump(_ path: String) throws -> String { try sqlite3(path, ".dump") }
}

extension Sandbox {
  /// Starts `habit ARGS` without waiting for it, with empty standard input and its output discarded.
  func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = Sandbox.binary
    process.arguments = arguments
    var env = [
      "PATH": "/usr/bin:/bin", "HOME": directory.path, "LANG": "C.UTF-8", "HABIT_TODAY": today,
      "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
      "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
    ]
    env.merge(environment) { $1 }
    process.environment = env
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }
}
