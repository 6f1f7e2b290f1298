import Foundation
import HabitViews
import Testing

@testable import HabitWeb

// Nested in WebAppTests, whose suites run one at a time: a test's client blocks a thread of the pool the served
// app's handlers run on, and two at once on two cores would leave the app none.
extension WebAppTests {
  /// What makes the pages an app on a phone's home screen, served without a member: the manifest, the icons, the
  /// service worker and the offline page. (The browser tests ask Chromium itself whether the pages are installable.)
  @Suite("Web app: an app on the home screen") struct AppShell {
    @Test func theManifestNamesTheStartPageAndTheIcons() async throws {
      let app = try await ServedApp.start()
      defer { app.stop() }
      var client = app.client()
      let reply = try client.get("/manifest.webmanifest")
      #expect(reply.status == 200)
      #expect(reply.header("Content-Type") == "application/manifest+json")
      let manifest = try #require(try JSONSerialization.jsonObject(with: Data(reply.body.utf8)) as? [String: Any])
      #expect(manifest["start_url"] as? String == "/today")
      #expect(manifest["display"] as? String == "standalone")
      let icons = try #require(manifest["icons"] as? [[String: Any]])
      for icon in icons {
        let source = try #require(icon["src"] as? String)
        let served = try client.get(source)
        #expect(served.status == 200, "\(source)")
        #expect(served.header("Content-Type") == icon["type"] as? String, "\(source)")
      }
      // Every page of the app names them, and the script that registers the service worker
      let members = try client.get("/members").body
      #expect(members.contains("<link rel=\"manifest\" href=\"/manifest.webmanifest\">"))
      #expect(members.contains("<script src=\"/app.js\" defer></script>"))
      let worker = try client.get("/sw.js")
      #expect(worker.header("Content-Type") == "text/javascript; charset=utf-8")
      #expect(worker.body.contains("caches.match(OFFLINE)"))
      #expect(try client.get("/icons/100.png").status == 404)
      // The offline page says nothing was recorded
      #expect(try client.get("/offline").body.contains("Nothing was recorded"))
    }

    @Test func theIconsArePNGsOfTheirSize() {
      for size in AppIcon.sizes {
        let png = AppIcon.pngs[size] ?? []
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR first: its width and height are the size, 8-bit RGBA
        #expect(Array(png[12..<16]) == Array("IHDR".utf8))
        let side: [UInt8] = [0, 0, UInt8(size >> 8), UInt8(size & 0xFF)]
        #expect(Array(png[16..<24]) == side + side)
        #expect(Array(png[24..<26]) == [8, 6])
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82])
      }
      // A corner is the theme colour, the middle of the tick white
      let pixels = AppIcon.pixels(size: 100)
      #expect(Array(pixels[0..<4]) == [0x0a, 0x58, 0xca, 255])
      let tick = (67 * 100 + 44) * 4
      #expect(Array(pixels[tick..<(tick + 4)]) == [255, 255, 255, 255])
    }
  }
}
