import HabitCore
import HabitScreens
import HabitStore
import HabitViews

/// A record form, checked: what one of done, undo, skip, fail or a calendar tap does to one day of one activity.
struct RecordRequest: Sendable {
  let action: RecordAction
  let activityID: String
  let day: Day
  let today: Day
  let amount: Double?
  let note: String?
  /// The page to show next.
  let back: String

  /// Runs the action's use case for `member` and words what it did for the next page's notice, with what can be
  /// taken back from it and the event for the `on-record` hook.
  func run(
    in database: HabitDatabase, for member: UserReference
  ) throws -> (notice: String, undo: UndoOffer?, event: RecordEvent?) {
    let id = activityID
    let when = day == today ? "today" : day.description
    // What was just recorded can be taken back from the notice: a completion, or a skip or fail mark.
    let offer = { (name: String) in UndoOffer(activityUUID: id, activityName: name, day: day, back: back) }
    switch action {
    case .done:
      let outcome = try database.recordCompletion(
        .id(id), of: member, on: day, amount: amount, note: note, today: today)
      return (RecordText.recorded(outcome, on: day, today: today), offer(outcome.activity), outcome.event)
    case .undo:
      do {
        let undone = try database.undo(.id(id), of: member, on: day, today: today)
        return ("\(undone.activity): taken back for \(when).", nil, undone.event)
      } catch StoreError.nothingToUndo(let name, _) {
        return ("\(name): nothing to take back for \(when).", nil, nil)
      }
    case .skip, .fail:
      let marked = try database.mark(
        .id(id), of: member, on: day, as: action == .skip ? .skipped : .failed, today: today)
      let text = "\(marked.activity): \(action == .skip ? "skipped" : "failed") \(when)."
      return (text, offer(marked.activity), marked.event)
    case .toggle:
      // A calendar tap: a day with completions (as the evaluation judges the day) loses one, else gains one.
      let toggled = try database.toggleCompletion(.id(id), of: member, on: day, today: today)
      let text = toggled.added ? "done on \(day)" : "a completion removed from \(day)"
      return ("\(toggled.activity): \(text).", nil, toggled.event)
    }
  }
}

/// What a form does to one day of one activity: each has its own path, so there is no other.
enum RecordAction: String, CaseIterable, Sendable {
  case done, undo, skip, fail
  /// A tap on a calendar day.
  case toggle
}
