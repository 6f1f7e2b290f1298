import FoundationEssentials
import HTTPTypes
import Hummingbird
import OpenAPIHummingbird
import OpenAPIRuntime

/// The JSON API under `/api/v1`: its document, and its operations behind the token check.
extension WebApp {
  func addAPI(to router: Router<WebContext>) {
    router.get("/api/v1/openapi.yaml") { _, _ in Pages.file(OpenAPIDocument.yaml + "\n", type: "application/yaml") }
    let api = router.group("/api/v1").add(middleware: APIAuthentication())
    let transport = MethodsOfPaths(group: api)
    do {
      // Answers are written as the command line writes its JSON.
      try APIHandler(app: self).registerHandlers(
        on: transport, serverURL: URL(string: "/")!,
        configuration: Configuration(jsonEncodingOptions: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]),
        middlewares: [NoBodyIsNone()])
    } catch {
      preconditionFailure("the API's routes could not be made: \(error)")
    }
    // A method a path does not take is 405 with the methods it does, as HTTP asks.
    for (path, methods) in transport.methods {
      let allowed = (methods.contains(.get) ? methods + [.head] : methods).map(\.rawValue).sorted()
      for method in [HTTPRequest.Method.get, .post, .put, .patch, .delete, .options, .trace, .init("QUERY")!]
      where !methods.contains(method) {
        api.on(RouterPath(path), method: method) { _, _ -> Response in throw MethodNotAllowed(allowed: allowed) }
      }
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

/// Registers the generated operations on the API's routes, noting which methods each path takes.
final class MethodsOfPaths: ServerTransport {
  let group: RouterGroup<WebContext>
  private(set) var methods: [String: [HTTPRequest.Method]] = [:]

  init(group: RouterGroup<WebContext>) { self.group = group }

  func register(
    _ handler:
      @Sendable @escaping (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (
        HTTPResponse, HTTPBody?
      ),
    method: HTTPRequest.Method, path: String
  ) {
    group.register(handler, method: method, path: path)
    methods[path, default: []].append(method)
  }
}

/// 405: the path takes other methods, named in `Allow`.
struct MethodNotAllowed: Error {
  let allowed: [String]
}
