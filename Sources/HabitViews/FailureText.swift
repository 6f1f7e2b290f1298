/// What a failure of the database file says, in the same words wherever it is shown: the command line's message
/// and the web app's page.
public enum FailureText {
  /// Another process kept the write lock past the busy timeout.
  public static let busy = "the database is busy: another process kept it locked for more than 5 seconds"
  public static let busyHint = "Try again in a moment."
  /// When to try again, for a web page's `Retry-After`.
  public static let busyRetrySeconds = 5
}
