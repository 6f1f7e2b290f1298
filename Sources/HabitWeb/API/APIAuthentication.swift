import HabitCore
import HabitStore
import Hummingbird
import Synchronization

/// The member a JSON API request acts as: found from its bearer token by ``APIAuthentication`` before any
/// operation runs, and read by the operations.
struct APICaller: Sendable {
  let uuid: String
  let tokenName: String
  let readOnly: Bool

  var reference: UserReference { .authenticated(uuid: uuid) }

  @TaskLocal static var current: APICaller?

  /// The request's caller; an operation reached without one is a defect of the routes, answered as unauthorized.
  static func required() throws -> APICaller {
    guard let current else { throw APIAuthentication.unauthorized("No token was checked for this request.") }
    return current
  }
}

/// Finds the member of the request's `Authorization: Bearer` token, or answers 401. A wrong token is answered
/// only after a wait, and wrong tokens wait in turn (``WrongTokenGate``), as wrong PINs do: guessing is slow.
struct APIAuthentication: RouterMiddleware {
  typealias Context = WebContext
  let pool: DatabasePool
  let gate: WrongTokenGate

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    guard let header = request.headers[.authorization], header.lowercased().hasPrefix("bearer ") else {
      throw Self.unauthorized(
        "The request has no token. Send one as: Authorization: Bearer TOKEN (make one with: habit token add NAME "
          + "--user MEMBER).")
    }
    let secret = String(Substring(header).dropFirst("bearer ".count).trimmingSpaces())
    guard let holder = try await pool.read({ try $0.tokenHolder(secret) }) else {
      await gate.wait()
      throw Self.unauthorized(
        "The token is not one of this household's: it was mistyped, or removed (see: habit token list).")
    }
    if !holder.usedThisHour {
      // What `habit token list` shows; a busy file is no reason to refuse the request.
      _ = try? await pool.write { try $0.markTokenUsed(holder) }
    }
    let caller = APICaller(uuid: holder.member.uuid, tokenName: holder.name, readOnly: holder.readOnly)
    return try await APICaller.$current.withValue(caller) { try await next(request, context) }
  }

  static func unauthorized(_ message: String) -> WebError {
    WebError(.unauthorized, "No valid token", message + " Nothing was changed.")
  }
}

/// Wrong tokens are answered one at a time, each `delay` seconds after the one before: however many are sent at
/// once, guesses go no faster than one per `delay`.
final class WrongTokenGate: Sendable {
  let delay: Double
  private let nextAnswer = Mutex(ContinuousClock.now)

  init(delay: Double) { self.delay = delay }

  func wait() async {
    let answer = nextAnswer.withLock { next in
      next = max(next, ContinuousClock.now) + .milliseconds(Int(delay * 1000))
      return next
    }
    try? await Task.sleep(until: answer, clock: .continuous)
  }
}
