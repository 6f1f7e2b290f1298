import Foundation
import HabitViews

/// One browser's session: its CSRF token, the member it acts as, and a message for the next page.
struct Session: Sendable {
  var csrf: String
  /// Who signed in, and the PIN they signed in with: the session ends when that PIN is no longer theirs.
  var member: SignedIn?
  /// A new message drops the Undo of the one before, which would take back something else.
  var notice: String? { didSet { undo = nil } }
  /// The way back from what `notice` says was done, shown with it; set after the notice.
  var undo: UndoOffer? = nil
  let started: Date
  var lastUsed: Date
}

/// How long sessions live and how many are kept.
public struct SessionLimits: Sendable {
  /// A session unused this long is over: the member picks themselves again.
  public var idle: TimeInterval
  /// However often it is used, a session is over this long after it began.
  public var lifetime: TimeInterval
  /// How many sessions of browsers that have not signed in are kept; past it the least recently used of them goes.
  public var anonymous: Int
  /// How many signed-in sessions are kept; past it the least recently used of them goes.
  public var signedIn: Int

  public init(idle: TimeInterval, lifetime: TimeInterval, anonymous: Int = 10_000, signedIn: Int = 10_000) {
    self.idle = idle
    self.lifetime = lifetime
    self.anonymous = anonymous
    self.signedIn = signedIn
  }

  /// A week unused, a month in all: a phone on the kitchen table stays signed in, a lost one not for ever.
  public static let standard = SessionLimits(idle: 7 * 24 * 3600, lifetime: 30 * 24 * 3600)
}

/// Sessions kept in memory, keyed by a random token that only travels in an HttpOnly, SameSite=Strict cookie.
/// A restart signs everyone out, which costs a tap on their name.
///
/// Browsers that have not signed in are kept apart from signed-in ones: anyone can make as many of the first as
/// they send requests, and those only ever push out each other. Signing in moves the session to a new token (the
/// one a page on another port could have planted is then worth nothing), as does signing out.
final class SessionStore: @unchecked Sendable {
  static let cookieName = "habit_session"
  private let lock = NSLock()
  private var anonymous: [String: Session] = [:]
  private var signedIn: [String: Session] = [:]
  private let limits: SessionLimits

  init(limits: SessionLimits = .standard) { self.limits = limits }

  /// The session of `token`, or a new one (and its token) when the token is missing, unknown or expired.
  func resolve(_ token: String?, now: Date = Date()) -> (token: String, session: Session, isNew: Bool) {
    lock.lock()
    defer { lock.unlock() }
    if let token {
      for signedInStore in [true, false] {
        guard var session = signedInStore ? signedIn[token] : anonymous[token] else { continue }
        if isExpired(session, now: now) {
          remove(token)
          break
        }
        session.lastUsed = now
        store(session, token, signedIn: signedInStore)
        return (token, session, false)
      }
    }
    let fresh = Session(csrf: Self.randomToken(), member: nil, notice: nil, started: now, lastUsed: now)
    let token = Self.randomToken()
    makeRoom(signedIn: false, now: now)
    anonymous[token] = fresh
    return (token, fresh, true)
  }

  /// Signs `member` in: the session moves to a new token with a new CSRF token, and the old token is worth
  /// nothing from now on. Returns the new token.
  func signIn(_ token: String, as member: SignedIn, now: Date = Date()) -> (token: String, csrf: String) {
    lock.lock()
    defer { lock.unlock() }
    remove(token)
    let session = Session(csrf: Self.randomToken(), member: member, notice: nil, started: now, lastUsed: now)
    let renewed = Self.randomToken()
    makeRoom(signedIn: true, now: now)
    signedIn[renewed] = session
    return (renewed, session.csrf)
  }

  /// Ends the session of `token`, whatever it was.
  func end(_ token: String) {
    lock.lock()
    defer { lock.unlock() }
    remove(token)
  }

  func session(_ token: String) -> Session? {
    lock.lock()
    defer { lock.unlock() }
    return signedIn[token] ?? anonymous[token]
  }

  func update(_ token: String, _ change: (inout Session) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    if var session = signedIn[token] {
      change(&session)
      signedIn[token] = session
    } else if var session = anonymous[token] {
      change(&session)
      anonymous[token] = session
    }
  }

  /// The session's message, removed: it is shown once.
  func takeNotice(_ token: String) -> String? { takeFlash(token).notice }

  /// The session's message with its Undo, both removed: they are shown once.
  func takeFlash(_ token: String) -> (notice: String?, undo: UndoOffer?) {
    var flash: (notice: String?, undo: UndoOffer?) = (nil, nil)
    update(token) {
      flash = ($0.notice, $0.undo)
      $0.notice = nil
      $0.undo = nil
    }
    return flash
  }

  /// How many sessions are kept, signed in and not.
  var counts: (signedIn: Int, anonymous: Int) {
    lock.lock()
    defer { lock.unlock() }
    return (signedIn.count, anonymous.count)
  }

  private func isExpired(_ session: Session, now: Date) -> Bool {
    now.timeIntervalSince(session.lastUsed) > limits.idle || now.timeIntervalSince(session.started) > limits.lifetime
  }

  private func remove(_ token: String) {
    signedIn[token] = nil
    anonymous[token] = nil
  }

  private func store(_ session: Session, _ token: String, signedIn isSignedIn: Bool) {
    if isSignedIn { signedIn[token] = session } else { anonymous[token] = session }
  }

  /// Before a new session of its kind is added to a full store: the expired ones go, else the least recently used.
  private func makeRoom(signedIn isSignedIn: Bool, now: Date) {
    var sessions = isSignedIn ? signedIn : anonymous
    let limit = isSignedIn ? limits.signedIn : limits.anonymous
    guard sessions.count >= limit else { return }
    if isSignedIn { signedIn = [:] } else { anonymous = [:] }
    sessions = sessions.filter { !isExpired($0.value, now: now) }
    if sessions.count >= limit, let oldest = sessions.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
      sessions[oldest.key] = nil
    }
    if isSignedIn { signedIn = sessions } else { anonymous = sessions }
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
