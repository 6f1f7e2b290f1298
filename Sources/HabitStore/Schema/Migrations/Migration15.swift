extension Schema {
  /// Version 15: weekday goals. `goals.weekdays` names the weekdays a daily at-least goal is due on (the others
  /// are rest days), and `current_streaks` counts such a goal's due days one after another.
  static let version15 = """
    ALTER TABLE goals ADD COLUMN
      weekdays INTEGER  -- the weekdays a daily at-least goal is due on, one bit each: 1 Monday, 2 Tuesday, 4 Wednesday, ... 64 Sunday (21: Mon, Wed and Fri); NULL: every day
        CHECK (weekdays IS NULL OR (weekdays BETWEEN 1 AND 126 AND period = 'day' AND comparison = 'at_least'));

    DROP VIEW current_streaks;

    CREATE VIEW current_streaks AS
      -- Each activity's current streak as of today (habit's today: HABIT_TODAY when set), in its goal's unit: the consecutive met
      -- periods ending at the last complete one, plus the current period once it is met; 0 when there is none.
      -- It agrees with `habit list` for the goals it judges: one goal for the whole history (never changed),
      -- "at least" N times or an amount per day, week or month, or a weekday goal (its due days one after another,
      -- rest days passed over unless marked failed). For the others (rolling windows, "at most"
      -- goals, changed goals or required amounts, a target of 0) current_streak is NULL: ask `habit list`. A day's
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
    """
}
