import HabitCore
import HabitScreens

extension HabitDatabase {
  /// The web's add and edit form: saves `form` as the member's activity `id` (found by its id, as
  /// ``activity(_:of:)`` finds it), or as a new activity when `id` is nil. Finding the member and the activity,
  /// working out what changes and the write are one IMMEDIATE transaction, so the changes are made against the
  /// activity as it is when written: another process's rename or new goal since the page was loaded is seen, and a
  /// name another activity took meanwhile is refused (`activityExists`) with nothing written.
  public func saveActivity(_ form: ActivityForm, id: String?, of user: UserReference, today: Day) throws
    -> (user: User, activity: Activity)
  {
    try writing(as: user) { member in
      guard let id else { return (member, try addActivity(form.newActivity, for: member, today: today)) }
      let activity = try activity(.id(id), of: member)
      return (member, try edit(activity, form.changes(to: activity, today: today)).activity)
    }
  }
}
