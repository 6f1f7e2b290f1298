extension Schema {
  /// Version 12: each day's completions counted and added up as they are written, so that reading a
  /// day costs the same whether it holds one completion or twelve thousand.
  ///
  /// The history read stepped through every completion of the days it loaded: a member checked in 12,000 times on
  /// one day made every page that judged that day pay about 1,800 instructions a completion.
  static let version12 = """
    CREATE TABLE day_totals (
      -- Each day an activity has completions on: how many, and their amounts added up, kept in step with
      -- completions by the triggers below whoever writes (habit, an import, habit sql --write; the sqlite3 shell
      -- too, except INSERT OR REPLACE there, whose implicit delete fires triggers only with PRAGMA
      -- recursive_triggers = ON as habit sets it).
      -- The rule for amount, so that it is the very Double habit would get by reading the rows: start from 0.0
      -- and add each completion's amount in id order, a NULL amount adding nothing, with the plain IEEE addition
      -- of SQL's + (never sum() or total(), whose rounding changed in SQLite 3.43). A completion with a larger id
      -- than the day's others is added to the total; any other change to a non-zero amount (a delete, an update,
      -- a row inserted with a smaller id) sets amount to NULL, and day_totals_recount adds the day's amounts up
      -- again from the first before the statement ends. habit doctor compares the table with completions; it is
      -- rebuilt with: DELETE FROM day_totals; INSERT INTO day_totals SELECT activity_id, day, count(*), NULL,
      -- max(id) FROM completions GROUP BY activity_id, day; UPDATE day_totals SET amount = NULL;
      activity_id INTEGER NOT NULL,                   -- no REFERENCES: a row exists only while completions do
      day TEXT NOT NULL,                              -- yyyy-MM-dd, as in completions
      completions INTEGER NOT NULL CHECK (completions > 0),
      amount REAL,                                    -- 0.0 when no completion of the day has an amount
      last_id INTEGER NOT NULL,                       -- the day's largest completion id
      PRIMARY KEY (activity_id, day)
    ) STRICT, WITHOUT ROWID;

    CREATE INDEX completions_with_notes ON completions (
      -- The notes the history read shows with each day's total, without stepping through the completions that
      -- have none.
      activity_id, day, id, note
    ) WHERE note IS NOT NULL;

    CREATE TRIGGER day_totals_recount AFTER UPDATE OF amount ON day_totals WHEN NEW.amount IS NULL
    BEGIN
      UPDATE day_totals SET amount = (
        WITH RECURSIVE walk (id, amount) AS (
          SELECT * FROM (SELECT id, 0.0 + coalesce(amount, 0.0) FROM completions
                         WHERE activity_id = NEW.activity_id AND day = NEW.day ORDER BY id LIMIT 1)
          UNION ALL
          SELECT c.id, walk.amount + coalesce(c.amount, 0.0) FROM walk JOIN completions c ON c.id = (
            SELECT min(n.id) FROM completions n WHERE n.activity_id = NEW.activity_id AND n.day = NEW.day
              AND n.id > walk.id)
        )
        SELECT amount FROM walk ORDER BY id DESC LIMIT 1)
      WHERE activity_id = NEW.activity_id AND day = NEW.day;
    END;

    INSERT INTO day_totals (activity_id, day, completions, amount, last_id)
    SELECT activity_id, day, count(*), NULL, max(id) FROM completions GROUP BY activity_id, day;
    UPDATE day_totals SET amount = NULL;

    CREATE TRIGGER day_totals_after_completion_insert AFTER INSERT ON completions
    BEGIN
      -- The newest completion of the day (every row habit writes) or one that adds nothing: one addition.
      INSERT INTO day_totals (activity_id, day, completions, amount, last_id)
      VALUES (NEW.activity_id, NEW.day, 1, 0.0 + coalesce(NEW.amount, 0.0), NEW.id)
      ON CONFLICT (activity_id, day) DO UPDATE SET completions = completions + 1,
        amount = CASE WHEN NEW.id > last_id OR coalesce(NEW.amount, 0.0) = 0.0 THEN amount + coalesce(NEW.amount, 0.0) END,
        last_id = max(last_id, NEW.id);
    END;

    CREATE TRIGGER day_totals_after_completion_delete AFTER DELETE ON completions
    BEGIN
      -- The day's last completion, or its activity deleted (its completions go one by one: no adding up again).
      DELETE FROM day_totals WHERE activity_id = OLD.activity_id AND day = OLD.day
        AND (completions = 1 OR NOT EXISTS (SELECT 1 FROM activities WHERE id = OLD.activity_id));
      UPDATE day_totals SET completions = completions - 1,
        amount = CASE WHEN coalesce(OLD.amount, 0.0) = 0.0 THEN amount END,
        last_id = CASE WHEN OLD.id < last_id THEN last_id
          ELSE (SELECT max(id) FROM completions WHERE activity_id = OLD.activity_id AND day = OLD.day) END
      WHERE activity_id = OLD.activity_id AND day = OLD.day;
    END;

    CREATE TRIGGER day_totals_after_completion_update AFTER UPDATE OF id, activity_id, day, amount ON completions
    BEGIN
      -- Rare (habit never updates these columns): both days are counted and added up again.
      DELETE FROM day_totals WHERE (activity_id = OLD.activity_id AND day = OLD.day)
        OR (activity_id = NEW.activity_id AND day = NEW.day);
      INSERT INTO day_totals (activity_id, day, completions, amount, last_id)
      SELECT activity_id, day, count(*), 0.0, max(id) FROM completions
      WHERE (activity_id = OLD.activity_id AND day = OLD.day) OR (activity_id = NEW.activity_id AND day = NEW.day)
      GROUP BY activity_id, day;
      UPDATE day_totals SET amount = NULL WHERE (activity_id = OLD.activity_id AND day = OLD.day)
        OR (activity_id = NEW.activity_id AND day = NEW.day);
    END;
    """
}
