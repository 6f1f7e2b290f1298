import HabitStore
import HabitViews
import Hummingbird

/// What makes the pages an app on a phone's home screen: the manifest, the icons, the service worker and its
/// registration, and the offline page it keeps. None needs a member; none reads the database.
struct AppShellController {
  func addRoutes(to router: RouterGroup<WebContext>) {
    router.get("/manifest.webmanifest") { _, _ in
      Pages.file(AppShell.manifest(name: "habit"), type: "application/manifest+json")
    }
    router.get("/sw.js") { _, _ in
      var response = Pages.file(AppShell.serviceWorker, type: "text/javascript; charset=utf-8")
      response.headers[HTTPFields.Element.Name("Service-Worker-Allowed")!] = "/"
      return response
    }
    router.get("/app.js") { _, _ in Pages.file(AppShell.registration, type: "text/javascript; charset=utf-8") }
    router.get("/offline") { _, _ in Pages.html { AppShell.offlinePage(to: &$0) } }
    router.get("/icons/icon.svg") { _, _ in Pages.file(AppShell.iconSVG, type: "image/svg+xml") }
    router.get("/icons/:file") { _, context in
      let file = try context.parameters.require("file")
      guard file.hasSuffix(".png"), let size = Int(file.dropLast(4)), let png = AppIcon.pngs[size] else {
        throw HTTPError(.notFound)
      }
      return Response(
        status: .ok, headers: [.contentType: "image/png"], body: .init(byteBuffer: ByteBuffer(bytes: png)))
    }
  }
}
