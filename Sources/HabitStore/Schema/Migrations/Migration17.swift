extension Schema {
  /// Version 17: the household together. An activity may be shared (any member does it, credited to whoever
  /// did), private (out of other members' views) and in a section; each completion records who made it; a shared
  /// activity may have a rotation of members taking turns. A member's pause no longer holds shared activities.
  /// The views `day_status`, `current_streaks` and `activity_pauses` are those of version 16 with that one rule
  /// changed (and `day_status` gains `done_by`), so they are derived from its text rather than copied.
  static let version17 =
    """
    ALTER TABLE activities ADD COLUMN
      shared INTEGER NOT NULL DEFAULT 0  -- 1: the household's, done by any member and judged once; user_id is the member who added it
        CHECK (shared IN (0, 1));

    ALTER TABLE activities ADD COLUMN
      private INTEGER NOT NULL DEFAULT 0  -- 1: out of other members' views (the board, report --household); a courtesy, not a lock
        CHECK (private IN (0, 1) AND NOT (private = 1 AND shared = 1));

    ALTER TABLE activities ADD COLUMN
      section TEXT  -- the group it is listed in ('Morning'); NULL: none. Sections are ordered by the settings key 'sections'
        CHECK (section IS NULL OR (length(section) BETWEEN 1 AND 60 AND section = trim(section) AND instr(section, ',') = 0));

    CREATE INDEX activities_shared_by_name ON activities (name) WHERE shared = 1;  -- an import finds them by name

    ALTER TABLE completions ADD COLUMN
      done_by INTEGER REFERENCES users (id) ON DELETE SET NULL;  -- the member credited; NULL: the activity's owner (of a shared activity: a member since removed)

    CREATE TABLE rotations (
      -- The members who take turns at a shared activity, in order: today names the one whose latest credit is
      -- the oldest (the first in this order among those never credited).
      activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      PRIMARY KEY (activity_id, user_id)
    ) STRICT, WITHOUT ROWID;

    DROP VIEW completion_log;

    CREATE VIEW completion_log AS
      -- Every completion with the names people use. user is the activity's owner; done_by the member credited
      -- (NULL for a shared activity's completion by a member since removed).
      -- SELECT done_by, count(*) FROM completion_log WHERE activity = 'Walk the dog' GROUP BY 1;
      SELECT
        c.day,
        u.name AS user,
        a.name AS activity,
        c.amount,                                       -- in the activity's unit; NULL: not measured
        a.unit,
        c.note,
        c.created_at,
        c.id AS completion_id,
        a.id AS activity_id,
        u.id AS user_id,
        CASE WHEN c.done_by IS NOT NULL THEN (SELECT name FROM users WHERE id = c.done_by)
          WHEN a.shared = 0 THEN u.name END AS done_by
      FROM completions c
      JOIN activities a ON a.id = c.activity_id
      JOIN users u ON u.id = a.user_id;

    DROP VIEW day_status;

    DROP VIEW current_streaks;

    DROP VIEW activity_pauses;


    """ + version16Views

  /// Version 16's three views with version 17's rules: a member's pause holds only activities that are not
  /// shared, and each `day_status` row names who did the day.
  private static var version16Views: String {
    let views = version16.firstRange(of: "CREATE VIEW day_status AS").map { version16[$0.lowerBound...] } ?? ""
    return String(views)
      .replacing(
        "(p.user_id IS NULL OR a.user_id = p.user_id)",
        with: "(p.user_id IS NULL OR (a.user_id = p.user_id AND a.shared = 0))"
      )
      .replacing(
        "(p.user_id IS NULL OR p.user_id = a.user_id)",
        with: "(p.user_id IS NULL OR (p.user_id = a.user_id AND a.shared = 0))"
      )
      .replacing(
        "    a.id AS activity_id,\n    u.id AS user_id\n  FROM judged j",
        with: "    a.id AS activity_id,\n    u.id AS user_id,\n" + doneByColumn + "  FROM judged j")
  }

  /// `day_status.done_by`: who did the day, the members credited by name.
  private static let doneByColumn = """
        (SELECT group_concat(name, ', ') FROM (
          SELECT DISTINCT w.name FROM completions c
          JOIN users w ON w.id = coalesce(c.done_by, iif(a.shared = 0, a.user_id, NULL))
          WHERE c.activity_id = j.activity_id AND c.day = j.day ORDER BY w.name)) AS done_by

    """
}
