extension Schema {
  /// Version 10: an amount goal's unit is part of the goal in the views, as in the evaluation. "At most 100 ml a
  /// week" replaced in mid-week by "at most 100 cl a week" judges each goal's days on their own (the evaluation's
  /// rule for any goal change); `day_status` had added the week's millilitres and centilitres together and called
  /// the new goal's first day over the limit, while `habit calendar` showed it done. `current_streaks` leaves such
  /// an activity to habit (NULL), as it does any changed goal. `day_status` also gains the `unit` each day's
  /// amounts are in.
  static let version10 = """
    DROP VIEW day_status;

    DROP VIEW current_streaks;

    CREATE VIEW day_status AS
      -- Each day an activity has something recorded on, read as habit reads it (the evaluation's day status):
      -- 'skipped' or 'failed' (a mark wins over completions); under an at-most goal 'over_limit' once the
      -- period's total through that day is above the limit, else 'done'; under a daily goal 'done' when the day
      -- meets it, else 'partial'; under a longer goal 'done' when the day counts (a completion, or with a
      -- required amount, the day's total reaching it), else 'partial'; 'future' after today (habit's today:
      -- HABIT_TODAY when set). Days with nothing recorded have no row. habit defines habit_today() on its
      -- connections (habit sql); other tools do not have it.
      -- SELECT day, activity, status FROM day_status WHERE user = 'alice' AND day >= '2026-11-01';
      WITH
        today (day) AS (SELECT coalesce(habit_today(), date('now', 'localtime'))),
        recorded AS (                                   -- each day with records: completions, amount, mark
          SELECT activity_id, day, count(*) AS completions, total(amount) AS amount,
            (SELECT mark FROM day_marks m WHERE m.activity_id = c.activity_id AND m.day = c.day) AS mark
          FROM completions c GROUP BY activity_id, day
          UNION ALL
          SELECT activity_id, day, 0, 0.0, mark FROM day_marks m
          WHERE NOT EXISTS (SELECT 1 FROM completions c WHERE c.activity_id = m.activity_id AND c.day = m.day)
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
      -- "at least" N times or an amount per day, week or month. For the others (rolling windows, "at most"
      -- goals, changed goals or required amounts, a target of 0) current_streak is NULL: ask `habit list`. A day's amounts are
      -- added in SQL, which may differ from habit's running totals in the last bits; both forgive 1e-9.
      -- SELECT user, activity, current_streak, streak_unit FROM current_streaks ORDER BY current_streak DESC;
      WITH
        today (day, number) AS (                        -- habit's today (HABIT_TODAY included), else the local date
          SELECT day, CAST(julianday(day) AS INTEGER)
          FROM (SELECT coalesce(habit_today(), date('now', 'localtime')) AS day)),
        judged AS (                                     -- the activities judged here, with their history's start
          SELECT a.id AS activity_id, g.required_amount, g.measure, g.target, g.period,
            -- Day numbers are julian days: consecutive integers. A week's number is (day + shift) / 7, where the
            -- shift makes it change on the household's first weekday (Monday: 1, Sunday: 2).
            CASE (SELECT value FROM settings WHERE key = 'week_start') WHEN 'sunday' THEN 2 ELSE 1 END AS shift,
            CAST(julianday(min(a.created_on, (SELECT day FROM today),
              coalesce((SELECT min(day) FROM completions c WHERE c.activity_id = a.id), a.created_on),
              coalesce((SELECT min(day) FROM day_marks m WHERE m.activity_id = a.id), a.created_on))) AS INTEGER)
              AS start
          FROM activities a
          JOIN goals g ON g.id = (SELECT min(id) FROM goals WHERE activity_id = a.id)
          WHERE g.comparison = 'at_least' AND g.period IN ('day', 'week', 'month') AND g.target > 0
            AND NOT EXISTS (
              SELECT 1 FROM goals o WHERE o.activity_id = a.id
                AND (o.measure <> g.measure OR o.comparison <> g.comparison OR o.target <> g.target
                     OR o.period <> g.period OR o.required_amount IS NOT g.required_amount
                     OR (o.measure = 'amount' AND o.unit IS NOT g.unit)))
        ),
        days AS (                                       -- each recorded day up to today: what it adds, its mark
          SELECT j.*, d.day, d.mark,
            CASE
              WHEN d.mark = 'skipped' THEN 0
              WHEN j.measure = 'amount' THEN d.amount
              WHEN j.required_amount IS NULL THEN d.completions
              WHEN d.completions > 0 AND d.amount >= j.required_amount - 1e-9 * max(1.0, j.required_amount) THEN 1
              ELSE 0 END AS adds,
            CASE j.period
              WHEN 'day' THEN CAST(julianday(d.day) AS INTEGER)
              WHEN 'week' THEN (CAST(julianday(d.day) AS INTEGER) + j.shift) / 7
              ELSE substr(d.day, 1, 4) * 12 + substr(d.day, 6, 2) END AS number
          FROM judged j
          JOIN (
            SELECT activity_id, day, count(*) AS completions, total(amount) AS amount,
              (SELECT mark FROM day_marks m WHERE m.activity_id = c.activity_id AND m.day = c.day) AS mark
            FROM completions c WHERE day <= (SELECT day FROM today) GROUP BY activity_id, day
            UNION ALL
            SELECT activity_id, day, 0, 0.0, mark FROM day_marks m
            WHERE day <= (SELECT day FROM today)
              AND NOT EXISTS (SELECT 1 FROM completions c WHERE c.activity_id = m.activity_id AND c.day = m.day)
          ) d ON d.activity_id = j.activity_id
        ),
        spans AS (                                      -- each period with records: its first and last day number
          SELECT activity_id, measure, target, start, number,
            count(*) FILTER (WHERE mark = 'skipped') AS skipped, count(*) FILTER (WHERE mark = 'failed') AS failed,
            total(adds) AS achieved,
            CASE period
              WHEN 'day' THEN number
              WHEN 'week' THEN number * 7 - shift
              ELSE CAST(julianday(printf('%04d-%02d-01', (number - 1) / 12, (number - 1) % 12 + 1)) AS INTEGER)
              END AS first_day,
            CASE period
              WHEN 'day' THEN number
              WHEN 'week' THEN number * 7 - shift + 6
              ELSE CAST(julianday(printf('%04d-%02d-01', (number - 1) / 12, (number - 1) % 12 + 1), '+1 month') AS INTEGER) - 1
              END AS last_day
          FROM days GROUP BY activity_id, number
        ),
        periods AS MATERIALIZED (                       -- each period with records, judged as habit judges it
          SELECT activity_id, number,
            CASE
              WHEN open_days = 0 THEN 'neutral'
              WHEN failed > 0 THEN 'unmet'
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
            CASE period
              WHEN 'day' THEN t.number
              WHEN 'week' THEN (t.number + shift) / 7
              ELSE substr(t.day, 1, 4) * 12 + substr(t.day, 6, 2) END AS current,
            CASE period
              WHEN 'day' THEN start
              WHEN 'week' THEN (start + shift) / 7
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
