import HabitCore
import HabitStore
import HabitViews
import Hummingbird

/// The web app over one database file: its routes, sessions and forms. Every route resolves the session's member,
/// calls the database's use cases on a connection of its own, and renders the value with HabitViews.
///
/// ```swift
/// let app = try WebApp(databasePath: "/home/alice/.local/share/habit/habit.sqlite", today: { clockToday() })
/// try await app.run(host: "127.0.0.1", port: 8080)
/// ```
public struct WebApp: Sendable {
  /// The largest request body read; forms here are a few short fields.
  public static let maximumBodyBytes = 16 * 1024

  let pool: DatabasePool
  let sessions: SessionStore
  let pinBackoff: PINBackoff
  let wrongPINDelay: Double
  let today: @Sendable () -> Day

  /// Opens the database (creating and migrating it like the command line) and prepares the routes.
  /// `pinLockSeconds` is the first lock after three wrong PINs in a row (doubling after each further one, up to
  /// an hour); every wrong PIN also waits `wrongPINDelay` seconds before its answer.
  public init(
    databasePath: String, today: @escaping @Sendable () -> Day, pinLockSeconds: Double = 30,
    wrongPINDelay: Double = 1
  ) throws {
    pool = try DatabasePool(path: databasePath)
    sessions = SessionStore()
    pinBackoff = PINBackoff(firstLock: Int(pinLockSeconds), longestLock: PINBackoff.standard.longestLock)
    self.wrongPINDelay = wrongPINDelay
    self.today = today
  }

  /// The routes, for the server and for in-process tests.
  public func router() -> Router<WebContext> {
    let router = Router(context: WebContext.self)
    router.add(middleware: ErrorPageMiddleware())
    router.add(middleware: SessionMiddleware(sessions: sessions))
    addPages(to: router)
    addActions(to: router)
    return router
  }

  /// Serves until the process is stopped or the task cancelled; the database threads end with it, so an app runs
  /// once.
  public func run(host: String, port: Int, onRunning: @escaping @Sendable (Int) async -> Void) async throws {
    defer { pool.stop() }
    let app = Application(
      router: router(), configuration: .init(address: .hostname(host, port: port), serverName: "habit"),
      onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) })
    try await app.runService()
  }

  // MARK: Shared steps of the routes

  /// The member this session acts as; without one the browser is sent to pick a member.
  func memberUUID(_ context: WebContext) throws -> String {
    guard let uuid = sessions.session(context.sessionToken)?.memberUUID else { throw Redirect(to: "/members") }
    return uuid
  }

  func pageContext(_ context: WebContext, member: User) -> PageContext {
    PageContext(csrf: context.session?.csrf ?? "", member: member.name, today: today())
  }

  /// A day from a form: `yyyy-MM-dd`, today or before.
  func day(_ text: String?, today: Day) throws -> Day {
    guard let text, !text.isEmpty else { return today }
    let day: Day
    do {
      day = try Day(parsing: text)
    } catch {
      throw WebError(.badRequest, "Not a day", "\(text) is not a day (\(error)); use yyyy-MM-dd. Nothing was changed.")
    }
    guard day <= today else {
      throw WebError(
        .badRequest, "A day after today", "\(day) is after today (\(today)): only today and past days can be recorded.")
    }
    return day
  }
}

extension WebApp {
  /// Runs a use case for the session's member, who is found inside the use case's own snapshot or transaction.
  /// A member removed since the session began sends the browser to pick one.
  func acting<T>(_ uuid: String, _ body: (UserReference) throws -> T) throws -> T {
    do {
      return try body(.authenticated(uuid: uuid))
    } catch StoreError.userNotFound {
      throw Redirect(to: "/members")
    }
  }
}

/// The member a session acts as, found again in the database (it may have been removed since).
extension HabitDatabase {
  func member(_ uuid: String) throws -> User {
    guard let user = try user(uuid: uuid) else { throw Redirect(to: "/members") }
    return user
  }
}

/// Sends the browser elsewhere (to pick a member first, for example).
struct Redirect: Error {
  let to: String
}
