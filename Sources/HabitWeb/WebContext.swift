import Hummingbird

/// The request context: Hummingbird's core storage plus the session and, for a POST, its checked form.
public struct WebContext: RequestContext {
  public var coreContext: CoreRequestContextStorage
  var sessionToken = ""
  var session: Session?
  var form = FormData("")

  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
  }

  /// Forms here are a few short fields; anything bigger is refused before it is read.
  public var maxUploadSize: Int { WebApp.maximumBodyBytes }
}
