import HabitCore
import HabitScreens

extension HabitDatabase {
  /// Every member's active activities judged as of `today`, read in one snapshot: the household side by side, and
  /// the household's shared activities with who did how much. Private activities stay out.
  /// Best streaks come from each activity's streak checkpoint, so the board reads the weeks since, not the years:
  /// the checkpoints, and the completions and marks since them, of every activity in one statement each.
  public func householdBoard(today: Day) throws -> HouseholdBoard {
    try readSavingCheckpoints {
      let weekStart = try self.weekStart()
      let users = try users()
      let names = Dictionary(uniqueKeysWithValues: users.map { ($0.id, $0.name) })
      let members = try users.flatMap { user in
        try activities(of: user, scope: .owned).filter { !$0.isPrivate }.map { (user: user, activity: $0) }
      }
      let saved = try checkpoints()
      // Each activity's serving checkpoint, and where judging from it reads from.
      let serving = members.map { member in
        saved[member.activity.id].flatMap { checkpoint in
          checkpoint.serves(today: today, weekStart: weekStart)
            ? (checkpoint: checkpoint, reach: historyReach(member.activity, from: checkpoint)) : nil
        }
      }
      // An activity without a checkpoint is judged from its whole history, alone, as before: a household's years
      // are not held in memory at once. The board shows no notes.
      let resumed = try records(
        of: zip(members, serving).compactMap { member, resuming in resuming.map { (member.activity, $0.reach.from) } },
        notes: false)
      var next = 0
      let entries = try zip(members, serving).map { member, resuming in
        let evaluation: Evaluation
        if case let (checkpoint, reach)? = resuming {
          let history = resumed[next].history(
            of: member.activity, from: reach.from, start: try reach.start ?? start(of: member.activity))
          next += 1
          evaluation = judgeStreaks(member.activity, history, today: today, weekStart: weekStart, from: checkpoint)
        } else {
          evaluation = try evaluateStreaks(member.activity, today: today, weekStart: weekStart, from: nil)
        }
        return BoardEntry(user: member.user, activity: member.activity, evaluation: evaluation)
      }
      let credits = try entries.filter(\.activity.shared).reduce(into: [Int64: Credits]()) { credits, entry in
        credits[entry.activity.id] = try self.credits(of: entry.activity, today: today, allTime: false, names: names)
      }
      return HouseholdBoard(entries, credits: credits, today: today, sections: try sectionOrder())
    }
  }
}
