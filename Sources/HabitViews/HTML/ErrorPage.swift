/// A refusal or failure, worded for a person: what went wrong and what to do next, never a stack trace.
public struct ErrorPage: Sendable {
  public let title: String
  public let message: String

  public init(title: String, message: String) {
    self.title = title
    self.message = message
  }

  public func render(_ context: PageContext?, to stream: inout some TextOutputStream) {
    PageLayout.write(title: title, context: context, to: &stream) { out in
      out.raw("<h1>")
      out.text(title)
      out.raw("</h1><p class=\"error\" role=\"alert\">")
      out.text(message)
      out.raw("</p><p><a href=\"/\">Back to the start</a></p>")
    }
  }
}
