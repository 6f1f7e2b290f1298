import FoundationEssentials
import HabitCore
import HabitScreens
import HabitStore
import HabitViews
import OpenAPIRuntime

/// The JSON API under `/api/v1`, for the member the request's token acts as (``APICredential``). Its operations,
/// parameters and requests are the types generated from `openapi.yaml`; each operation calls one use case and
/// answers with the command line's `--format json` value of it, which the generator's type overrides put in place
/// of the answer schemas' types (see `openapi-generator-config.yaml`).
struct APIHandler: APIProtocol {
  let app: WebApp

  func getToday(_ input: Operations.GetToday.Input) async throws -> Operations.GetToday.Output {
    let screen = try await reading { database, caller, today in
      try database.todayScreen(of: caller.reference, today: today)
    }
    return .ok(.init(body: .json(TodayView(screen, color: false).json)))
  }

  func listActivities(_ input: Operations.ListActivities.Input) async throws -> Operations.ListActivities.Output {
    let list = try await reading { database, caller, today in
      try database.activityList(of: caller.reference, includeArchived: true, today: today)
    }
    return .ok(.init(body: .json(ListView(list, color: false).json)))
  }

  func getActivity(_ input: Operations.GetActivity.Input) async throws -> Operations.GetActivity.Output {
    let id = input.path.id
    let overview = try await reading { database, caller, today in
      try database.activityOverview(.id(id), of: caller.reference, today: today)
    }
    return .ok(.init(body: .json(APIJSON.Overview(overview))))
  }

  func recordDone(_ input: Operations.RecordDone.Input) async throws -> Operations.RecordDone.Output {
    let body: Components.Schemas.DoneRequest? = if case .json(let body) = input.body { body } else { nil }
    return .ok(try await write(.done(amount: body?.amount, note: body?.note), input.path.id, day: body?.day))
  }

  func recordUndo(_ input: Operations.RecordUndo.Input) async throws -> Operations.RecordUndo.Output {
    let body: Components.Schemas.DayRequest? = if case .json(let body) = input.body { body } else { nil }
    return .ok(try await write(.undo, input.path.id, day: body?.day))
  }

  func recordSkip(_ input: Operations.RecordSkip.Input) async throws -> Operations.RecordSkip.Output {
    let body: Components.Schemas.MarkRequest? = if case .json(let body) = input.body { body } else { nil }
    return .ok(try await write(.mark(.skipped, note: body?.note), input.path.id, day: body?.day))
  }

  func recordFail(_ input: Operations.RecordFail.Input) async throws -> Operations.RecordFail.Output {
    let body: Components.Schemas.MarkRequest? = if case .json(let body) = input.body { body } else { nil }
    return .ok(try await write(.mark(.failed, note: body?.note), input.path.id, day: body?.day))
  }

  func getBoard(_ input: Operations.GetBoard.Input) async throws -> Operations.GetBoard.Output {
    let board = try await reading { database, _, today in try database.householdBoard(today: today) }
    return .ok(.init(body: .json(BoardView(board, color: false).json)))
  }

  func listMembers(_ input: Operations.ListMembers.Input) async throws -> Operations.ListMembers.Output {
    let json = try await reading { database, caller, _ in
      try database.users().map { MemberJSON($0, current: $0.uuid == caller.member.uuid) }
    }
    return .ok(.init(body: .json(json)))
  }

  /// One day write for the caller, refused for a read-only token; the day as the web's forms take it.
  func write(_ write: DayWrite, _ id: String, day text: String?) async throws -> Components.Responses.Recorded {
    let (recorded, event) = try await writing { database, holder, today in
      guard !holder.readOnly else {
        throw WebError(
          .forbidden, "Read-only token",
          "The token '\(holder.name)' reads only: make one that writes with habit token add. Nothing was changed.")
      }
      if text?.isEmpty == true {
        throw WebError(
          .badRequest, "Not a day",
          "An empty day is not a day: use yyyy-MM-dd, or leave it out for today. Nothing was changed.")
      }
      let day = try app.day(text, today: today)
      let (outcome, overview, event) = try database.write(write, .id(id), of: holder.reference, on: day, today: today)
      return (APIJSON.Recorded(outcome, overview, on: day, today: today), event)
    }
    app.hooks.recordInBackground(event)
    return .init(body: .json(recorded))
  }

  // MARK: The token's member, found in the operation's own database job

  /// Runs `body` on a reader thread for the token's holder and their today, found in the same job.
  private func reading<T: Sendable>(
    _ body: @escaping @Sendable (HabitDatabase, TokenHolder, Day) throws -> T
  ) async throws -> T {
    let (holder, value) = try await authenticated(writing: false, body)
    if !holder.usedThisHour {
      // What `habit token list` shows; a busy file is no reason to refuse the request.
      _ = try? await app.pool.write { try $0.markTokenUsed(holder) }
    }
    return value
  }

  /// Runs `body` on the writer thread for the token's holder and their today, found in the same job.
  private func writing<T: Sendable>(
    _ body: @escaping @Sendable (HabitDatabase, TokenHolder, Day) throws -> T
  ) async throws -> T {
    try await authenticated(writing: true) { database, holder, today in
      let value = try body(database, holder, today)
      if !holder.usedThisHour { try? database.markTokenUsed(holder) }
      return value
    }.value
  }

  /// The token's holder and what `body` gives for them; 401 after the wrong tokens' wait when the token is no
  /// household's. Today is the holder's, by their day start, as on the command line.
  private func authenticated<T: Sendable>(
    writing: Bool, _ body: @escaping @Sendable (HabitDatabase, TokenHolder, Day) throws -> T
  ) async throws -> (holder: TokenHolder, value: T) {
    let secret = try APICredential.required().secret
    let now = app.now()
    let job: @Sendable (HabitDatabase) throws -> (holder: TokenHolder, value: T)? = { database in
      guard let holder = try database.tokenHolder(secret) else { return nil }
      return (holder, try body(database, holder, try database.today(for: holder.member, now: now)))
    }
    guard let found = try await writing ? app.pool.write(job) : app.pool.read(job) else {
      await app.wrongTokens.wait()
      throw APIAuthentication.unknownToken
    }
    return found
  }
}

extension TokenHolder {
  /// The member the token acts as, for the use cases.
  fileprivate var reference: UserReference { .authenticated(uuid: member.uuid) }
}
