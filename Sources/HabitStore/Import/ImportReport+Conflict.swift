import HabitScreens

extension ImportReport {
  /// Counts a conflict, described while fewer than ``maxConflictDetails`` are.
  mutating func addConflict(_ text: String) {
    if conflicts.count < Self.maxConflictDetails { conflicts.append(text) } else { moreConflicts += 1 }
  }
}
