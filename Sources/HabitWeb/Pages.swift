import HabitViews
import Hummingbird

/// Responses made of pages: HTML with its status, and the redirect that follows every form.
enum Pages {
  static func html(_ status: HTTPResponse.Status = .ok, _ render: (inout PageBytes) -> Void) -> Response {
    // A page with its inline style is 10 to 30 KB: room for most at once, rather than growing by doubling.
    var page = PageBytes()
    page.bytes.reserveCapacity(32 * 1024)
    render(&page)
    return Response(
      status: status, headers: [.contentType: "text/html; charset=utf-8"],
      body: .init(byteBuffer: ByteBuffer(bytes: page.bytes)))
  }

  static func error(_ status: HTTPResponse.Status, title: String, message: String) -> Response {
    html(status) { ErrorPage(title: title, message: message).render(nil, to: &$0) }
  }

  /// A file the app serves as it is (a script, the manifest, an icon's SVG, the API's document).
  static func file(_ text: String, type: String) -> Response {
    Response(status: .ok, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  /// 303 See Other: after a POST the browser loads `path` with GET, so a reload never repeats the action.
  static func redirect(_ path: String) -> Response {
    Response(status: .seeOther, headers: [.location: path])
  }

  /// A path of this app to go back to: an absolute path on this server only (never `//host` or a scheme).
  static func localPath(_ candidate: String?, otherwise fallback: String) -> String {
    guard let candidate, candidate.hasPrefix("/"), !candidate.hasPrefix("//"), !candidate.contains("\\"),
      candidate.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
    else { return fallback }
    return candidate
  }
}

/// A page written as bytes, copied once into its response: appended to a `String`, each of the 250 or so pieces
/// of a today page cost about 365 instructions, written into a `ByteBuffer` about 215, here about 115.
struct PageBytes: TextOutputStream {
  var bytes: [UInt8] = []

  mutating func write(_ string: String) {
    var string = string
    string.withUTF8 { bytes.append(contentsOf: $0) }
  }
}
