import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The names a server answers to, from the address it listens on.
///
/// A browser sends the name it was given in `Host`; a page of another site whose name has been pointed at this
/// machine (DNS rebinding) sends that site's name. Answering only this machine's own names keeps such a page out,
/// even on loopback.
///
/// ```swift
/// HostNames.allowed(listeningOn: "127.0.0.1", extra: [])  // ["localhost", "127.0.0.1", "::1"]
/// ```
public enum HostNames {
  static let loopback: Set<String> = ["localhost", "127.0.0.1", "::1"]

  /// A loopback address answers to the loopback names; a wildcard (`0.0.0.0`, `::`) to those, the machine's
  /// addresses, its host name and that name in `.local`; any other address or name to itself. `extra` (the
  /// names given with `--name`) are added in any case.
  public static func allowed(listeningOn host: String, extra: [String]) -> Set<String> {
    var names = loopback.union(extra.compactMap { name(ofAuthority: $0) })
    switch host.lowercased() {
    case "0.0.0.0", "::", "":
      names.formUnion(machineAddresses().map { $0.lowercased() })
      if let own = hostName() { names.formUnion([own, own + ".local"]) }
    default:
      if let own = name(ofAuthority: host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host) {
        names.insert(own)
      }
    }
    return names
  }

  /// The machine's own addresses on its network interfaces, loopback left out, IPv4 first.
  public static func machineAddresses() -> [String] {
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0, let first = list else { return [] }
    defer { freeifaddrs(list) }
    var (version4, version6): ([String], [String]) = ([], [])
    for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
      guard let address = entry.pointee.ifa_addr, entry.pointee.ifa_flags & UInt32(IFF_LOOPBACK) == 0 else {
        continue
      }
      let family = Int32(address.pointee.sa_family)
      guard family == AF_INET || family == AF_INET6 else { continue }
      var text = [CChar](repeating: 0, count: Int(NI_MAXHOST))
      let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
      guard getnameinfo(address, length, &text, socklen_t(text.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
      // A link-local IPv6 address carries its interface ("%eth0"), which no browser sends in `Host`.
      let shown = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        .prefix { $0 != "%" }
      if family == AF_INET { version4.append(String(shown)) } else { version6.append(String(shown)) }
    }
    return version4 + version6
  }

  /// The machine's host name, lowercased; nil when it has none.
  static func hostName() -> String? {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return nil }
    let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return name.isEmpty ? nil : name.lowercased()
  }

  /// The name in a `Host` value: `example:8080` -> `example`, `[::1]:8080` -> `::1`, lowercased, without a final
  /// dot; nil when there is none.
  static func name(ofAuthority authority: String) -> String? {
    var name = Substring(authority.lowercased())
    if name.hasPrefix("[") {
      guard let close = name.firstIndex(of: "]") else { return nil }
      name = name[name.index(after: name.startIndex)..<close]
    } else if let colon = name.lastIndex(of: ":"), !name[..<colon].contains(":") {
      name = name[..<colon]
    }
    while name.hasSuffix(".") { name = name.dropLast() }
    return name.isEmpty ? nil : String(name)
  }

  /// The `host:port` of an `Origin` value (`http://example:8080` -> `example:8080`); nil for `null` or another
  /// form.
  static func authority(ofOrigin origin: String) -> String? {
    for scheme in ["http://", "https://"] where origin.lowercased().hasPrefix(scheme) {
      let rest = origin.dropFirst(scheme.count)
      return rest.isEmpty ? nil : String(rest.prefix { $0 != "/" })
    }
    return nil
  }
}
