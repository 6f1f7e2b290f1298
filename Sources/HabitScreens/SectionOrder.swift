import HabitCore

/// The order sections are listed in: those without a section first, then the sections the `sections` setting
/// names in its order, then any other section alphabetically (ignoring case). Names compare ignoring case.
///
/// ```swift
/// SectionOrder(["Morning", "Evening"]).sorted(["Evening", "Chores", nil, "Morning"])
/// // [nil, "Morning", "Evening", "Chores"]
/// ```
public struct SectionOrder: Equatable, Sendable {
  /// The sections the household ordered, as typed.
  public let names: [String]

  public init(_ names: [String]) { self.names = names }

  /// Whether a section comes before another in the listings.
  public func precedes(_ first: String?, _ second: String?) -> Bool { key(first) < key(second) }

  public func sorted(_ sections: [String?]) -> [String?] { sections.sorted(by: precedes) }

  /// The items grouped by section in this order, each group keeping the items' order; a group is named as its
  /// first item spells its section.
  public func groups<Item>(_ items: [Item], section: (Item) -> String?) -> [SectionGroup<Item>] {
    var order: [String?] = []
    var members: [String: (name: String?, items: [Item])] = [:]
    for item in items {
      let name = section(item)
      let folded = name?.lowercased() ?? ""
      if members[folded] == nil {
        members[folded] = (name, [])
        order.append(name)
      }
      members[folded]!.items.append(item)
    }
    return sorted(order).map { name in
      let group = members[name?.lowercased() ?? ""]!
      return SectionGroup(name: group.name, items: group.items)
    }
  }

  /// None first (rank 0), then the named ones by place (1...), then the rest by name.
  private func key(_ section: String?) -> (Int, String) {
    guard let section else { return (0, "") }
    let folded = section.lowercased()
    if let index = names.firstIndex(where: { $0.lowercased() == folded }) { return (1 + index, "") }
    return (1 + names.count, folded)
  }
}
