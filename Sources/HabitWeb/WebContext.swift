import Hummingbird

/// The request context: Hummingbird's core storage plus the session and, for a POST, its checked form's body
/// (read as a type with ``form(_:)``).
public struct WebContext: RequestContext {
  public var coreContext: CoreRequestContextStorage
  var sessionToken = ""
  var session: Session?
  /// A POST's form as `SessionMiddleware` read it, without the CSRF token it checked: what the route decodes.
  var formBody = ""

  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
  }

  /// Forms here are a few short fields; anything bigger is refused before it is read.
  public var maxUploadSize: Int { WebApp.maximumBodyBytes }
}
