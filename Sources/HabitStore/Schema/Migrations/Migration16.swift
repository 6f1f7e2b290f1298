extension Schema {
  /// Version 16: pauses. A stretch of days an activity, a member's activities or the whole household's are
  /// paused, stored as one range; the streak checkpoints before it are forgotten when one is written, and
  /// `day_status` reads the paused days.
  static let version16 = """
    CREATE TABLE pauses (
      -- Days an activity is paused (a holiday, an illness): neutral like skipped days, but what is recorded on
      -- them still counts, and a fail stays a fail. activity_id: that activity; else user_id: every activity of
      -- that member; else (both NULL) every activity of the household.
      id INTEGER PRIMARY KEY,
      activity_id INTEGER REFERENCES activities (id) ON DELETE CASCADE,
      user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
      first_day TEXT NOT NULL CHECK (first_day IS date(first_day, '+0 days')),
      last_day TEXT                                   -- the last paused day; NULL: until resumed
        CHECK (last_day IS NULL OR (last_day IS date(last_day, '+0 days') AND last_day >= first_day)),
      note TEXT,
      created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),  -- UTC, ISO 8601
      CHECK (activity_id IS NULL OR user_id IS NULL)
    ) STRICT;

    CREATE INDEX pauses_by_activity ON pauses (activity_id);

    CREATE TRIGGER streak_checkpoints_after_pause_insert AFTER INSERT ON pauses
      -- A pause from before an activity's boundary changes what was judged there.
    BEGIN
      DELETE FROM streak_checkpoints WHERE NEW.first_day < boundary AND (activity_id = NEW.activity_id
        OR (NEW.activity_id IS NULL AND (NEW.user_id IS NULL
          OR activity_id IN (SELECT id FROM activities WHERE user_id = NEW.user_id))));
    END;

    CREATE TRIGGER streak_checkpoints_after_pause_delete AFTER DELETE ON pauses
    BEGIN
      DELETE FROM streak_checkpoints WHERE OLD.first_day < boundary AND (activity_id = OLD.activity_id
        OR (OLD.activity_id IS NULL AND (OLD.user_id IS NULL
          OR activity_id IN (SELECT id FROM activities WHERE user_id = OLD.user_id))));
    END;

    CREATE TRIGGER streak_checkpoints_after_pause_update AFTER UPDATE ON pauses
    BEGIN
      DELETE FROM streak_checkpoints WHERE min(OLD.first_day, NEW.first_day) < boundary AND (
        activity_id IN (OLD.activity_id, NEW.activity_id)
        OR (OLD.activity_id IS NULL AND (OLD.user_id IS NULL
          OR activity_id IN (SELECT id FROM activities WHERE user_id = OLD.user_id)))
        OR (NEW.activity_id IS NULL AND (NEW.user_id IS NULL
          OR activity_id IN (SELECT id FROM activities WHERE user_id = NEW.user_id))));
    END;

    DROP VIEW day_status;

    DROP VIEW current_streaks;

    CREATE VIEW day_status AS
      -- Each day an activity has something recorded on, read as habit reads it (the evaluation's day status):
      -- 'skipped' or 'failed' (a mark wins over completions); 'paused' for a paused day with nothing recorded (each
      -- such day from the history's start through today has a row); under an at-most goal 'over_limit' once the
      -- period's total through that day is above the limit, else 'done'; under a daily goal 'done' when the day
      -- meets it, else 'partial'; under a longer goal 'done' when the day counts (a completion, or with a
      -- required amount, the day's total reaching it), else 'partial'; 'future' after today (habit's today:
      -- HABIT_TODAY when set). Other days with nothing recorded have no row. habit defines habit_today() on its
      -- connections (habit sql); other tools do not have it. Each day's completions and amount are its row of
      -- day_totals: the very count and Double habit judges, read as one row however many times the day was done.
      -- SELECT day, activity, status FROM day_status WHERE user = 'alice' AND day >= '2026-11-01';
      WITH
        today (day) AS (SELECT coalesce(habit_today(), date('now', 'localtime'))),
        paused_days (activity_id, day, last) AS (       -- each paused day of each activity's history through today
          SELECT a.id, max(p.first_day, min(a.created_on,
              coalesce((SELECT min(day) FROM day_totals t WHERE t.activity_id = a.id), a.created_on),
              coalesce((SELECT min(day) FROM day_marks m WHERE m.activity_id = a.id), a.created_on))),
            min(coalesce(p.last_day, '9999-12-31'), (SELECT day FROM today))
          FROM pauses p
          JOIN activities a ON a.id = p.activity_id
            OR (p.activity_id IS NULL AND (p.user_id IS NULL OR a.user_id = p.user_id))
          UNION
          SELECT activity_id, date(day, '+1 day'), last FROM paused_days WHERE day < last
        ),
        recorded AS (                                   -- each day with records: completions, amount, mark; and
          SELECT activity_id, day, completions, amount,  -- each paused day with none
            (SELECT mark FROM day_marks m WHERE m.activity_id = t.activity_id AND m.day = t.day) AS mark, 0 AS paused
          FROM day_totals t
          UNION ALL
          SELECT activity_id, day, 0, 0.0, mark, 0 FROM day_marks m
          WHERE NOT EXISTS (SELECT 1 FROM day_totals t WHERE t.activity_id = m.activity_id AND t.day = m.day)
          UNION ALL
          SELECT DISTINCT activity_id, day, 0, 0.0, NULL, 1 FROM paused_days p
          WHERE day <= last
            AND NOT EXISTS (SELECT 1 FROM day_totals t WHERE t.activity_id = p.activity_id AND t.day = p.day)
            AND NOT EXISTS (SELECT 1 FROM day_marks m WHERE m.activity_id = p.activity_id AND m.day = p.day)
        ),
        in_force AS (                                   -- each recorded day with the goal in force on it:
          SELECT r.*,                                   -- the latest from this day or before, else the earliest
            coalesce(
              (SELECT id FROM goals g WHERE g.activity_id = r.activity_id AND g.effective_from <= r.day
               ORDER BY g.effective_from DESC LIMIT 1),
              (SELECT id FROM goals g WHERE g.activity_id = r.activity_id ORDER BY g.effective_from LIMIT 1))
              AS goal_id
          FROM recorded r
        ),
        counted AS (                                    -- what each day adds: counting units (by the required
          SELECT r.*,                                   -- amount of the goal in force that day), amount
            CASE
              WHEN r.mark = 'skipped' THEN 0
              WHEN g.required_amount IS NULL THEN r.completions
              WHEN r.completions > 0
                AND r.amount >= g.required_amount - 1e-9 * max(1.0, g.required_amount) THEN 1
              ELSE 0 END AS units,
            CASE WHEN r.mark = 'skipped' THEN 0.0 ELSE r.amount END AS adds_amount
          FROM in_force r JOIN goals g ON g.id = r.goal_id
        ),
        judged AS (                                     -- each day with its goal and its period's first day
          SELECT k.*, g.measure, g.comparison, g.target, g.period,
            max(
              CASE g.period
                WHEN 'day' THEN k.day
                WHEN 'week' THEN date(k.day, '-' || ((CAST(strftime('%w', k.day) AS INTEGER) + 7
                  - CASE (SELECT value FROM settings WHERE key = 'week_start') WHEN 'sunday' THEN 0 ELSE 1 END) % 7)
                  || ' days')
                WHEN 'month' THEN date(k.day, 'start of month')
                ELSE date(k.day, '-' || (g.window_days - 1) || ' days') END,
              -- a later goal judges only its own days: from the first of its run of equal goals (setting the
              -- goal in force again changes nothing), after the latest different one; an amount goal's unit is
              -- part of it (100 ml and 100 cl a week are two goals), a count goal's unit is only how it is shown
              coalesce(
                (SELECT min(f.effective_from) FROM goals f
                 WHERE f.activity_id = k.activity_id AND f.effective_from > (
                   SELECT max(e.effective_from) FROM goals e
                   WHERE e.activity_id = k.activity_id AND e.effective_from < g.effective_from
                     AND (e.measure, e.comparison, e.target, e.period, coalesce(e.window_days, 0),
                          coalesce(e.required_amount, -1), iif(e.measure = 'amount', coalesce(e.unit, ''), ''))
                       <> (g.measure, g.comparison, g.target, g.period, coalesce(g.window_days, 0),
                          coalesce(g.required_amount, -1), iif(g.measure = 'amount', coalesce(g.unit, ''), '')))),
                '0000-00-00')) AS period_from
          FROM counted k JOIN goals g ON g.id = k.goal_id
        )
      SELECT
        j.day,
        u.name AS user,
        a.name AS activity,
        CASE
          WHEN j.day > (SELECT day FROM today) THEN 'future'
          WHEN j.mark IS NOT NULL THEN j.mark
          WHEN j.paused = 1 THEN 'paused'
          WHEN j.comparison = 'at_most' THEN
            CASE WHEN (SELECT total(CASE WHEN j.measure = 'amount' THEN o.adds_amount ELSE o.units END)
                       FROM counted o WHERE o.activity_id = j.activity_id AND o.day BETWEEN j.period_from AND j.day)
                      > j.target + 1e-9 * max(1.0, j.target) THEN 'over_limit'
                 ELSE 'done' END
          WHEN j.period = 'day' THEN
            CASE WHEN (CASE WHEN j.measure = 'amount' THEN j.amount ELSE j.units END)
                      >= j.target - 1e-9 * max(1.0, j.target) THEN 'done'
                 ELSE 'partial' END
          WHEN j.units > 0 THEN 'done'
          ELSE 'partial' END AS status,
        j.completions,
        j.amount,                                       -- the day's total amount, 0.0 when none was given
        (SELECT unit FROM goals WHERE id = j.goal_id) AS unit,  -- what that day's amounts are in (the goal's)
        a.id AS activity_id,
        u.id AS user_id
      FROM judged j
      JOIN activities a ON a.id = j.activity_id
      JOIN users u ON u.id = a.user_id;

    CREATE VIEW current_streaks AS
      -- Each activity's current streak as of today (habit's today: HABIT_TODAY when set), in its goal's unit: the consecutive met
      -- periods ending at the last complete one, plus the current period once it is met; 0 when there is none.
      -- It agrees with `habit list` for the goals it judges: one goal for the whole history (never changed),
      -- "at least" N times or an amount per day, week or month, or a weekday goal (its due days one after another,
      -- rest days passed over unless marked failed), never paused. For the others (rolling windows, "at most"
      -- goals, changed goals or required amounts, a target of 0, a pause) current_streak is NULL: ask `habit list`. A day's
      -- count and amount are its row of day_totals, as habit reads them; a week's or a month's amount is added up
      -- here from its days, which may differ from habit's running totals in the last bits; both forgive 1e-9.
      -- SELECT user, activity, current_streak, streak_unit FROM current_streaks ORDER BY current_streak DESC;
      WITH
        today (day, number) AS (                        -- habit's today (HABIT_TODAY included), else the local date
          SELECT day, CAST(julianday(day) AS INTEGER)
          FROM (SELECT coalesce(habit_today(), date('now', 'localtime')) AS day)),
        judged AS (                                     -- the activities judged here, with their history's start
          SELECT a.id AS activity_id, g.required_amount, g.measure, g.target, g.period, g.weekdays AS mask,
            -- a weekday goal numbers its due days one after another: its slots a week are the bits of its mask
            CAST(substr('01121223122323341223233423343445122323342334344523343445344545561223233423343445233434453445455623343445344545563445455645565667', g.weekdays + 1, 1) AS INTEGER) AS slots,
            -- Day numbers are julian days: consecutive integers. A week's number is (day + shift) / 7, where the
            -- shift makes it change on the household's first weekday (Monday: 1, Sunday: 2).
            CASE (SELECT value FROM settings WHERE key = 'week_start') WHEN 'sunday' THEN 2 ELSE 1 END AS shift,
            CAST(julianday(min(a.created_on, (SELECT day FROM today),
              coalesce((SELECT min(day) FROM day_totals t WHERE t.activity_id = a.id), a.created_on),
              coalesce((SELECT min(day) FROM day_marks m WHERE m.activity_id = a.id), a.created_on))) AS INTEGER)
              AS start
          FROM activities a
          JOIN goals g ON g.id = (SELECT min(id) FROM goals WHERE activity_id = a.id)
          WHERE g.comparison = 'at_least' AND g.period IN ('day', 'week', 'month') AND g.target > 0
            AND NOT EXISTS (
              SELECT 1 FROM goals o WHERE o.activity_id = a.id
                AND (o.measure <> g.measure OR o.comparison <> g.comparison OR o.target <> g.target
                     OR o.period <> g.period OR o.required_amount IS NOT g.required_amount OR o.weekdays IS NOT g.weekdays
                     OR (o.measure = 'amount' AND o.unit IS NOT g.unit)))
            AND NOT EXISTS (
              SELECT 1 FROM pauses p WHERE p.activity_id = a.id
                OR (p.activity_id IS NULL AND (p.user_id IS NULL OR p.user_id = a.user_id)))
        ),
        recorded AS (                                   -- each recorded day up to today: its day number, its
          SELECT *, (jd + 1) % 7 AS weekday              -- weekday (0 Monday to 6 Sunday), its mark
          FROM (
            SELECT activity_id, day, completions, amount, CAST(julianday(day) AS INTEGER) AS jd,
              (SELECT mark FROM day_marks m WHERE m.activity_id = t.activity_id AND m.day = t.day) AS mark
            FROM day_totals t WHERE day <= (SELECT day FROM today)
            UNION ALL
            SELECT activity_id, day, 0, 0.0, CAST(julianday(day) AS INTEGER), mark FROM day_marks m
            WHERE day <= (SELECT day FROM today)
              AND NOT EXISTS (SELECT 1 FROM day_totals t WHERE t.activity_id = m.activity_id AND t.day = m.day))
        ),
        days AS (                                       -- each judged day: what it adds, its period's number
          SELECT j.*, d.day, d.mark, d.jd,
            CASE
              WHEN d.mark = 'skipped' THEN 0
              WHEN j.measure = 'amount' THEN d.amount
              WHEN j.required_amount IS NULL THEN d.completions
              WHEN d.completions > 0 AND d.amount >= j.required_amount - 1e-9 * max(1.0, j.required_amount) THEN 1
              ELSE 0 END AS adds,
            CASE j.period
              WHEN 'day' THEN
                CASE WHEN j.mask IS NULL THEN d.jd
                  -- a due day's slot: the week's slots before it, plus the due days before it that week; a rest day
                  -- marked failed joins the slot before it, which it makes unmet
                  ELSE (d.jd + 1) / 7 * j.slots
                    + CAST(substr('01121223122323341223233423343445122323342334344523343445344545561223233423343445233434453445455623343445344545563445455645565667', (j.mask & ((1 << d.weekday) - 1)) + 1, 1) AS INTEGER)
                    - 1 + ((j.mask >> d.weekday) & 1) END
              WHEN 'week' THEN (d.jd + j.shift) / 7
              ELSE substr(d.day, 1, 4) * 12 + substr(d.day, 6, 2) END AS number
          FROM judged j
          JOIN recorded d ON d.activity_id = j.activity_id
          -- a weekday goal's rest day is not judged, unless marked failed
          WHERE j.mask IS NULL OR (j.mask >> d.weekday) & 1 = 1 OR d.mark = 'failed'
        ),
        spans AS (                                      -- each period with records: its first and last day number
          SELECT activity_id, measure, target, start, number,
            count(*) FILTER (WHERE mark = 'skipped') AS skipped, count(*) FILTER (WHERE mark = 'failed') AS failed,
            total(adds) AS achieved,
            CASE period
              WHEN 'day' THEN max(jd)
              WHEN 'week' THEN number * 7 - shift
              ELSE CAST(julianday(printf('%04d-%02d-01', (number - 1) / 12, (number - 1) % 12 + 1)) AS INTEGER)
              END AS first_day,
            CASE period
              WHEN 'day' THEN max(jd)
              WHEN 'week' THEN number * 7 - shift + 6
              ELSE CAST(julianday(printf('%04d-%02d-01', (number - 1) / 12, (number - 1) % 12 + 1), '+1 month') AS INTEGER) - 1
              END AS last_day
          FROM days GROUP BY activity_id, number
        ),
        periods AS MATERIALIZED (                       -- each period with records, judged as habit judges it
          SELECT activity_id, number,
            CASE
              WHEN failed > 0 THEN 'unmet'                -- (a fail is never on a day not judged, but a weekday
              WHEN open_days = 0 THEN 'neutral'           -- goal's failed rest day joins a skipped due day)
              WHEN achieved >= required - 1e-9 * max(1.0, abs(required)) THEN 'met'
              WHEN last_day >= (SELECT number FROM today) THEN 'in_progress'
              ELSE 'unmet' END AS status
          FROM (
            SELECT *,
              CASE                                      -- with skipped days (or days before the start) it asks less
                WHEN open_days >= length THEN target
                WHEN measure = 'count' THEN ceil(target * open_days / length)
                -- an amount rounds up to the decimals its target is written with (at most two), never above it
                ELSE min(target, ceil(target * open_days / length * scale - 1e-9) / scale) END AS required
            FROM (
              SELECT *, last_day - first_day + 1 AS length, last_day - max(first_day, start) + 1 - skipped AS open_days,
                CASE WHEN abs(target - round(target)) < 1e-9 THEN 1.0
                     WHEN abs(target * 10 - round(target * 10)) < 1e-9 THEN 10.0 ELSE 100.0 END AS scale
              FROM spans))
        ),
        bounds AS (                                     -- the numbers of the current period and of the first
          SELECT activity_id,
            CASE
              WHEN period = 'day' AND mask IS NULL THEN t.number
              WHEN period = 'day' THEN (t.number + 1) / 7 * slots  -- a weekday goal's next slot from today on
                + CAST(substr('01121223122323341223233423343445122323342334344523343445344545561223233423343445233434453445455623343445344545563445455645565667', (mask & ((1 << ((t.number + 1) % 7)) - 1)) + 1, 1) AS INTEGER)
              WHEN period = 'week' THEN (t.number + shift) / 7
              ELSE substr(t.day, 1, 4) * 12 + substr(t.day, 6, 2) END AS current,
            CASE
              WHEN period = 'day' AND mask IS NULL THEN start
              WHEN period = 'day' THEN (start + 1) / 7 * slots  -- a weekday goal's first slot from the start on
                + CAST(substr('01121223122323341223233423343445122323342334344523343445344545561223233423343445233434453445455623343445344545563445455645565667', (mask & ((1 << ((start + 1) % 7)) - 1)) + 1, 1) AS INTEGER)
              WHEN period = 'week' THEN (start + shift) / 7
              ELSE strftime('%Y', start + 0.5) * 12 + strftime('%m', start + 0.5) END AS first  -- x.0 is noon
          FROM judged, today t
        ),
        complete AS (                                   -- periods before the current one; a run of numbers
          SELECT p.activity_id, p.number,               -- ending just before it has number + rank = current
            p.number + row_number() OVER (PARTITION BY p.activity_id ORDER BY p.number DESC) AS run_key
          FROM periods p JOIN bounds b ON b.activity_id = p.activity_id
          WHERE p.number < b.current
        ),
        breaks AS (                                     -- the latest period that breaks a streak: an unmet one,
          SELECT b.activity_id, max(                    -- or a complete one with nothing recorded
              b.first - 1, coalesce(u.number, b.first - 1), coalesce(r.number, b.current) - 1) AS last_break
          FROM bounds b
          LEFT JOIN (SELECT activity_id, max(number) AS number FROM periods WHERE status = 'unmet' GROUP BY activity_id) u
            ON u.activity_id = b.activity_id
          LEFT JOIN (SELECT c.activity_id, min(c.number) AS number FROM complete c JOIN bounds b USING (activity_id)
                     WHERE c.run_key = b.current GROUP BY c.activity_id) r
            ON r.activity_id = b.activity_id
        ),
        streaks AS (                                    -- the met periods after the last break
          SELECT p.activity_id, count(*) AS length
          FROM periods p JOIN breaks k ON k.activity_id = p.activity_id
          WHERE p.status = 'met' AND p.number > k.last_break GROUP BY p.activity_id
        )
      SELECT
        u.name AS user,
        a.name AS activity,
        CASE WHEN j.activity_id IS NULL THEN NULL ELSE coalesce(s.length, 0) END AS current_streak,
        CASE g.period WHEN 'rolling' THEN 'day' ELSE g.period END AS streak_unit,
        a.archived,
        a.id AS activity_id,
        u.id AS user_id
      FROM activities a
      JOIN users u ON u.id = a.user_id
      JOIN goals g ON g.id = (                          -- the goal in force today
        SELECT id FROM goals WHERE activity_id = a.id
        ORDER BY effective_from <= (SELECT day FROM today) DESC, effective_from DESC, id DESC LIMIT 1)
      LEFT JOIN judged j ON j.activity_id = a.id
      LEFT JOIN streaks s ON s.activity_id = a.id;

    CREATE VIEW activity_pauses AS
      -- Each pause with each activity it holds, whatever its scope ('activity', 'member' or 'household'):
      -- SELECT activity, first_day, last_day FROM activity_pauses WHERE user = 'alice';
      SELECT p.id AS pause_id, u.name AS user, a.name AS activity, p.first_day, p.last_day,
        CASE WHEN p.activity_id IS NOT NULL THEN 'activity' WHEN p.user_id IS NOT NULL THEN 'member'
          ELSE 'household' END AS scope,
        p.note, a.id AS activity_id, u.id AS user_id
      FROM pauses p
      JOIN activities a ON a.id = p.activity_id OR (p.activity_id IS NULL AND (p.user_id IS NULL OR a.user_id = p.user_id))
      JOIN users u ON u.id = a.user_id;
    """
}
