extension Schema {
  /// The first schema: settings, users, activities, goals, completions and day marks.
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
}
