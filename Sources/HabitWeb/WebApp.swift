import Foundation
import HabitCore
import HabitHooks
import HabitScreens
import HabitStore
import HabitViews
import Hummingbird
import HummingbirdCore
import NIOCore

/// The web app over one database file: its routes, sessions and forms. Every route resolves the session's member,
/// calls the database's use cases on a connection of its own, and renders the value with HabitViews.
///
/// ```swift
/// let app = try WebApp(databasePath: "/home/alice/.local/share/habit/habit.sqlite", now: { .time(LocalClock.clock()) })
/// try await app.run(host: "127.0.0.1", port: 8080) { port in print("Serving at port \(port)") }
/// ```
public struct WebApp: Sendable {
  /// The largest request body read; forms here are a few short fields.
  public static let maximumBodyBytes = 16 * 1024

  let pool: DatabasePool
  let sessions: SessionStore
  let pinBackoff: PINBackoff
  let wrongTokens: WrongTokenGate
  let wrongPINDelay: Double
  let connections: ConnectionLimits
  /// The clock (or the day `HABIT_TODAY` pins), read per request; ``read(as:_:)`` and ``write(as:_:)`` turn it
  /// into the member's day.
  let now: @Sendable () -> Now
  /// What runs after each write (`on-record`) and when a member's reminder comes due (`on-reminder`).
  let hooks: Hooks

  /// Opens the database (creating and migrating it like the command line) and prepares the routes.
  /// `pinLockSeconds` is the first lock after three wrong PINs in a row (doubling after each further one, up to
  /// an hour); every wrong PIN also waits `wrongPINDelay` seconds before its answer, and so does every wrong API
  /// token, in turn. With `hooks`, a write's `on-record` runs after it committed, and while serving, members'
  /// reminders run `on-reminder`.
  public init(
    databasePath: String, now: @escaping @Sendable () -> Now, pinLockSeconds: Double = 30,
    wrongPINDelay: Double = 1, sessionLimits: SessionLimits = .standard, connections: ConnectionLimits = .standard,
    hooks: Hooks = .none
  ) throws {
    pool = try DatabasePool(path: databasePath)
    sessions = SessionStore(limits: sessionLimits)
    pinBackoff = PINBackoff(firstLock: Int(pinLockSeconds), longestLock: PINBackoff.standard.longestLock)
    self.wrongPINDelay = wrongPINDelay
    wrongTokens = WrongTokenGate(delay: wrongPINDelay)
    self.connections = connections
    self.now = now
    self.hooks = hooks
  }

  /// The routes, for the server and for in-process tests; a request naming another host than `hostNames` (in
  /// `Host`, or in `Origin` on a form) is refused.
  public func router(hostNames: Set<String>) -> Router<WebContext> {
    let router = Router(context: WebContext.self, options: .autoGenerateHeadEndpoints)
    router.add(middleware: ErrorPageMiddleware())
    router.add(middleware: HostCheckMiddleware(names: hostNames))
    addAPI(to: router)
    // The pages and their forms: sessions, and a CSRF token on every POST. The API has its tokens instead.
    let pages = router.group().add(middleware: SessionMiddleware(sessions: sessions))
    MembersController(app: self).addRoutes(to: pages)
    TodayController(app: self).addRoutes(to: pages)
    ActivityController(app: self).addRoutes(to: pages)
    ActivityFormController(app: self).addRoutes(to: pages)
    HouseholdController(app: self).addRoutes(to: pages)
    ChallengesController(app: self).addRoutes(to: pages)
    PlanController(app: self).addRoutes(to: pages)
    LinksController(app: self).addRoutes(to: pages)
    AppShellController().addRoutes(to: pages)
    return router
  }

  /// Serves until the process is stopped or the task cancelled; the database threads end with it, so an app runs
  /// once. The pages answer to the names `host` has (`HostNames.allowed`) and to `extraHostNames`.
  public func run(
    host: String, port: Int, extraHostNames: [String] = [], onRunning: @escaping @Sendable (Int) async -> Void
  ) async throws {
    defer { pool.stop() }
    var app = Application(
      router: router(hostNames: HostNames.allowed(listeningOn: host, extra: extraHostNames)),
      server: .http1(configuration: .init(idleTimeout: .seconds(connections.idleSeconds))),
      configuration: .init(
        address: .hostname(host, port: port), serverName: "habit",
        availableConnectionsDelegate: MaximumAvailableConnections(connections.maximum)),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) })
    // The framework says "Server started" at info on every start: the server prints its own line instead. What
    // goes wrong (a refused write, a file gone) is logged at error. LOG_LEVEL, when set, is kept.
    if ProcessInfo.processInfo.environment["LOG_LEVEL"] == nil { app.logger.logLevel = .error }
    let reminders = remindersTask()
    defer { reminders?.cancel() }
    do {
      try await app.runService()
    } catch let error as IOError where error.errnoCode == EADDRINUSE {
      throw ListenError.addressInUse
    } catch let error as IOError {
      throw ListenError.cannotListen(String(cString: strerror(error.errnoCode)))
    }
  }

  /// How often the reminders' clock is read: a reminder runs within this of its time.
  static let reminderTick = Duration.seconds(1)

  /// Reads the clock every ``reminderTick`` and runs the reminders that came due; none without hooks.
  func remindersTask() -> Task<Void, Never>? {
    guard hooks.directory != nil else { return nil }
    let scheduler = ReminderScheduler(pool: pool, hooks: hooks, start: clockTime()) { message in
      FileHandle.standardError.write(Data(("warning: " + message + "\n").utf8))
    }
    return Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: Self.reminderTick)
        let pinned: Day? = if case .pinned(let day) = now() { day } else { nil }
        await scheduler.tick(at: clockTime(), pinnedDay: pinned)
      }
    }
  }

  /// The moment on the server's clock: with a day pinned whole, that day at the local time.
  func clockTime() -> LocalTime {
    switch now() {
    case .time(let time): return time
    case .pinned(let day):
      let clock = LocalClock.clock()
      return LocalTime(day: day, minutes: clock.minutes, seconds: clock.seconds)
    }
  }

  // MARK: Shared steps of the routes

  /// The member this session acts as; without one the browser is sent to pick a member.
  func signedIn(_ context: WebContext) throws -> SignedIn {
    guard let member = sessions.session(context.sessionToken)?.member else { throw Redirect(to: "/members") }
    return member
  }

  func pageContext(_ context: WebContext, member: User, today: Day) -> PageContext {
    PageContext(csrf: context.session?.csrf ?? "", member: member.name, today: today)
  }

  /// A page's one read: in one snapshot, the member signed in, today for them as on the command line (the clock
  /// turned into a day by their day start), and what `body` reads for that member on that day.
  func read<T: Sendable>(
    as who: SignedIn, _ body: @escaping @Sendable (HabitDatabase, User, Day) throws -> T
  ) async throws -> (member: User, today: Day, value: T) {
    let now = now()
    return try await pool.read { database in
      try database.snapshot {
        let member = try database.member(who)
        let today = try database.today(for: member, now: now)
        return (member, today, try body(database, member, today))
      }
    }
  }

  /// A form's one write: in one transaction, today for the member signed in (their day start read only before
  /// noon, when it can matter) and what `body` does for them on that day. The use case finds the member itself,
  /// by the reference it is given.
  func write<T: Sendable>(
    as who: SignedIn, _ body: @escaping @Sendable (HabitDatabase, UserReference, Day) throws -> T
  ) async throws -> T {
    let now = now()
    return try await pool.write { database in
      let today = database.today(for: who.reference, now: now)
      return try acting(who) { try body(database, $0, today) }
    }
  }

  /// A day from a form: `yyyy-MM-dd`, today or before; today when the field is empty.
  func day(_ text: String?, today: Day) throws -> Day { try day(text, today: today, allowingFuture: false) ?? today }

  /// A day from a form: `yyyy-MM-dd`, after today only when `allowingFuture` (a pause to come); nil when the field
  /// is empty.
  func day(_ text: String?, today: Day, allowingFuture: Bool) throws -> Day? {
    guard let text, !text.isEmpty else { return nil }
    let day: Day
    do {
      day = try Day(parsing: text)
    } catch {
      throw WebError(.badRequest, "Not a day", "\(text) is not a day (\(error)); use yyyy-MM-dd. Nothing was changed.")
    }
    do {
      return try day.recordable(asOf: today, allowingFuture: allowingFuture)
    } catch {
      throw WebError(
        .badRequest, "A day after today", "\(error): only today and past days can be recorded. Nothing was changed.")
    }
  }

  /// An amount from a form: a number from 0 to 1,000,000,000; nil when the field is empty.
  func amount(_ text: String?) throws -> Double? {
    guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
    guard let value = Double(text), Quantity.isAmount(value) else {
      throw WebError(.badRequest, "Not an amount", "\(text) is not an amount: use a number from 0 to 1000000000.")
    }
    return value
  }
}

extension WebApp {
  /// Runs a use case for the session's member, who is found inside the use case's own snapshot or transaction.
  /// A member removed since the session began, or whose PIN changed, ends the session.
  func acting<T>(_ member: SignedIn, _ body: (UserReference) throws -> T) throws -> T {
    do {
      return try body(member.reference)
    } catch StoreError.userNotFound {
      throw SignedOut()
    }
  }
}

/// The member a session acts as, found again in the database (it may have been removed, or its PIN changed,
/// since): otherwise the session is over.
extension HabitDatabase {
  func member(_ member: SignedIn) throws -> User {
    do {
      return try user(member.reference)
    } catch StoreError.userNotFound {
      throw SignedOut()
    }
  }
}

/// A member signed in on this server, with the salt of the PIN they gave (nil for a member without one): the
/// sign-in holds while that is still the member's PIN.
struct SignedIn: Sendable, Equatable {
  let uuid: String
  let pinSalt: [UInt8]?

  var reference: UserReference { .signedIn(uuid: uuid, pinSalt: pinSalt) }
}

/// The session's member is gone or has another PIN now: the session ends and the browser picks again.
struct SignedOut: Error {}

/// Why the server could not start listening, in words rather than the network library's.
public enum ListenError: Error, Equatable {
  /// Another program (another `habit serve`, perhaps) listens on that port.
  case addressInUse
  /// The system refused the address: its reason.
  case cannotListen(String)
}

/// Sends the browser elsewhere (to pick a member first, for example).
struct Redirect: Error {
  let to: String
}
