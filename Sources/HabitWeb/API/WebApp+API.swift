import FoundationEssentials
import HTTPTypes
import Hummingbird
import OpenAPIRuntime

/// The JSON API under `/api/v1`: its document, and its operations behind the token check.
extension WebApp {
  func addAPI(to router: Router<WebContext>) {
    router.get("/api/v1/openapi.yaml") { _, _ in Pages.file(OpenAPIDocument.yaml + "\n", type: "application/yaml") }
    let api = router.group("/api/v1").add(middleware: APIAuthentication())
    let transport = APITransport(group: api)
    do {
      // Answers are written as the command line writes its JSON.
      try APIHandler(app: self).registerHandlers(
        on: transport, serverURL: URL(string: "/")!,
        configuration: Configuration(jsonEncodingOptions: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
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

/// Serves the generated operations on the API's routes, noting which methods each path takes. A request's body is
/// read whole before its operation runs (over ``maximumBodyBytes``, 413), and an answer, one encoded value, is sent
/// as one buffer of its length: streaming either way cost an API today 29,000 of its 0.61 M instructions.
final class APITransport: ServerTransport {
  let group: RouterGroup<WebContext>
  private(set) var methods: [String: [HTTPRequest.Method]] = [:]

  /// The largest body the document allows is a 2,000-character note of characters outside the BMP, each written
  /// as two `\u` escapes (12 bytes), as many JSON writers do: about 24 KB. A page's form may have 16 KiB.
  static let maximumBodyBytes = 64 * 1024

  init(group: RouterGroup<WebContext>) { self.group = group }

  func register(
    _ handler:
      @Sendable @escaping (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (
        HTTPResponse, HTTPBody?
      ),
    method: HTTPRequest.Method, path: String
  ) {
    group.on(RouterPath(path), method: method) { request, context in
      let body = try await Self.body(of: request)
      var parameters: [String: Substring] = [:]
      for (name, value) in context.parameters { parameters[String(name)] = value }
      var head = request.head
      // `Accept: */*` (curl's default, and most clients') takes any answer, as no Accept does; the generated code
      // parsing it cost a request 58,000 instructions, a tenth of an API today.
      if head.headerFields[values: .accept] == ["*/*"] { head.headerFields[.accept] = nil }
      let (response, answer) = try await handler(head, body, ServerRequestMetadata(pathParameters: parameters))
      var buffer = ByteBuffer()
      if let answer {
        if case .known(let length) = answer.length { buffer.reserveCapacity(Int(length)) }
        for try await chunk in answer { buffer.writeBytes(chunk) }
      }
      return Response(status: response.status, headers: response.headerFields, body: ResponseBody(byteBuffer: buffer))
    }
    methods[path, default: []].append(method)
  }

  /// A request's body, read whole; none for a request that sends none (`curl -X POST` with no data), which an
  /// operation with an optional body takes as no body, not as JSON that is not there.
  static func body(of request: Request) async throws -> HTTPBody? {
    let fields = request.headers
    guard fields[.contentLength].map({ $0 != "0" }) ?? (fields[.transferEncoding] != nil) else { return nil }
    let bytes = try await request.body.collect(upTo: maximumBodyBytes)
    return HTTPBody(bytes.readableBytesView)
  }
}

/// 405: the path takes other methods, named in `Allow`.
struct MethodNotAllowed: Error {
  let allowed: [String]
}
