/// What makes the web pages an app on a phone's home screen: the web app manifest, the icon, a service worker
/// that shows an offline page when the household's server cannot be reached (it never records anything offline),
/// and the script that registers it. Colours are the pages' own.
public enum AppShell {
  /// The pages' theme colour (the links' and buttons' blue), and their light background.
  public static let themeColor = "#0a58ca"
  public static let backgroundColor = "#f5f5f7"

  /// The manifest (`/manifest.webmanifest`); `name` is the app's name under its icon.
  public static func manifest(name: String) -> String {
    """
    {
      "name": "\(jsonEscaped(name))",
      "short_name": "habit",
      "description": "The household's habits: what is due today, streaks and goals.",
      "id": "/today",
      "start_url": "/today",
      "scope": "/",
      "display": "standalone",
      "background_color": "\(backgroundColor)",
      "theme_color": "\(themeColor)",
      "icons": [
        {"src": "/icons/192.png", "sizes": "192x192", "type": "image/png", "purpose": "any"},
        {"src": "/icons/512.png", "sizes": "512x512", "type": "image/png", "purpose": "any"},
        {"src": "/icons/512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
        {"src": "/icons/icon.svg", "sizes": "any", "type": "image/svg+xml"}
      ]
    }

    """
  }

  /// The icon as SVG: a tick on the theme colour, the same drawing as ``AppIcon``'s PNGs.
  public static let iconSVG = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="22" \
    fill="\(themeColor)"/><path d="M28 52 L44 67 L73 35" fill="none" stroke="#fff" stroke-width="11" \
    stroke-linecap="round" stroke-linejoin="round"/></svg>

    """

  /// The service worker (`/sw.js`): it keeps the offline page, and answers a page the network cannot give with
  /// it. Everything else goes to the server as if there were no worker; nothing is written offline.
  public static let serviceWorker = """
    const OFFLINE = "/offline";
    const CACHE = "habit-offline-1";
    self.addEventListener("install", (event) => {
      event.waitUntil(caches.open(CACHE).then((cache) => cache.add(OFFLINE)).then(() => self.skipWaiting()));
    });
    self.addEventListener("activate", (event) => {
      event.waitUntil(caches.keys()
        .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
        .then(() => self.clients.claim()));
    });
    self.addEventListener("fetch", (event) => {
      if (event.request.mode !== "navigate") return;
      event.respondWith(fetch(event.request).catch(() => caches.match(OFFLINE)));
    });

    """

  /// The script every page loads (`/app.js`): it registers the service worker.
  public static let registration = """
    if ("serviceWorker" in navigator) {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
    }

    """

  /// The page the service worker shows when the server cannot be reached.
  public static func offlinePage(to stream: inout some TextOutputStream) {
    PageLayout.write(title: "Offline", context: nil, to: &stream) { out in
      out.raw("<h1>Offline</h1><div class=\"card\"><p>")
      out.text(
        "The household's habit server cannot be reached from this phone just now. Nothing was recorded: "
          + "habit records only on the server, so that every member sees the same.")
      out.raw("</p><p><a class=\"button\" href=\"/today\">Try again</a></p></div>")
    }
  }

  static func jsonEscaped(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case _ where scalar.value < 0x20:
        escaped +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}
