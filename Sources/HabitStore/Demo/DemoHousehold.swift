import HabitCore
import HabitScreens

/// A deterministic, synthetic household: sample data for newcomers and the benchmark's large database.
///
/// The same seed and sizes always give the same rows (timestamps included), so runs are comparable.
public struct DemoHousehold: Sendable {
  public var users = 3
  public var activitiesPerUser = 6
  public var years = 1
  public var seed: UInt64 = 1
  /// When false, the same users and activities with no completions or marks: the benchmark's baseline.
  public var history = true

  public init() {}

  /// The first member's name, who acts in the demo's hints.
  public static var firstUserName: String { userNames[0] }

  static let userNames = ["alice", "bob", "carol", "dave", "erin", "frank", "grace", "heidi", "ivan", "judy"]

  /// (name, icon, goal spec, unit, required amount, completions on a done day)
  static let catalogue: [(String, String, String, String?, Double?, ClosedRange<Int>)] = [
    ("Read", "📚", "1/day", "pages", 10, 1...1), ("Run", "🏃", "3/week", nil, nil, 1...1),
    ("Water", "💧", "8/day", nil, nil, 6...18), ("Meditate", "🧘", "150 minutes/week", "minutes", nil, 1...1),
    ("Coffee", "☕", "<=2/day", nil, nil, 1...4), ("Stretch", "🤸", "1/day", nil, nil, 1...3),
    ("Journal", "📓", "5/week", nil, nil, 1...1), ("Piano", "🎹", "3/7d", "minutes", 20, 1...1),
    ("Vitamins", "💊", "1/day", nil, nil, 1...1), ("Call family", "📞", "2/month", nil, nil, 1...1),
    ("Walk", "🚶", "1/day", "steps", 5000, 1...1), ("Floss", "🦷", "1/day", nil, nil, 1...1),
    ("Spanish", "🇪🇸", "1/day", "minutes", 15, 1...1), ("Push-ups", "💪", "4/week", nil, nil, 1...3),
    ("Sleep by 11", "😴", "6/week", nil, nil, 1...1), ("No sugar", "🍬", "<=1/week", nil, nil, 1...1),
    ("Cook", "🍳", "4/week", nil, nil, 1...1), ("Plants", "🌱", "2/week", nil, nil, 1...1),
    ("Bike", "🚲", "100 km/week", "km", nil, 1...1), ("Draw", "✏️", "3/week", nil, nil, 1...1),
  ]

  /// Writes the household into an empty database in one transaction; returns how many completions it wrote.
  public func write(to database: HabitDatabase, today: Day) throws -> Int {
    var random = SplitMix64(seed: seed)
    let start = today.adding(days: -(years * 365) + 1)
    var completions = 0
    try database.db.transaction {
      guard try database.db.scalar("SELECT count(*) FROM users", as: Int.self) == 0 else {
        throw StoreError.invalidValue("the demo household goes into an empty database only")
      }
      for userIndex in 0..<users {
        let name = userIndex < Self.userNames.count ? Self.userNames[userIndex] : "user\(userIndex + 1)"
        try database.db.run(
          "INSERT INTO users (uuid, name, created_at) VALUES (?, ?, ?)",
          [ExternalID.make(using: &random), name, start.description + "T08:00:00Z"])
        let userID = database.db.lastInsertRowID
        for activityIndex in 0..<activitiesPerUser {
          completions += try writeActivity(
            database, userID: userID, index: activityIndex, userIndex: userIndex, start: start, today: today,
            random: &random)
        }
      }
    }
    return completions
  }

  private func writeActivity(
    _ database: HabitDatabase, userID: Int64, index: Int, userIndex: Int, start: Day, today: Day,
    random: inout SplitMix64
  ) throws -> Int {
    let db = database.db
    let entry = Self.catalogue[(index + userIndex * 3) % Self.catalogue.count]
    let round = index / Self.catalogue.count
    let name = round == 0 ? entry.0 : "\(entry.0) \(round + 1)"
    let goal = try Goal(spec: entry.2)
    try db.run(
      """
      INSERT INTO activities (uuid, user_id, name, icon, color, unit, required_amount, created_on, position)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        ExternalID.make(using: &random), userID, name, entry.1, Color.defaultColor(index: index).hex,
        entry.3 ?? goal.unit,
        entry.4, start.description, index,
      ])
    let activityID = db.lastInsertRowID
    try database.insertGoal(
      goal, requiredAmount: entry.4, unit: entry.3 ?? goal.unit, activityID: activityID, from: start)
    // Each activity has its own diligence, drifting slowly so streaks come and go.
    var diligence = 0.45 + Double(random.next() % 45) / 100
    var written = 0
    var day = history ? start : today.adding(days: 1)
    while day <= today {
      if day.dayOfMonth == 1 { diligence = min(0.97, max(0.3, diligence + (Double(random.next() % 21) - 10) / 100)) }
      let roll = Double(random.next() % 1000) / 1000
      if roll < 0.01 {
        try db.run(
          "INSERT INTO day_marks (activity_id, day, mark, created_at) VALUES (?, ?, 'skipped', ?)",
          [activityID, day.description, day.description + "T21:00:00Z"])
      } else if roll < diligence {
        let times = entry.5.lowerBound + Int(random.next() % UInt64(entry.5.count))
        for time in 0..<times {
          let amount: Double? =
            entry.4.map { $0 * (0.8 + Double(random.next() % 60) / 100) }.map { ($0 * 10).rounded() / 10 }
            ?? (goal.measure == .amount ? Double(10 + random.next() % 50) : nil)
          try db.run(
            "INSERT INTO completions (activity_id, day, amount, created_at) VALUES (?, ?, ?, ?)",
            [activityID, day.description, amount, day.description + "T\(10 + time % 12):00:00.000Z"])
          written += 1
        }
      }
      day = day.adding(days: 1)
    }
    return written
  }
}

/// A small, fast, seedable generator (SplitMix64), so demo data is the same on every machine.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
