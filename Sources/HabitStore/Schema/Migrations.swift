import SQLite

/// The database schema as a list of migrations. Never edit one that shipped: append a new one.
///
/// The SQL speaks in tables and columns, never in Swift types, and carries its documentation as comments
/// inside each statement, because SQLite keeps that text in `sqlite_schema` and `habit schema` prints it.
/// `schema.sql` at the top of the repository is that output, and a test keeps the two equal.
public enum Schema {
  /// `PRAGMA application_id`: "Habi" in ASCII. Files with another id are not ours and are left alone.
  public static let applicationID: Int32 = 0x4861_6269

  public static let migrator = Migrator(
    applicationID: applicationID,
    migrations: [
      .init(version: 1, sql: version1),
      .init(version: 2, sql: version2),
      .init(version: 3, sql: version3),
      .init(version: 4, sql: version4),
      .init(version: 5, sql: version5),
      .init(version: 6, sql: version6),
      .init(version: 7, sql: version7),
      .init(version: 8, sql: version8),
      // Version 9: the history index covers what the evaluation reads, Migrations+HistoryIndex.swift.
      .init(version: 9, sql: version9),
      // Version 10: an amount goal's unit is part of the goal in the views, Migrations+GoalUnitViews.swift.
      .init(version: 10, sql: version10),
      // Version 11: saved streak states, Migrations+StreakCheckpoints.swift.
      .init(version: 11, sql: version11),
      // Version 12: per-day totals kept by triggers, Migrations+DayTotals.swift.
      .init(version: 12, sql: version12),
      // Version 13: the views read day_totals, Migrations+DayTotalViews.swift.
      .init(version: 13, sql: version13),
    ])

  static let version1 = """
    CREATE TABLE settings (
      -- Household-wide settings, one row per key. Known keys: week_start ('monday' or 'sunday').
      key TEXT NOT NULL PRIMARY KEY,
      value TEXT NOT NULL
    ) STRICT;

    CREATE TABLE users (
      -- A member of the household. Each user has their own activities.
      id INTEGER PRIMARY KEY,
      uuid TEXT NOT NULL UNIQUE                       -- stable external id, lowercase
        CHECK (length(uuid) = 36 AND uuid NOT GLOB '*[^0-9a-f-]*'),
      name TEXT NOT NULL UNIQUE COLLATE NOCASE        -- unique ignoring (ASCII) case
        CHECK (length(trim(name)) > 0 AND name = trim(name)),
      created_at TEXT NOT NULL                        -- UTC, ISO 8601
        DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
    ) STRICT;

    CREATE TABLE activities (
      -- A habit one user tracks.
      id INTEGER PRIMARY KEY,
      uuid TEXT NOT NULL UNIQUE                       -- stable external id: the habitId of exports, lowercase
        CHECK (length(uuid) = 36 AND uuid NOT GLOB '*[^0-9a-f-]*'),
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      name TEXT NOT NULL COLLATE NOCASE               -- unique per user, ignoring (ASCII) case
        CHECK (length(trim(name)) > 0 AND name = trim(name)),
      description TEXT NOT NULL DEFAULT '',
      icon TEXT NOT NULL DEFAULT '',                  -- an emoji or a symbol name; '' for none
      color TEXT NOT NULL                             -- #RRGGBB, uppercase
        CHECK (length(color) = 7 AND color GLOB '#[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]'),
      unit TEXT                                       -- what amounts are measured in ('minutes'); NULL: none
        CHECK (unit IS NULL OR length(trim(unit)) > 0),
      required_amount REAL                            -- a day counts only once its total amount reaches this
        CHECK (required_amount IS NULL OR (required_amount > 0 AND unit IS NOT NULL)),
      created_on TEXT NOT NULL                        -- the local day it was created, yyyy-MM-dd
        CHECK (created_on IS date(created_on, '+0 days')),
      archived INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
      position INTEGER NOT NULL DEFAULT 0,            -- order in listings, smallest first
      UNIQUE (user_id, name)
    ) STRICT;

    CREATE TABLE goals (
      -- An activity's goal from a day on. Changing a goal adds a row: each period is judged by the goal in force
      -- then, and the earliest row reaches back to the start of the activity's history.
      id INTEGER PRIMARY KEY,
      activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
      effective_from TEXT NOT NULL CHECK (effective_from IS date(effective_from, '+0 days')),
      measure TEXT NOT NULL CHECK (measure IN ('count', 'amount')),     -- count completions, or add up amounts
      comparison TEXT NOT NULL CHECK (comparison IN ('at_least', 'at_most')),
      target REAL NOT NULL CHECK (target >= 0),                         -- times, or amount in the activity's unit
      period TEXT NOT NULL CHECK (period IN ('day', 'week', 'month', 'rolling')),
      window_days INTEGER                                               -- for 'rolling': N times in any window_days days
        CHECK ((period = 'rolling') = (window_days IS NOT NULL) AND (window_days IS NULL OR window_days BETWEEN 2 AND 366)),
      UNIQUE (activity_id, effective_from)
    ) STRICT;

    CREATE TABLE completions (
      -- One time an activity was done, on a local calendar day. Several per day are allowed.
      id INTEGER PRIMARY KEY,
      activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
      day TEXT NOT NULL CHECK (day IS date(day, '+0 days')),            -- yyyy-MM-dd, a real date
      amount REAL CHECK (amount IS NULL OR amount >= 0),                -- in the activity's unit; NULL: not measured
      note TEXT CHECK (note IS NULL OR length(note) > 0),               -- NULL: no note
      created_at TEXT NOT NULL                                          -- when it was recorded, UTC, ISO 8601
        DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
    ) STRICT;

    CREATE INDEX completions_by_activity_day ON completions (
      -- Covers the history queries (day and amount per activity) without visiting the table.
      activity_id, day, amount
    );

    CREATE TABLE day_marks (
      -- A day the user explicitly skipped (neutral: it neither breaks nor extends a streak) or failed (its
      -- period is not met). At most one per activity and day.
      activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
      day TEXT NOT NULL CHECK (day IS date(day, '+0 days')),
      mark TEXT NOT NULL CHECK (mark IN ('skipped', 'failed')),
      note TEXT CHECK (note IS NULL OR length(note) > 0),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      PRIMARY KEY (activity_id, day)
    ) STRICT, WITHOUT ROWID;
    """

  /// The seed apps' programmes: strict day-by-day challenges and the daily plan.
  static let version2 = """
    CREATE TABLE challenges (
      -- A strict programme ("21 days"): do an activity on every one of length_days days in a row, each checked
      -- on the day itself. Day 1 is started_on. A day before today left unchecked breaks the programme; that is
      -- judged from challenge_checks, not stored. At most one current programme per activity.
      id INTEGER PRIMARY KEY,
      activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
      started_on TEXT NOT NULL CHECK (started_on IS date(started_on, '+0 days')),   -- day 1
      length_days INTEGER NOT NULL CHECK (length_days BETWEEN 2 AND 366),
      outcome TEXT CHECK (outcome IN ('completed', 'reset')),                      -- NULL while current (running or broken)
      ended_on TEXT                                                                 -- the day it was completed or reset
        CHECK (ended_on IS date(ended_on, '+0 days') AND ended_on >= started_on),
      CHECK ((outcome IS NULL) = (ended_on IS NULL)),
      -- A completed programme ends on its last day: the last check completes it.
      CHECK (outcome IS NOT 'completed' OR ended_on = date(started_on, '+' || (length_days - 1) || ' days'))
    ) STRICT;

    CREATE UNIQUE INDEX challenges_one_current_per_activity ON challenges (activity_id) WHERE outcome IS NULL;

    CREATE TABLE challenge_checks (
      -- A day of a programme, checked on that day. The check is that day's completion of the activity (its
      -- first one): removing the completion (habit undo) removes the check with it.
      challenge_id INTEGER NOT NULL REFERENCES challenges (id) ON DELETE CASCADE,
      day TEXT NOT NULL CHECK (day IS date(day, '+0 days')),
      completion_id INTEGER NOT NULL UNIQUE REFERENCES completions (id) ON DELETE CASCADE,
      PRIMARY KEY (challenge_id, day)
    ) STRICT, WITHOUT ROWID;

    CREATE TRIGGER challenge_checks_are_the_activitys_completions BEFORE INSERT ON challenge_checks
      -- A check must be a completion of the programme's own activity, on the check's day, within the programme.
      WHEN NOT EXISTS (
        SELECT 1 FROM challenges c JOIN completions k ON k.id = NEW.completion_id
        WHERE c.id = NEW.challenge_id AND k.activity_id = c.activity_id AND k.day = NEW.day
          AND NEW.day BETWEEN c.started_on AND date(c.started_on, '+' || (c.length_days - 1) || ' days'))
    BEGIN
      SELECT RAISE(ABORT, 'a challenge check must be a completion of its activity on a day of the challenge');
    END;

    CREATE TRIGGER challenge_checks_are_not_edited BEFORE UPDATE ON challenge_checks
      -- A check is a fact of its day: it can be removed (with its completion), never moved.
    BEGIN
      SELECT RAISE(ABORT, 'a challenge check cannot be changed, only removed');
    END;

    CREATE TABLE daily_plans (
      -- One person's plan for one day: a single goal and the three tasks that lead to it. Editing the plan during
      -- the day replaces its row, so only the latest version of each day is kept. The goal and each task are
      -- done (1) or not (0); completing the third task achieves the goal, achieving it completes every task, and
      -- the goal can be set back to "not yet" on its own.
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      day TEXT NOT NULL CHECK (day IS date(day, '+0 days')),
      goal TEXT NOT NULL
        CHECK (length(trim(goal)) BETWEEN 1 AND 200 AND goal = trim(goal) AND instr(goal, char(10)) = 0),
      goal_achieved INTEGER NOT NULL DEFAULT 0 CHECK (goal_achieved IN (0, 1)),
      task_1 TEXT NOT NULL
        CHECK (length(trim(task_1)) BETWEEN 1 AND 200 AND task_1 = trim(task_1) AND instr(task_1, char(10)) = 0),
      task_1_done INTEGER NOT NULL DEFAULT 0 CHECK (task_1_done IN (0, 1)),
      task_2 TEXT NOT NULL
        CHECK (length(trim(task_2)) BETWEEN 1 AND 200 AND task_2 = trim(task_2) AND instr(task_2, char(10)) = 0),
      task_2_done INTEGER NOT NULL DEFAULT 0 CHECK (task_2_done IN (0, 1)),
      task_3 TEXT NOT NULL
        CHECK (length(trim(task_3)) BETWEEN 1 AND 200 AND task_3 = trim(task_3) AND instr(task_3, char(10)) = 0),
      task_3_done INTEGER NOT NULL DEFAULT 0 CHECK (task_3_done IN (0, 1)),
      -- carried_from: the day this goal was first set, when it was taken on again from a day it was not achieved.
      carried_from TEXT CHECK (carried_from IS date(carried_from, '+0 days') AND carried_from < day),
      updated_at TEXT NOT NULL                        -- the latest edit, UTC, ISO 8601
        DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
      PRIMARY KEY (user_id, day)
    ) STRICT, WITHOUT ROWID;

    CREATE VIEW challenge_overview AS
      -- Every programme with its user and activity, and how many of its days are checked.
      SELECT c.id, u.name AS user, a.name AS activity, c.started_on, c.length_days,
             count(k.day) AS days_checked, max(k.day) AS last_checked, c.outcome, c.ended_on
      FROM challenges c
        JOIN activities a ON a.id = c.activity_id
        JOIN users u ON u.id = a.user_id
        LEFT JOIN challenge_checks k ON k.challenge_id = c.id
      GROUP BY c.id;

    CREATE VIEW daily_plan_tasks AS
      -- The tasks of every daily plan, one row each, numbered 1 to 3.
      SELECT user_id, day, 1 AS number, task_1 AS task, task_1_done AS done FROM daily_plans
      UNION ALL SELECT user_id, day, 2, task_2, task_2_done FROM daily_plans
      UNION ALL SELECT user_id, day, 3, task_3, task_3_done FROM daily_plans;
    """

  /// Where imported activities come from in other trackers, so that a newer export of the same data finds them.
  static let version3 = """
    CREATE TABLE activity_sources (
      -- An activity's id in another tracker it was imported from, so that importing that tracker's data again
      -- (or a newer export of it) finds the activity whatever it has been renamed to since.
      activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
      source TEXT NOT NULL,                           -- the tracker's format: 'loop', 'loop-csv', 'beaver', 'habitkit'
      source_key TEXT NOT NULL,                       -- the id there: a Loop uuid, 'id:15:Read', a HabitKit id
      UNIQUE (source, source_key)
    ) STRICT;

    CREATE INDEX activity_sources_by_activity ON activity_sources (activity_id);
    """
}
