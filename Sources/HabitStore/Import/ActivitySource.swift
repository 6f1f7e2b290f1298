/// An activity's identity in another tracker it is imported from: which data, and the activity's id there.
///
/// The import keeps it in `activity_sources`, so that importing the same export again, or a newer export of the
/// same phone, finds the activity by this id rather than by its name, which either side may have changed.
///
/// ```swift
/// activity.source = ActivitySource(source: "loop", key: "2f6f3bd8c5a14a4bb1d95a1b7e0c12d4")
/// ```
public struct ActivitySource: Hashable, Sendable {
  /// The data it comes from, in the words of `activity_sources.source`: `loop`, `loop-row`, `loop-csv`, `beaver`, ...
  public var source: String
  /// The activity's id in that data: a Loop uuid, `id:15:Read` in an old backup, a Beaver id, ...
  public var key: String

  public init(source: String, key: String) {
    self.source = source
    self.key = key
  }
}
