import Testing

extension Sandbox {
  /// `habit stats NAME` of each activity in turn, for a golden file of what an import gave: how its goals,
  /// completions, skipped and failed days are judged shows in the streaks, rates and months.
  func stats(of names: String...) throws -> String {
    var text = ""
    for name in names {
      let result = try run("stats", name)
      #expect(result.status == 0 && result.stderr.isEmpty, "habit stats \(name): \(result)")
      text += result.stdout + "\n"
    }
    return text
  }
}
