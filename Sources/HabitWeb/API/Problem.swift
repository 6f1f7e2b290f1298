import FoundationEssentials
import Hummingbird

/// RFC 9457 problem details: how the JSON API answers a refusal, with the same sentence a page or the command line
/// would give.
struct Problem: Encodable {
  let type = "about:blank"
  let title: String
  let status: Int
  let detail: String

  static func response(_ status: HTTPResponse.Status, title: String, detail: String) -> Response {
    let problem = Problem(title: title, status: status.code, detail: detail)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let bytes = (try? encoder.encode(problem)).map { Array($0) } ?? Array("{}".utf8)
    return Response(
      status: status, headers: [.contentType: "application/problem+json"],
      body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
  }
}
