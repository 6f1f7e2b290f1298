extension Schema {
  /// Version 14: a member's own day start (`HH:MM`; until then it is still yesterday), over the household's
  /// (`settings` key `day_start`), over midnight. Noon at the latest.
  static let version14 = """
    ALTER TABLE users ADD COLUMN
      day_start TEXT  -- when this member's day turns, HH:MM (until then it is still yesterday); NULL: the household's (settings key day_start), else midnight
        CHECK (day_start IS NULL OR (day_start GLOB '[01][0-9]:[0-5][0-9]' AND day_start <= '12:00'));
    """
}
