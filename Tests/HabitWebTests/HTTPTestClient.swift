import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A plain HTTP/1.1 client over a loopback socket: requests exactly as written (odd paths, no token, huge
/// bodies), responses as received (no redirect followed), and a cookie jar of one session cookie.
struct HTTPTestClient {
  struct Reply {
    let status: Int
    let headers: [(name: String, value: String)]
    let body: String

    func header(_ name: String) -> String? {
      headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
    var location: String? { header("Location") }
  }

  let port: Int
  var cookie: String?

  mutating func get(_ path: String) throws -> Reply { try send("GET", path) }

  mutating func post(_ path: String, _ fields: [(String, String)], headers: [(String, String)] = []) throws -> Reply {
    let body = fields.map { "\(encode($0.0))=\(encode($0.1))" }.joined(separator: "&")
    return try send("POST", path, body: body, contentType: "application/x-www-form-urlencoded", headers: headers)
  }

  /// `headers` are sent as given; a `Host` among them replaces the loopback address and port.
  mutating func send(
    _ method: String, _ path: String, body: String = "", contentType: String? = nil, headers: [(String, String)] = []
  ) throws -> Reply {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw TestFailure("socket: \(errno)") }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw TestFailure("connect: \(errno)") }
    // Generous: the served app shares this test process's threads with every other suite, and on a loaded 2-core
    // machine (CI runs the whole suite at once) an answer waited more than 10 s. A hang still ends the test.
    var timeout = timeval(tv_sec: 120, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var request = "\(method) \(path) HTTP/1.1\r\nConnection: close\r\n"
    if !headers.contains(where: { $0.0.lowercased() == "host" }) { request += "Host: 127.0.0.1:\(port)\r\n" }
    for (name, value) in headers { request += "\(name): \(value)\r\n" }
    if let cookie { request += "Cookie: \(cookie)\r\n" }
    if let contentType { request += "Content-Type: \(contentType)\r\n" }
    if method == "POST" { request += "Content-Length: \(body.utf8.count)\r\n" }
    request += "\r\n" + body
    let bytes = Array(request.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count <= 0 { break }  // the server may stop reading a body it refuses
      sent += count
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while !Self.isComplete(received) {
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      received += buffer[..<count]
    }
    let text = String(decoding: received, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n") else { throw TestFailure("no response head in: \(text)") }
    let lines = text[..<split.lowerBound].components(separatedBy: "\r\n")
    let status = Int(lines[0].split(separator: " ")[1]) ?? 0
    let headers = lines.dropFirst().compactMap { line -> (String, String)? in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
    }
    let reply = Reply(status: status, headers: headers, body: String(text[split.upperBound...]))
    if let setCookie = reply.header("Set-Cookie") { cookie = String(setCookie.prefix { $0 != ";" }) }
    return reply
  }

  /// A response is complete once its head and `Content-Length` bytes of body are in (the server may keep the
  /// connection open).
  static func isComplete(_ received: [UInt8]) -> Bool {
    let text = String(decoding: received, as: UTF8.self)
    guard let split = text.range(of: "\r\n\r\n") else { return false }
    let head = text[..<split.lowerBound].lowercased()
    guard let field = head.range(of: "content-length:") else { return false }
    let length = Int(head[field.upperBound...].prefix { $0 != "\r" }.trimmingCharacters(in: .whitespaces)) ?? 0
    return received.count - text[..<split.upperBound].utf8.count >= length
  }

  private func encode(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
  }
}

struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

extension String {
  /// The value of the first `name="csrf" value="..."` in a page.
  var csrfToken: String? {
    guard let field = range(of: "name=\"csrf\" value=\"") else { return nil }
    return String(self[field.upperBound...].prefix { $0 != "\"" })
  }
}
