import HabitCore
import HabitScreens
import SQLite

/// Where `habit move` puts an activity.
public enum MovePlace: Equatable, Sendable {
  /// Just before or after another activity of the member, in that one's section.
  case before(String)
  case after(String)
  /// The n-th place (from 1) of its own section in the listing (of the whole list when it has no section).
  case to(Int)
}

/// A section's name as habit keeps it: trimmed, 1 to 60 characters, no comma (the `sections` setting separates
/// names with commas), no control characters.
public enum SectionName {
  public static let limit = 60

  public static func valid(_ raw: String) throws -> String {
    let name = String(Substring(raw).trimmingCharacters())
    let hint = "Name the section in 1 to \(limit) characters without commas, such as Morning."
    guard !name.isEmpty else { throw StoreError.invalidRequest("a section name cannot be empty", hint: hint) }
    guard name.count <= limit else {
      throw StoreError.invalidRequest(
        "the section '\(name.prefix(20))…' is longer than \(limit) characters", hint: hint)
    }
    guard !name.contains(",") else {
      throw StoreError.invalidRequest("a section name cannot contain a comma ('\(name)')", hint: hint)
    }
    if let scalar = TextCheck.forbidden(in: name, lineBreaks: false) {
      throw StoreError.invalidRequest(
        "a section name cannot contain the control character \(TextCheck.name(scalar))", hint: hint)
    }
    return name
  }
}

extension HabitDatabase {
  /// The household's order of sections (the `sections` setting).
  public func sectionOrder() throws -> SectionOrder {
    SectionOrder(setting: try db.scalar("SELECT value FROM settings WHERE key = 'sections'", as: String.self))
  }

  /// `habit settings sections`: orders the sections as `names` lists them; an empty list removes the setting.
  /// A name that spells a section in use in another case takes that spelling.
  @discardableResult
  public func setSectionOrder(_ names: [String]) throws -> SectionOrder {
    let valid = try names.map(SectionName.valid)
    var seen: Set<String> = []
    for name in valid where !seen.insert(name.lowercased()).inserted {
      throw StoreError.invalidRequest(
        "the section '\(name)' is listed twice", hint: "Name each section once, in the order of the day.")
    }
    return try db.transaction {
      let order = SectionOrder(try valid.map { try knownSpelling(of: $0) })
      if order.names.isEmpty {
        try db.run("DELETE FROM settings WHERE key = 'sections'")
      } else {
        try db.run(
          "INSERT INTO settings (key, value) VALUES ('sections', ?) "
            + "ON CONFLICT (key) DO UPDATE SET value = excluded.value", [order.setting])
      }
      return order
    }
  }

  /// The section as the household already spells it (in an activity, else in the setting), else as given: one
  /// section, not two that differ in case.
  func knownSpelling(of section: String) throws -> String {
    if let used = try db.scalar(
      "SELECT section FROM activities WHERE section = ? COLLATE NOCASE ORDER BY id LIMIT 1", [section],
      as: String.self)
    {
      return used
    }
    return try sectionOrder().names.first { $0.lowercased() == section.lowercased() } ?? section
  }

  /// A valid section in the household's spelling, or nil for none.
  func validSection(_ section: String?) throws -> String? {
    try section.map { try knownSpelling(of: try SectionName.valid($0)) }
  }

  /// `habit move`: finds the member's activity and gives it `place`, renumbering the member's positions
  /// (0, 1, ...) in one transaction. Before or after another activity, it joins that one's section.
  public func moveActivity(_ query: ActivityReference, of user: UserReference, _ place: MovePlace) throws
    -> MoveOutcome
  {
    try db.transaction {
      let member = try resolve(user)
      let moving = try activity(query, of: member)
      let all = try db.query(
        Self.activityColumns + " WHERE user_id = ? ORDER BY position, name", [member.id], decode: decodeActivityRow)
      var rest = all.filter { $0.id != moving.id }
      var section = moving.section
      let index: Int
      switch place {
      case .before(let name), .after(let name):
        let other = try activity(name, of: member)
        guard other.id != moving.id else {
          throw StoreError.invalidRequest(
            "cannot move \(moving.name) \(place == .before(name) ? "before" : "after") itself",
            hint: "Name another activity, or give its place with --to N.")
        }
        section = other.section
        let at = rest.firstIndex { $0.id == other.id }!
        index = place == .before(name) ? at : at + 1
      case .to(let number):
        let peers = rest.filter { !$0.archived && sameSection($0.section, moving.section) }
        let places = peers.count + 1
        guard (1...places).contains(number) else {
          let within = moving.section.map { "in the section \($0)" } ?? "among the activities without a section"
          throw StoreError.invalidRequest(
            "--to \(number): there \(places == 1 ? "is 1 place" : "are \(places) places") \(within)",
            hint: places == 1
              ? "Give --to 1, or move it before or after another activity." : "Give a place from 1 to \(places).")
        }
        if number <= peers.count {
          index = rest.firstIndex { $0.id == peers[number - 1].id }!
        } else if let last = peers.last {
          index = rest.firstIndex { $0.id == last.id }! + 1
        } else {
          index = all.firstIndex { $0.id == moving.id }!
        }
      }
      var row = ActivityRow(moving)
      row.section = section
      rest.insert(row, at: index)
      for (position, row) in rest.enumerated() where row.position != position || row.id == moving.id {
        try db.run("UPDATE activities SET position = ?, section = ? WHERE id = ?", [position, row.section, row.id])
      }
      let now = try loadGoals(
        try db.queryFirst(Self.activityColumns + " WHERE id = ?", [moving.id], decode: decodeActivityRow)!)
      let peers = rest.filter { ($0.id == moving.id || !$0.archived) && sameSection($0.section, section) }
      return MoveOutcome(
        activity: now, leftSection: sameSection(section, moving.section) ? nil : .some(moving.section),
        place: (peers.firstIndex { $0.id == moving.id } ?? 0) + 1)
    }
  }

  private func sameSection(_ first: String?, _ second: String?) -> Bool { first?.lowercased() == second?.lowercased() }
}
