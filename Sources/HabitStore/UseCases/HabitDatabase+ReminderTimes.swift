import HabitCore
import HabitScreens
import SQLite

extension HabitDatabase {
  /// The household's reminder and the members' own, in one snapshot.
  public func reminderSettings() throws -> ReminderSettings {
    try db.read {
      var members: [MemberReminder] = []
      try db.forEach("SELECT name, reminder FROM users WHERE reminder IS NOT NULL ORDER BY name") { row in
        members.append(MemberReminder(name: try row[0], setting: ReminderSetting(stored: try row[1])))
      }
      return ReminderSettings(household: try householdReminder(), members: members)
    }
  }

  /// Sets the household's reminder, or (with `user`) that member's own; nil for a member: the household's again
  /// (nil for the household: off).
  @discardableResult
  public func setReminder(_ setting: ReminderSetting?, for user: UserReference?) throws -> ReminderChange {
    try db.transaction {
      guard let user else {
        let setting = setting ?? .off
        _ = try db.run(
          "INSERT INTO settings (key, value) VALUES ('reminder', ?) "
            + "ON CONFLICT (key) DO UPDATE SET value = excluded.value", [setting.description])
        return ReminderChange(member: nil, setting: setting, followsHousehold: false)
      }
      let member = try resolve(user)
      _ = try db.run("UPDATE users SET reminder = ? WHERE id = ?", [setting?.description, member.id])
      return ReminderChange(
        member: member, setting: try setting ?? householdReminder(), followsHousehold: setting == nil)
    }
  }

  /// The members whose reminder time the clock passed after `start` and by `end`, each with what is still open on
  /// their day at that moment (their day start applied; `pinnedDay`, when the day is pinned whole), in one
  /// snapshot. Members with nothing open are left out: they get no reminder.
  public func dueReminders(after start: LocalTime, through end: LocalTime, pinnedDay: Day? = nil) throws
    -> [DueReminder]
  {
    try readSavingCheckpoints {
      var due: [DueReminder] = []
      let members = try db.query(
        """
        SELECT id, uuid, name, coalesce(reminder, (SELECT value FROM settings WHERE key = 'reminder'), 'off')
        FROM users ORDER BY name
        """
      ) { row in (User(id: try row[0], uuid: try row[1], name: try row[2]), ReminderSetting(stored: try row[3])) }
      for case (let member, .at(let time)) in members {
        for moment in time.moments(after: start, through: end) {
          let today = try pinnedDay ?? moment.today(dayStart: dayStart(for: member))
          let reminder = DueReminder(
            member: member, time: time, moment: moment, reminders: try openToday(of: member, today: today))
          if reminder.hasSomethingOpen { due.append(reminder) }
        }
      }
      return due
    }
  }

  private func householdReminder() throws -> ReminderSetting {
    try db.scalar("SELECT value FROM settings WHERE key = 'reminder'", as: String.self).map(
      ReminderSetting.init(stored:))
      ?? .off
  }
}
