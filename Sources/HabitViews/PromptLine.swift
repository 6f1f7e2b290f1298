import HabitScreens

/// The one line `habit prompt` prints for a shell prompt: "3 to do, 1 at risk" (counted as `habit today` lists
/// them), "1 at risk", or nothing when nothing is open, so that a prompt stays quiet on a good day.
public struct PromptLine {
  public let status: PromptStatus

  public init(_ status: PromptStatus) { self.status = status }

  public func render(to stream: inout some TextOutputStream) {
    guard !status.isQuiet else { return }
    let parts = [(status.toDo, "to do"), (status.atRisk, "at risk")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    stream.write(parts.joined(separator: ", ") + "\n")
  }
}
