extension Schema {
  /// Version 8: wrong PINs are counted in the file, so that every process (each `habit` command, the web server)
  /// honours the same growing delay, and starting a new process does not start guessing afresh.
  static let version8 = """
    CREATE TABLE pin_attempts (
      -- Wrong PINs in a row for a protected member, and until when none of their PINs is tried. Each attempt
      -- counts as wrong until it proves right (so guesses in parallel processes are counted too); a right PIN
      -- deletes the row. From the third wrong PIN in a row the member is locked, 30 seconds at first, doubling
      -- with each further wrong PIN up to an hour (the web app may start from another first delay).
      user_id INTEGER NOT NULL PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      failures INTEGER NOT NULL CHECK (failures > 0),             -- wrong PINs (or attempts under way) in a row
      locked_until INTEGER                                         -- Unix time (seconds, UTC); NULL: not locked
        CHECK (locked_until IS NULL OR locked_until > 0)
    ) STRICT;
    """
}
