/// An activity's statistics and its year, day by day: a page of `habit report`, and the web's statistics page.
public struct ActivityYear: Sendable {
  public let statistics: ActivityStatistics
  public let heatmap: HeatmapYear

  public init(statistics: ActivityStatistics, heatmap: HeatmapYear) {
    self.statistics = statistics
    self.heatmap = heatmap
  }
}
