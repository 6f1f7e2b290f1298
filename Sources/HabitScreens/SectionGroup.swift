import HabitCore

/// Activities of one section, in their order; `name` nil for those in none.
public struct SectionGroup<Item: Sendable>: Sendable {
  public let name: String?
  public let items: [Item]

  public init(name: String?, items: [Item]) { (self.name, self.items) = (name, items) }
}

extension [SectionGroup<ActivitySummary>] {
  /// Whether any activity is in a section: without one, the screens show no headings.
  public var areNamed: Bool { contains { $0.name != nil } }
}
