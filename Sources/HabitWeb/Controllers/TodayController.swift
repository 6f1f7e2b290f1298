import HabitStore
import HabitViews
import Hummingbird

/// Today's page: the member's activities as `habit today` judges them, with their buttons. The buttons' forms go to
/// the activity's routes (``ActivityController``).
struct TodayController {
  let app: WebApp

  func addRoutes(to router: RouterGroup<WebContext>) {
    router.get("/today") { _, context in try await today(context) }
  }

  func today(_ context: WebContext) async throws -> Response {
    let (_, today, screen) = try await app.read(as: try app.signedIn(context)) { database, member, today in
      try database.todayScreen(of: member, today: today)
    }
    let flash = app.sessions.takeFlash(context.sessionToken)
    let page = TodayPage(screen, notice: flash.notice, undo: flash.undo)
    return Pages.html { page.render(app.pageContext(context, member: screen.user, today: today), to: &$0) }
  }
}
