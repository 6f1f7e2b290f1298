import HabitCore
import HabitScreens

/// The use cases of one member as a command asks for them: by the member's reference, resolved inside the use
/// case's one snapshot or transaction, so that the member read or written for is the one the database holds then.
extension HabitDatabase {
  /// Runs `body` for the member `user` stands for, inside one read snapshot; the streak checkpoints its judgements
  /// made are saved once the snapshot ends (`readSavingCheckpoints`).
  func reading<T>(as user: UserReference, _ body: (User) throws -> T) throws -> T {
    try readSavingCheckpoints { try body(try resolve(user)) }
  }

  /// Runs `body` for the member `user` stands for, inside one IMMEDIATE write transaction.
  func writing<T>(as user: UserReference, _ body: (User) throws -> T) throws -> T {
    try db.transaction { try body(try resolve(user)) }
  }

  /// `habit today`: ``todayScreen(of:today:)`` of the member.
  public func todayScreen(of user: UserReference, today: Day) throws -> TodayScreen {
    try reading(as: user) { try todayScreen(of: $0, today: today) }
  }

  /// `habit list`: ``activityList(of:includeArchived:today:)`` of the member. Seen by another member
  /// (`viewer`), the member's private activities are left out.
  public func activityList(
    of user: UserReference, viewer: UserReference? = nil, includeArchived: Bool, today: Day
  ) throws -> ActivityList {
    try reading(as: user) { member in
      try activityList(
        of: member, includeArchived: includeArchived, today: today, hidingPrivate: try isOther(viewer, than: member))
    }
  }

  /// Whether `viewer` is a member other than `member` (nil: the member themself).
  func isOther(_ viewer: UserReference?, than member: User) throws -> Bool {
    guard let viewer else { return false }
    return try resolve(viewer).id != member.id
  }

  /// `habit remind`: ``reminders(for:today:)`` of the member.
  public func reminders(for user: UserReference, today: Day) throws -> Reminders {
    try reading(as: user) { try reminders(for: $0, today: today) }
  }

  /// `habit prompt`: ``promptStatus(of:today:)`` of the member.
  public func promptStatus(of user: UserReference, today: Day) throws -> PromptStatus {
    try reading(as: user) { try promptStatus(of: $0, today: today) }
  }

  /// `habit challenge`: ``challenges(of:)`` of the member.
  public func challenges(of user: UserReference) throws -> [ChallengeProgress] {
    try reading(as: user) { try challenges(of: $0) }
  }

  /// `habit challenge check`: ``checkChallenge(named:for:today:)`` for the member.
  public func checkChallenge(named name: String?, for user: UserReference, today: Day) throws
    -> ChallengeCheckOutcome
  {
    try writing(as: user) { try checkChallenge(named: name, for: $0, today: today) }
  }

  /// `habit challenge reset`: ``resetChallenge(named:for:today:)`` for the member.
  public func resetChallenge(named name: String?, for user: UserReference, today: Day) throws -> ChallengeReset {
    try writing(as: user) { try resetChallenge(named: name, for: $0, today: today) }
  }

  /// `habit plan`: ``todaysPlan(for:today:)`` of the member.
  public func todaysPlan(for user: UserReference, today: Day) throws -> TodaysPlan {
    try reading(as: user) { try todaysPlan(for: $0, today: today) }
  }

  /// `habit plan set`: ``setPlan(goal:tasks:for:today:)`` for the member.
  public func setPlan(goal: String?, tasks: [String]?, for user: UserReference, today: Day) throws -> PlanRevision {
    try writing(as: user) { try setPlan(goal: goal, tasks: tasks, for: $0, today: today) }
  }

  /// `habit plan carry`: ``carryOverPlan(for:today:)`` for the member.
  public func carryOverPlan(for user: UserReference, today: Day) throws -> DailyPlan {
    try writing(as: user) { try carryOverPlan(for: $0, today: today) }
  }

  /// `habit plan done/undo/achieve/unachieve`: ``updatePlan(_:for:today:)`` for the member.
  public func updatePlan(_ action: PlanAction, for user: UserReference, today: Day) throws -> PlanUpdate {
    try writing(as: user) { try updatePlan(action, for: $0, today: today) }
  }

  /// `habit plan log`: ``dailyPlans(of:)`` of the member.
  public func dailyPlans(of user: UserReference) throws -> [DailyPlan] {
    try reading(as: user) { try dailyPlans(of: $0) }
  }

  /// `habit plan progress`: ``planProgress(of:grouping:page:today:)`` of the member.
  public func planProgress(of user: UserReference, grouping: ProgressGrouping, page: Int, today: Day) throws
    -> (page: PlanProgressPage, hasPlans: Bool)
  {
    try reading(as: user) { try planProgress(of: $0, grouping: grouping, page: page, today: today) }
  }

  /// `habit add`: ``addActivity(_:for:today:)`` for the member; returns the member with the activity.
  public func addActivity(_ new: NewActivity, for user: UserReference, today: Day) throws -> (
    user: User, activity: Activity
  ) {
    try writing(as: user) { ($0, try addActivity(new, for: $0, today: today)) }
  }

  /// `habit challenge start`: ``startChallenge(named:days:for:today:)`` for the member; returns the member with
  /// what started.
  public func startChallenge(named name: String, days: Int, for user: UserReference, today: Day) throws -> (
    user: User, start: ChallengeStart
  ) {
    try writing(as: user) { ($0, try startChallenge(named: name, days: days, for: $0, today: today)) }
  }
}
