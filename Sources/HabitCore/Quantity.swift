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

extension Quantity {
  /// The largest amount habit takes, of a completion or required of each one: a billion of any unit is beyond
  /// any habit, and keeps every amount a number the pages and files write exactly (a Double past 2^63 has no
  /// Int to print as).
  public static let largestAmount: Double = 1_000_000_000

  /// Whether `amount` is one a completion may have: a number from 0 to ``largestAmount``.
  public static func isAmount(_ amount: Double) -> Bool { amount >= 0 && amount <= largestAmount }
}
