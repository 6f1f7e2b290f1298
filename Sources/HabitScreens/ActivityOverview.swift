import HabitCore

/// One activity whole, as the JSON API's `GET /activities/{id}` gives it: what `habit show` and `habit stats` show
/// of it, read in one snapshot.
public struct ActivityOverview: Sendable {
  public let detail: ActivityDetail
  public let statistics: ActivityStatistics

  public init(detail: ActivityDetail, statistics: ActivityStatistics) {
    self.detail = detail
    self.statistics = statistics
  }
}
