import Foundation
import HabitViews

/// One browser's session: its CSRF token, the member it acts as, and a message for the next page.
struct Session: Sendable {
  var csrf: String
  var memberUUID: String?
  /// A new message drops the Undo of the one before, which would take back something else.
  var notice: String? { didSet { undo = nil } }
  /// The way back from what `notice` says was done, shown with it; set after the notice.
  var undo: UndoOffer? = nil
  var lastUsed: Date
}

/// Sessions kept in memory, keyed by a random token that only travels in an HttpOnly, SameSite=Strict cookie.
/// A restart signs everyone out, which costs a tap on their name.
final class SessionStore: @unchecked Sendable {
  static let cookieName = "habit_session"
  private let lock = NSLock()
  private var sessions: [String: Session] = [:]
  private let limit: Int

  init(limit: Int = 10_000) { self.limit = limit }

  /// The session of `token`, or a new one (and its token) when the token is missing or unknown.
  func resolve(_ token: String?) -> (token: String, session: Session, isNew: Bool) {
    lock.lock()
    defer { lock.unlock() }
    if let token, var session = sessions[token] {
      session.lastUsed = Date()
      sessions[token] = session
      return (token, session, false)
    }
    if sessions.count >= limit, let oldest = sessions.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
      sessions[oldest.key] = nil
    }
    let fresh = Session(csrf: Self.randomToken(), memberUUID: nil, notice: nil, lastUsed: Date())
    let token = Self.randomToken()
    sessions[token] = fresh
    return (token, fresh, true)
  }

  func session(_ token: String) -> Session? {
    lock.lock()
    defer { lock.unlock() }
    return sessions[token]
  }

  func update(_ token: String, _ change: (inout Session) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    guard var session = sessions[token] else { return }
    change(&session)
    sessions[token] = session
  }

  /// The session's message, removed: it is shown once.
  func takeNotice(_ token: String) -> String? { takeFlash(token).notice }

  /// The session's message with its Undo, both removed: they are shown once.
  func takeFlash(_ token: String) -> (notice: String?, undo: UndoOffer?) {
    lock.lock()
    defer { lock.unlock() }
    let flash = (sessions[token]?.notice, sessions[token]?.undo)
    sessions[token]?.notice = nil
    sessions[token]?.undo = nil
    return flash
  }

  /// 32 random bytes as hex, from the system's generator.
  static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in
      let byte = UInt8.random(in: 0...255, using: &generator)
      return String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
    }.joined()
  }

  /// Compares two tokens in time that does not depend on where they differ.
  static func same(_ left: String, _ right: String) -> Bool {
    let a = Array(left.utf8)
    let b = Array(right.utf8)
    guard a.count == b.count else { return false }
    var difference: UInt8 = 0
    for index in a.indices { difference |= a[index] ^ b[index] }
    return difference == 0
  }
}
