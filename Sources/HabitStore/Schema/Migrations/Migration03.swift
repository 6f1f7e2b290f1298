extension Schema {
  /// Where imported activities come from in other trackers, so that a newer export of the same data finds them.
  static let version3 = """
    CREATE TABLE activity_sources (
      -- An activity's id in another tracker it was imported from, so that importing that tracker's data again
      -- (or a newer export of it) finds the activity whatever it has been renamed to since.
      activity_id INTEGER NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
      source TEXT NOT NULL,                           -- the tracker's format: 'loop', 'loop-csv', 'beaver', 'habitkit'
      source_key TEXT NOT NULL,                       -- the id there: a Loop uuid, 'id:15:Read', a HabitKit id
      UNIQUE (source, source_key)
    ) STRICT;

    CREATE INDEX activity_sources_by_activity ON activity_sources (activity_id);
    """
}
