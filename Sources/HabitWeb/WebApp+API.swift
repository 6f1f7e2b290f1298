import FoundationEssentials
import HTTPTypes
import Hummingbird
import OpenAPIHummingbird
import OpenAPIRuntime

/// The JSON API under `/api/v1`: its document, and its operations behind the token check.
extension WebApp {
  func addAPI(to router: Router<WebContext>) {
    router.get("/api/v1/openapi.yaml") { _, _ in Self.file(OpenAPIDocument.yaml + "\n", type: "application/yaml") }
    let api = router.group("/api/v1").add(middleware: APIAuthentication(pool: pool, gate: wrongTokens))
    do {
      try APIHandler(app: self).registerHandlers(on: api, serverURL: URL(string: "/")!, middlewares: [NoBodyIsNone()])
    } catch {
      preconditionFailure("the API's routes could not be made: \(error)")
    }
  }
}

/// A request that sends no body (`curl -X POST` with no data) has none: the transport hands every request a body,
/// empty or not, and an empty one is not the JSON an optional body would be read as.
struct NoBodyIsNone: ServerMiddleware {
  func intercept(
    _ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
    next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
  ) async throws -> (HTTPResponse, HTTPBody?) {
    let none =
      request.headerFields[.contentLength].map { $0 == "0" } ?? (request.headerFields[.transferEncoding] == nil)
    return try await next(request, none ? nil : body, metadata)
  }
}
