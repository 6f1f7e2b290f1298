/// An amount with its unit, such as 30 minutes or 10 pages.
public struct Quantity: Hashable, Sendable, CustomStringConvertible {
  public var value: Double
  public var unit: String

  public init(value: Double, unit: String) {
    self.value = value
    self.unit = unit
  }

  public var description: String { formatAmount(value) + (unit.isEmpty ? "" : " " + unit) }
}
