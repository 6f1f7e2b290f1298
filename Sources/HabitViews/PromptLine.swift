import HabitStore

/// The one line `habit prompt` prints for a shell prompt: "3 to do, 1 at risk", or nothing when nothing is open,
/// so that a prompt stays quiet on a good day.
public struct PromptLine {
  public let status: PromptStatus

  public init(_ status: PromptStatus) { self.status = status }

  public func render(to stream: inout some TextOutputStream) {
    guard status.open > 0 else { return }
    stream.write("\(status.open) to do" + (status.atRisk > 0 ? ", \(status.atRisk) at risk" : "") + "\n")
  }
}
