extension Schema {
  /// Version 11: a saved state of each activity's streak search, so that `habit board`, `today` and
  /// `list` judge from a recent boundary instead of the whole history, kept correct by triggers: any write that
  /// changes how a day before the boundary is judged deletes the activity's row, whoever makes it (habit's use
  /// cases, an import, `habit sql --write`, the sqlite3 shell).
  static let version11 = """
    CREATE TABLE streak_checkpoints (
      -- A cache anyone may delete (DELETE FROM streak_checkpoints): where habit's streak search stood at the start
      -- of an activity's period on `boundary`, after judging every period before it, so that the board and the
      -- daily views read only the records since. habit writes a row after judging the whole history, and the
      -- triggers below delete it when a completion, a mark or a goal change dated before the boundary (a goal
      -- change on it too, and the earliest goal, which reaches back) or the activity's creation day is written. A row made with another first weekday than
      -- the household's is not used. Streaks are runs of met periods: length in periods of `*_unit` (a goal
      -- period code: 'day', 'week', 'month', or 'Nd' for a rolling window), from `*_start` to `*_end`.
      activity_id INTEGER PRIMARY KEY REFERENCES activities (id) ON DELETE CASCADE,
      boundary TEXT NOT NULL CHECK (boundary IS date(boundary, '+0 days')),
      week_start TEXT NOT NULL CHECK (week_start IN ('monday', 'sunday')),
      kind TEXT,                                      -- the goal period of the last period judged; NULL: none
      last_window_start TEXT,                         -- the last met period's window (a week split by a goal
      last_window_end TEXT,                           -- change counts once); NULL: none since the last break
      current_length INTEGER,                         -- the run still open at the boundary; NULL: none
      current_unit TEXT,
      current_start TEXT,
      current_end TEXT,
      best_length INTEGER,                            -- the longest run before the boundary; NULL: none
      best_unit TEXT,
      best_start TEXT,
      best_end TEXT
    ) STRICT;

    CREATE TRIGGER streak_checkpoints_after_completion_insert AFTER INSERT ON completions
      -- A completion before the boundary changes what was judged there. Later days cost one lookup.
      WHEN NEW.day < (SELECT boundary FROM streak_checkpoints WHERE activity_id = NEW.activity_id)
    BEGIN
      DELETE FROM streak_checkpoints WHERE activity_id = NEW.activity_id;
    END;

    CREATE TRIGGER streak_checkpoints_after_completion_delete AFTER DELETE ON completions
      WHEN OLD.day < (SELECT boundary FROM streak_checkpoints WHERE activity_id = OLD.activity_id)
    BEGIN
      DELETE FROM streak_checkpoints WHERE activity_id = OLD.activity_id;
    END;

    CREATE TRIGGER streak_checkpoints_after_completion_update AFTER UPDATE OF activity_id, day, amount ON completions
    BEGIN
      DELETE FROM streak_checkpoints
      WHERE (activity_id = OLD.activity_id AND OLD.day < boundary) OR (activity_id = NEW.activity_id AND NEW.day < boundary);
    END;

    CREATE TRIGGER streak_checkpoints_after_mark_insert AFTER INSERT ON day_marks
      WHEN NEW.day < (SELECT boundary FROM streak_checkpoints WHERE activity_id = NEW.activity_id)
    BEGIN
      DELETE FROM streak_checkpoints WHERE activity_id = NEW.activity_id;
    END;

    CREATE TRIGGER streak_checkpoints_after_mark_delete AFTER DELETE ON day_marks
      WHEN OLD.day < (SELECT boundary FROM streak_checkpoints WHERE activity_id = OLD.activity_id)
    BEGIN
      DELETE FROM streak_checkpoints WHERE activity_id = OLD.activity_id;
    END;

    CREATE TRIGGER streak_checkpoints_after_mark_update AFTER UPDATE OF activity_id, day, mark ON day_marks
    BEGIN
      DELETE FROM streak_checkpoints
      WHERE (activity_id = OLD.activity_id AND OLD.day < boundary) OR (activity_id = NEW.activity_id AND NEW.day < boundary);
    END;

    CREATE TRIGGER streak_checkpoints_after_goal_insert AFTER INSERT ON goals
      -- A goal change on the boundary day counts too (it decides where the periods before it end), and so does
      -- the earliest goal whatever its day: it reaches back to the start of the history.
      WHEN NEW.effective_from <= (SELECT boundary FROM streak_checkpoints WHERE activity_id = NEW.activity_id)
        OR NOT EXISTS (SELECT 1 FROM goals WHERE activity_id = NEW.activity_id AND effective_from < NEW.effective_from)
    BEGIN
      DELETE FROM streak_checkpoints WHERE activity_id = NEW.activity_id;
    END;

    CREATE TRIGGER streak_checkpoints_after_goal_delete AFTER DELETE ON goals
      WHEN OLD.effective_from <= (SELECT boundary FROM streak_checkpoints WHERE activity_id = OLD.activity_id)
        OR NOT EXISTS (SELECT 1 FROM goals WHERE activity_id = OLD.activity_id AND effective_from < OLD.effective_from)
    BEGIN
      DELETE FROM streak_checkpoints WHERE activity_id = OLD.activity_id;
    END;

    CREATE TRIGGER streak_checkpoints_after_goal_update AFTER UPDATE ON goals
    BEGIN
      DELETE FROM streak_checkpoints
      WHERE (activity_id = OLD.activity_id AND (OLD.effective_from <= boundary
          OR NOT EXISTS (SELECT 1 FROM goals WHERE activity_id = OLD.activity_id AND effective_from < OLD.effective_from)))
        OR (activity_id = NEW.activity_id AND (NEW.effective_from <= boundary
          OR NOT EXISTS (SELECT 1 FROM goals WHERE activity_id = NEW.activity_id AND effective_from < NEW.effective_from)));
    END;

    CREATE TRIGGER streak_checkpoints_after_created_on_update AFTER UPDATE OF created_on ON activities
      -- The creation day can be the history's start, from which the first periods are judged.
      WHEN OLD.created_on IS NOT NEW.created_on
    BEGIN
      DELETE FROM streak_checkpoints WHERE activity_id = NEW.id;
    END;
    """
}
