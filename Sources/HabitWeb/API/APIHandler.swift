import FoundationEssentials
import HabitCore
import HabitStore
import HabitViews
import OpenAPIRuntime

/// The JSON API under `/api/v1`, for the member the request's token acts as (``APICaller``). Its operations,
/// parameters and requests are the types generated from `openapi.yaml`; each operation calls one use case and
/// answers with the command line's `--format json` value of it, which the generator's type overrides put in place
/// of the answer schemas' types (see `openapi-generator-config.yaml`).
struct APIHandler: APIProtocol {
  let app: WebApp

  func getToday(_ input: Operations.GetToday.Input) async throws -> Operations.GetToday.Output {
    let caller = try APICaller.required()
    let today = try await app.today(caller.reference)
    let screen = try await app.pool.read { try $0.todayScreen(of: caller.reference, today: today) }
    return .ok(.init(body: .json(TodayView(screen, color: false).json)))
  }

  func listActivities(_ input: Operations.ListActivities.Input) async throws -> Operations.ListActivities.Output {
    let caller = try APICaller.required()
    let today = try await app.today(caller.reference)
    let list = try await app.pool.read {
      try $0.activityList(of: caller.reference, includeArchived: true, today: today)
    }
    return .ok(.init(body: .json(ListView(list, color: false).json)))
  }

  func getActivity(_ input: Operations.GetActivity.Input) async throws -> Operations.GetActivity.Output {
    let caller = try APICaller.required()
    let today = try await app.today(caller.reference)
    let id = input.path.id
    let overview = try await app.pool.read {
      try $0.activityOverview(.id(id), of: caller.reference, today: today)
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
    let caller = try APICaller.required()
    let today = try await app.today(caller.reference)
    let board = try await app.pool.read { try $0.householdBoard(today: today) }
    return .ok(.init(body: .json(BoardView(board, color: false).json)))
  }

  func listMembers(_ input: Operations.ListMembers.Input) async throws -> Operations.ListMembers.Output {
    let caller = try APICaller.required()
    let members = try await app.pool.read { try $0.users() }
    return .ok(.init(body: .json(members.map { MemberJSON($0, current: $0.uuid == caller.uuid) })))
  }

  /// One day write for the caller, refused for a read-only token; the day as the web's forms take it.
  func write(_ write: DayWrite, _ id: String, day text: String?) async throws -> Components.Responses.Recorded {
    let caller = try APICaller.required()
    guard !caller.readOnly else {
      throw WebError(
        .forbidden, "Read-only token",
        "The token '\(caller.tokenName)' reads only: make one that writes with habit token add. Nothing was changed.")
    }
    if text?.isEmpty == true {
      throw WebError(
        .badRequest, "Not a day",
        "An empty day is not a day: use yyyy-MM-dd, or leave it out for today. Nothing was changed.")
    }
    let today = try await app.today(caller.reference)
    let day = try app.day(text, today: today)
    let (outcome, overview, event) = try await app.pool.write {
      try $0.write(write, .id(id), of: caller.reference, on: day, today: today)
    }
    app.hooks.recordInBackground(event)
    return .init(body: .json(APIJSON.Recorded(outcome, overview, on: day, today: today)))
  }
}
