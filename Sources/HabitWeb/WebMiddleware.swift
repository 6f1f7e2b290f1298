import HabitStore
import HabitViews
import Hummingbird
import OpenAPIRuntime

/// The outermost layer: every error becomes a page worded for a person (under `/api/`, `application/problem+json`
/// with the same sentence), with its status and no stack trace, and every response gets headers that keep the
/// pages to themselves.
struct ErrorPageMiddleware: RouterMiddleware {
  typealias Context = WebContext
  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    var response: Response
    do {
      response = try await next(request, context)
    } catch let redirect as Redirect {
      response = Pages.redirect(redirect.to)
    } catch {
      let isAPI = request.uri.path.hasPrefix("/api/")
      let (status, title, message) = Self.refusal(error, request, context)
      response =
        isAPI
        ? Problem.response(status, title: title, detail: message)
        : Pages.error(status, title: title, message: message)
      if let refused = error as? MethodNotAllowed { response.headers[.allow] = refused.allowed.joined(separator: ", ") }
      if status == .unauthorized { response.headers[.wwwAuthenticate] = "Bearer realm=\"habit\"" }
      if status == .serviceUnavailable { response.headers[.retryAfter] = String(FailureText.busyRetrySeconds) }
    }
    response.headers[.contentSecurityPolicy] =
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; "
      + "script-src 'self'; manifest-src 'self'; worker-src 'self'; connect-src 'self'"
    response.headers[.xContentTypeOptions] = "nosniff"
    response.headers[HTTPFields.Element.Name("Referrer-Policy")!] = "same-origin"
    response.headers[.cacheControl] = "no-store"
    return response
  }

  /// What went wrong, worded for a person: the status, a title and the sentence. An error of the JSON API's
  /// generated layer is judged by what it wraps.
  static func refusal(_ error: any Error, _ request: Request, _ context: Context) -> (
    HTTPResponse.Status, String, String
  ) {
    switch error {
    case let wrapped as ServerError:
      if wrapped.underlyingError is DecodingError || wrapped.httpStatus.kind == .clientError {
        return (
          wrapped.httpStatus.kind == .clientError ? wrapped.httpStatus : .badRequest, "Not a request of this API",
          "The request does not fit the API's document (\(wrapped.causeDescription)); see /api/v1/openapi.yaml. "
            + "Nothing was changed."
        )
      }
      return refusal(wrapped.underlyingError, request, context)
    case let changed as DatabaseFileChanged:
      context.logger.error("\(request.method) \(request.uri.path): refused: \(changed.logLine)")
      return (
        .serviceUnavailable, "The database file changed",
        "The household's database file was deleted or replaced while this server ran, so nothing was "
          + "written: the server would write into a file that is no longer the one it opened. Stop the server and "
          + "start it again (habit serve) to use the file there now."
      )
    case let error as StoreError:
      let status: HTTPResponse.Status =
        switch error {
        case .activityNotFound, .userNotFound: .notFound
        default: .badRequest
        }
      return (status, "Not done", HabitWeb.sentence(error.description) + " Nothing was changed.")
    case LinkError.unknownSecret:
      return (
        .notFound, "No such link",
        "This link was removed, or its address was mistyped: nothing was recorded. Ask for a new link or card "
          + "(habit link add, then habit link qr)."
      )
    case let error as WebError:
      return (error.status, error.title, error.message)
    case is MethodNotAllowed:
      return (.methodNotAllowed, "Method Not Allowed", Self.sentence(.methodNotAllowed))
    case let error as any HTTPResponseError:
      return (error.status, error.status.reasonPhrase, Self.sentence(error.status))
    case _ where (error as? DatabaseFailure) == .busy || DatabaseFailure(error) == .busy:
      context.logger.error("\(request.method) \(request.uri.path): refused: \(FailureText.busy)")
      return (
        .serviceUnavailable, "Busy",
        HabitWeb.sentence(FailureText.busy) + " " + FailureText.busyHint + " Nothing was changed."
      )
    default:
      context.logger.error("\(request.method) \(request.uri.path): \(error)")
      return (
        .internalServerError, "Something went wrong",
        "The page could not be made. Nothing was changed; try again, or see the server's log."
      )
    }
  }

  static func sentence(_ status: HTTPResponse.Status) -> String {
    switch status.code {
    case 404: return "There is no such page here."
    case 405: return "That page cannot be used that way."
    case 413: return "What was sent was too large; nothing was changed."
    default: return "The request was refused; nothing was changed."
    }
  }
}

/// Gives every request its session (a new one, with its cookie, on a first visit) and refuses a POST whose form
/// does not carry the session's CSRF token, before any route sees it. A session whose member is gone, or whose PIN
/// changed, ends here.
struct SessionMiddleware: RouterMiddleware {
  typealias Context = WebContext
  let sessions: SessionStore

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    var context = context
    let resolved = sessions.resolve(SessionStore.token(in: request.headers[values: .cookie]))
    context.sessionToken = resolved.token
    context.session = resolved.session
    if request.method == .post {
      var request = request
      let body = try await request.collectBody(upTo: WebApp.maximumBodyBytes)
      let form = String(buffer: body)
      if LinksController.isCheckIn(request.uri.path) {
        // A check-in link's button has no session behind it (the link is the credential): a browser says where the
        // form comes from in Origin, which HostCheckMiddleware has found to be this server, and a form without one
        // is not sent by a browser's page.
        guard request.headers[.origin] != nil else {
          throw WebError(
            .forbidden, "Form from elsewhere",
            "This check-in was not sent by the link's own page. Nothing was recorded: open the link and press its "
              + "button.")
        }
        context.formBody = form
      } else {
        guard !resolved.isNew, let (token, rest) = Forms.csrfToken(in: form),
          SessionStore.same(String(token), resolved.session.csrf)
        else {
          throw WebError(
            .forbidden, "Form expired",
            "This form was not sent by this page (its security token is missing or old). Nothing was changed: "
              + "open the page again and repeat.")
        }
        context.formBody = rest
      }
    }
    var response: Response
    do {
      response = try await next(request, context)
    } catch let redirect as Redirect {
      // A first visit is usually sent to pick a member: the cookie must come along.
      response = Pages.redirect(redirect.to)
    } catch is SignedOut {
      sessions.end(resolved.token)
      return Pages.redirect("/members")
    }
    if resolved.isNew && response.headers[.setCookie] == nil {
      response.setCookie(SessionStore.cookie(resolved.token))
    }
    return response
  }
}

extension SessionStore {
  /// The session cookie's value in a request's `Cookie` headers, each holding `name=value` pairs split by `;`.
  /// Read as bytes: Hummingbird's `request.cookies` made a `Cookie` of every pair character by character, about 70,000
  /// instructions a page.
  static func token(in cookieHeaders: [String]) -> String? {
    let prefix = (cookieName + "=").utf8
    for header in cookieHeaders {
      for pair in header.utf8.split(separator: UInt8(ascii: ";")) {
        let trimmed = pair.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        if trimmed.starts(with: prefix) { return String(Substring(trimmed.dropFirst(prefix.count))) }
      }
    }
    return nil
  }

  /// The cookie that carries a session's token: never to scripts, never with a request from another site.
  static func cookie(_ token: String) -> Cookie {
    Cookie(name: cookieName, value: token, path: "/", httpOnly: true, sameSite: .strict)
  }
}

/// Answers only requests for this server's own names, so that a page of another site whose name was pointed at
/// this machine (DNS rebinding) gets nothing, and refuses a form sent from a page of another origin, before any
/// session is made.
struct HostCheckMiddleware: RouterMiddleware {
  typealias Context = WebContext
  let names: Set<String>

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    let host = request.head.authority
    guard let host, let name = HostNames.name(ofAuthority: host), names.contains(name) else {
      throw WebError(
        .misdirectedRequest, "Unknown address",
        "This server answers only to the addresses it listens on. Open it with the address habit serve printed, "
          + "or start it with --name for the name you use.")
    }
    if request.method != .get && request.method != .head, let origin = request.headers[.origin] {
      guard HostNames.authority(ofOrigin: origin)?.lowercased() == host.lowercased() else {
        throw WebError(
          .forbidden, "Form from another site",
          "This form was sent by a page of another site (\(origin)). Nothing was changed.")
      }
    }
    return try await next(request, context)
  }
}

/// A refusal with its status and its sentence for the page.
struct WebError: Error {
  let status: HTTPResponse.Status
  let title: String
  let message: String

  init(_ status: HTTPResponse.Status, _ title: String, _ message: String) {
    self.status = status
    self.title = title
    self.message = message
  }
}

/// "no activity 'x' for alice" as a sentence: "No activity 'x' for alice."
func sentence(_ text: String) -> String {
  guard let first = text.first else { return text }
  return first.uppercased() + text.dropFirst() + (text.hasSuffix(".") ? "" : ".")
}
