extension Schema {
  /// Version 2: the household. Views that make common questions one-liners for `habit sql`, and members' PINs.
  static let version2 = """
    CREATE TABLE user_pins (
      -- A member's PIN, kept only as a salted, slow hash; commands that change a protected member's data ask
      -- for it on the terminal. It guards members' habits from each other's slips, not from anyone who can
      -- open this file.
      user_id INTEGER NOT NULL PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      algorithm TEXT NOT NULL CHECK (algorithm = 'pbkdf2-sha256'),      -- PBKDF2 with HMAC-SHA-256
      iterations INTEGER NOT NULL CHECK (iterations > 0),
      salt BLOB NOT NULL CHECK (length(salt) >= 16),                    -- random, one per PIN
      hash BLOB NOT NULL CHECK (length(hash) = 32),
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
    ) STRICT;

    CREATE VIEW completion_log AS
      -- Every completion with the names people use.
      -- SELECT user, activity, count(*) FROM completion_log WHERE day >= date('now', '-6 days') GROUP BY 1, 2;
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
        u.id AS user_id
      FROM completions c
      JOIN activities a ON a.id = c.activity_id
      JOIN users u ON u.id = a.user_id;

    CREATE VIEW day_status AS
      -- Each day an activity has something recorded on, as calendars show it: 'done' (the day counts: a
      -- completion, or with a required amount, the day's total reaching it), 'partial' (completions short of
      -- the required amount), 'skipped' or 'failed' (a mark wins over completions). Days with nothing
      -- recorded have no row.
      -- SELECT day, activity, status FROM day_status WHERE user = 'alice' AND day >= '2026-11-01';
      SELECT
        k.day,
        u.name AS user,
        a.name AS activity,
        coalesce(k.mark, CASE
          WHEN a.required_amount IS NULL
            OR k.amount >= a.required_amount - 1e-9 * max(1.0, a.required_amount) THEN 'done'
          ELSE 'partial' END) AS status,
        k.completions,
        k.amount,                                       -- the day's total amount, 0.0 when none was given
        a.id AS activity_id,
        u.id AS user_id
      FROM (
        SELECT activity_id, day, count(*) AS completions, total(amount) AS amount,
          (SELECT mark FROM day_marks m WHERE m.activity_id = c.activity_id AND m.day = c.day) AS mark
        FROM completions c GROUP BY activity_id, day
        UNION ALL
        SELECT activity_id, day, 0, 0.0, mark FROM day_marks m
        WHERE NOT EXISTS (SELECT 1 FROM completions c WHERE c.activity_id = m.activity_id AND c.day = m.day)
      ) k
      JOIN activities a ON a.id = k.activity_id
      JOIN users u ON u.id = a.user_id;

    CREATE VIEW current_streaks AS
      -- Each activity's current streak as of today (the local date), in its goal's unit: the consecutive met
      -- periods ending at the last complete one, plus the current period once it is met; 0 when there is none.
      -- It agrees with `habit list` for the goals it judges: one goal for the whole history (never changed),
      -- "at least" N times or an amount per day, week or month. For the others (rolling windows, "at most"
      -- goals, changed goals, a target of 0) current_streak is NULL: ask `habit list`. A day's amounts are
      -- added in SQL, which may differ from habit's running totals in the last bits; both forgive 1e-9.
      -- SELECT user, activity, current_streak, streak_unit FROM current_streaks ORDER BY current_streak DESC;
      WITH
        today (day) AS (SELECT date('now', 'localtime')),
        week_start (weekday) AS (                       -- strftime('%w') numbering: 0 Sunday, 1 Monday
          SELECT CASE (SELECT value FROM settings WHERE key = 'week_start') WHEN 'sunday' THEN 0 ELSE 1 END),
        judged AS (                                     -- the activities judged here, with their history's start
          SELECT a.id AS activity_id, a.required_amount, g.measure, g.target, g.period,
            min(a.created_on, (SELECT day FROM today),
              coalesce((SELECT min(day) FROM completions c WHERE c.activity_id = a.id), a.created_on),
              coalesce((SELECT min(day) FROM day_marks m WHERE m.activity_id = a.id), a.created_on)) AS start
          FROM activities a
          JOIN goals g ON g.id = (SELECT min(id) FROM goals WHERE activity_id = a.id)
          WHERE g.comparison = 'at_least' AND g.period IN ('day', 'week', 'month') AND g.target > 0
            AND NOT EXISTS (
              SELECT 1 FROM goals o WHERE o.activity_id = a.id
                AND (o.measure <> g.measure OR o.comparison <> g.comparison OR o.target <> g.target
                     OR o.period <> g.period))
        ),
        recorded AS (                                   -- each recorded day up to today, with what it adds
          SELECT j.*, d.day, d.status, d.amount,
            CASE
              WHEN d.status = 'skipped' THEN 0
              WHEN j.measure = 'amount' THEN d.amount
              WHEN d.status = 'done' THEN CASE WHEN j.required_amount IS NULL THEN d.completions ELSE 1 END
              ELSE 0 END AS adds,
            CASE j.period
              WHEN 'day' THEN d.day
              WHEN 'week' THEN date(d.day, '-' || ((strftime('%w', d.day) + 7 - (SELECT weekday FROM week_start)) % 7) || ' days')
              ELSE date(d.day, 'start of month') END AS period_start
          FROM judged j JOIN day_status d ON d.activity_id = j.activity_id
          WHERE d.day <= (SELECT day FROM today)
        ),
        periods AS (                                    -- each period with records, judged as habit judges it
          SELECT activity_id, period_start, period_end, number,
            CASE
              WHEN open_days = 0 THEN 'neutral'
              WHEN failed > 0 THEN 'unmet'
              WHEN achieved >= required - 1e-9 * max(1.0, abs(required)) THEN 'met'
              WHEN period_end >= (SELECT day FROM today) THEN 'in_progress'
              ELSE 'unmet' END AS status
          FROM (
            SELECT *,
              CASE
                WHEN open_days >= length THEN target
                WHEN measure = 'count' THEN ceil(target * open_days / length)
                ELSE target * open_days / length END AS required
            FROM (
              SELECT activity_id, measure, target, period_start, period_end,
                julianday(period_end) - julianday(period_start) + 1 AS length,
                julianday(period_end) - julianday(max(period_start, start)) + 1 - skipped AS open_days,
                failed, achieved,
                CASE period
                  WHEN 'day' THEN CAST(julianday(period_start) AS INTEGER)
                  WHEN 'week' THEN CAST(julianday(period_start) AS INTEGER) / 7
                  ELSE strftime('%Y', period_start) * 12 + strftime('%m', period_start) END AS number
              FROM (
                SELECT activity_id, measure, target, period, start, period_start,
                  CASE period
                    WHEN 'day' THEN period_start
                    WHEN 'week' THEN date(period_start, '+6 days')
                    ELSE date(period_start, '+1 month', '-1 day') END AS period_end,
                  sum(status = 'skipped') AS skipped, sum(status = 'failed') AS failed, total(adds) AS achieved
                FROM recorded GROUP BY activity_id, period_start)))
        ),
        bounds AS (                                     -- the numbers of the current period and of the first
          SELECT activity_id,
            CASE period
              WHEN 'day' THEN CAST(julianday(day) AS INTEGER)
              WHEN 'week' THEN CAST(julianday(day, '-' || ((strftime('%w', day) + 7 - (SELECT weekday FROM week_start)) % 7) || ' days') AS INTEGER) / 7
              ELSE strftime('%Y', day) * 12 + strftime('%m', day) END AS current,
            CASE period
              WHEN 'day' THEN CAST(julianday(start) AS INTEGER)
              WHEN 'week' THEN CAST(julianday(start, '-' || ((strftime('%w', start) + 7 - (SELECT weekday FROM week_start)) % 7) || ' days') AS INTEGER) / 7
              ELSE strftime('%Y', start) * 12 + strftime('%m', start) END AS first
          FROM judged, today
        ),
        complete AS (                                   -- periods before the current one; a run of numbers
          SELECT p.activity_id, p.number,               -- ending just before it has number + rank = current
            p.number + row_number() OVER (PARTITION BY p.activity_id ORDER BY p.number DESC) AS run_key
          FROM periods p JOIN bounds b ON b.activity_id = p.activity_id
          WHERE p.number < b.current
        ),
        breaks AS (                                     -- the latest period that breaks a streak: an unmet one,
          SELECT b.activity_id, max(                    -- or a complete one with nothing recorded
              b.first - 1,
              coalesce((SELECT max(number) FROM periods p WHERE p.activity_id = b.activity_id AND p.status = 'unmet'), b.first - 1),
              coalesce((SELECT min(number) FROM complete c WHERE c.activity_id = b.activity_id AND c.run_key = b.current), b.current) - 1
            ) AS last_break
          FROM bounds b
        )
      SELECT
        u.name AS user,
        a.name AS activity,
        CASE WHEN j.activity_id IS NULL THEN NULL ELSE (
          SELECT count(*) FROM periods p JOIN breaks k ON k.activity_id = p.activity_id
          WHERE p.activity_id = a.id AND p.status = 'met' AND p.number > k.last_break) END AS current_streak,
        CASE g.period WHEN 'rolling' THEN 'day' ELSE g.period END AS streak_unit,
        a.archived,
        a.id AS activity_id,
        u.id AS user_id
      FROM activities a
      JOIN users u ON u.id = a.user_id
      JOIN goals g ON g.id = (                          -- the goal in force today
        SELECT id FROM goals WHERE activity_id = a.id
        ORDER BY effective_from <= (SELECT day FROM today) DESC, effective_from DESC, id DESC LIMIT 1)
      LEFT JOIN judged j ON j.activity_id = a.id;
    """
}
