extension Schema {
  /// Version 19: a member's activities are found without reading every member's. "Their own or the household's
  /// shared ones" is an OR of two columns, which SQLite answers from two indexes (the unique index that starts with
  /// `user_id`, and this one) only when both columns have one; without it, every page read the whole table.
  static let version19 =
    """
    CREATE INDEX activities_shared ON activities (shared) WHERE shared = 1;  -- with user_id's, a member's activities and the shared ones
    """
}
