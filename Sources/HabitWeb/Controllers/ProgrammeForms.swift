import HabitCore
import HabitScreens
import HabitStore
import Hummingbird

/// What the challenge and plan forms share: one use case for the session's member on their today, whose sentence
/// (or the sentence of the refusal) is the next page's notice.
extension WebApp {
  /// A challenge or plan form: runs `action` (one use case) for the session's member on their today, shows what it
  /// says, or the sentence of a challenge or plan it refused, as the next page's notice, and sends the browser to
  /// `page`.
  func programme(
    _ who: SignedIn, _ context: WebContext, showing page: String,
    _ action: @escaping @Sendable (HabitDatabase, UserReference, Day) throws -> String
  ) async throws -> Response {
    try await recordingProgramme(who, context, showing: page) { (try action($0, $1, $2), nil) }
  }

  /// A challenge or plan form whose use case may record a completion: its event runs `on-record` once committed.
  func recordingProgramme(
    _ who: SignedIn, _ context: WebContext, showing page: String,
    _ action: @escaping @Sendable (HabitDatabase, UserReference, Day) throws -> (String, RecordEvent?)
  ) async throws -> Response {
    let (notice, event) = try await write(as: who) { database, member, today -> (String, RecordEvent?) in
      do {
        return try action(database, member, today)
      } catch let error as ChallengeError {
        return (sentence(error.description), nil)
      } catch let error as PlanError {
        return (sentence(error.description), nil)
      }
    }
    if let event { hooks.recordInBackground(event) }
    sessions.update(context.sessionToken) { $0.notice = notice }
    return Pages.redirect(page)
  }
}
