import HabitStore
import HabitViews
import Hummingbird

/// The household's board: every member's streaks side by side.
struct HouseholdController {
  let app: WebApp

  func addRoutes(to router: RouterGroup<WebContext>) {
    router.get("/board") { _, context in try await board(context) }
  }

  func board(_ context: WebContext) async throws -> Response {
    let (member, today, board) = try await app.read(as: try app.signedIn(context)) { database, _, today in
      try database.householdBoard(today: today)
    }
    return Pages.html { BoardPage(board).render(app.pageContext(context, member: member, today: today), to: &$0) }
  }
}
