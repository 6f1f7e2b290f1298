extension Schema {
  /// Version 18: the home around the file. Bearer tokens for the JSON API (only their SHA-256 kept), links that act
  /// for one member without a sign-in (a check-in link for one activity, a calendar feed), and a member's reminder
  /// time (the household's is the settings key `reminder`).
  static let version18 =
    """
    CREATE TABLE api_tokens (
      -- A bearer token of the JSON API, acting as one member. The token is shown once when made; only its SHA-256
      -- is kept, so a copy of this file lets nobody act through the API.
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE COLLATE NOCASE        -- 'kitchen tablet'; unique in the household ignoring case
        CHECK (length(name) BETWEEN 1 AND 60 AND name = trim(name)),
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      sha256 BLOB NOT NULL UNIQUE                     -- of the token's text
        CHECK (length(sha256) = 32),
      read_only INTEGER NOT NULL DEFAULT 0            -- 1: reads only; a write answers 403
        CHECK (read_only IN (0, 1)),
      created_at TEXT NOT NULL                        -- UTC, ISO 8601
        DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
      last_used_at TEXT                               -- UTC, ISO 8601; NULL: never
    ) STRICT;

    CREATE INDEX api_tokens_by_user ON api_tokens (user_id);

    CREATE TABLE links (
      -- A URL that acts for one member without a sign-in: whoever holds it may use it, so it is a secret of 128
      -- random bits. 'check-in': its page's one button records a completion of one activity (a GET never writes);
      -- 'calendar': the member's days as an iCalendar feed to subscribe to. Removing the row revokes the URL.
      id INTEGER PRIMARY KEY,
      kind TEXT NOT NULL CHECK (kind IN ('check-in', 'calendar')),
      secret TEXT NOT NULL UNIQUE                     -- 32 lowercase hex digits, the URL's last part
        CHECK (length(secret) = 32 AND secret NOT GLOB '*[^0-9a-f]*'),
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      activity_id INTEGER REFERENCES activities (id) ON DELETE CASCADE,  -- the check-in's activity; NULL for a calendar
      created_at TEXT NOT NULL                        -- UTC, ISO 8601
        DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
      CHECK ((kind = 'check-in') = (activity_id IS NOT NULL))
    ) STRICT;

    CREATE UNIQUE INDEX links_one_check_in ON links (user_id, activity_id) WHERE kind = 'check-in';
    CREATE UNIQUE INDEX links_one_calendar ON links (user_id) WHERE kind = 'calendar';
    CREATE INDEX links_by_activity ON links (activity_id) WHERE activity_id IS NOT NULL;  -- a removed activity's links go with it

    ALTER TABLE users ADD COLUMN
      reminder TEXT  -- when 'habit serve' reminds this member of what is still open today, HH:MM or 'off'; NULL: the household's (settings key reminder), else none
        CHECK (reminder IS NULL OR reminder = 'off' OR (reminder GLOB '[0-2][0-9]:[0-5][0-9]' AND reminder <= '23:59'));
    """
}
