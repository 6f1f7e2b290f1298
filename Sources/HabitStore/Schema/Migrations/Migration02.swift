extension Schema {
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
}
