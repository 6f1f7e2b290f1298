import HabitCore
import Hummingbird
import Synchronization

/// The bearer token a JSON API request came with, as ``APIAuthentication`` found it in the header. Its member is
/// found by the operation itself, in the same database job as its use case (``APIHandler``): one wait for a
/// database thread, not one for the token and another for the answer.
struct APICredential: Sendable {
  let secret: String

  @TaskLocal static var current: APICredential?

  /// The request's token; an operation reached without one is a defect of the routes, answered as unauthorized.
  static func required() throws -> APICredential {
    guard let current else { throw APIAuthentication.unauthorized("No token was checked for this request.") }
    return current
  }
}

/// Answers 401 to a request without an `Authorization: Bearer` token, and hands the operations the token of any
/// other. Whose it is, and whether it is one at all, the operation finds out (``APIHandler``): a wrong token is
/// answered only after a wait, and wrong tokens wait in turn (``WrongTokenGate``), as wrong PINs do: guessing is
/// slow.
struct APIAuthentication: RouterMiddleware {
  typealias Context = WebContext

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    guard let header = request.headers[.authorization], header.lowercased().hasPrefix("bearer ") else {
      throw Self.unauthorized(
        "The request has no token. Send one as: Authorization: Bearer TOKEN (make one with: habit token add NAME "
          + "--user MEMBER).")
    }
    let credential = APICredential(secret: String(Substring(header).dropFirst("bearer ".count).trimmingSpaces()))
    return try await APICredential.$current.withValue(credential) { try await next(request, context) }
  }

  static func unauthorized(_ message: String) -> WebError {
    WebError(.unauthorized, "No valid token", message + " Nothing was changed.")
  }

  static let unknownToken = unauthorized(
    "The token is not one of this household's: it was mistyped, or removed (see: habit token list).")
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
