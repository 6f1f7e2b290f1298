extension Schema {
  /// Version 7: the unit belongs to the goal history too. Each goal row gets the unit in force while it is
  /// (copied from its activity, whose unit was the only one so far), so a new unit from a day on leaves the
  /// days before in the unit they were recorded in.
  static let version7 = """
    ALTER TABLE goals ADD COLUMN unit TEXT
      -- What amounts are measured in while this goal is in force ('minutes'); NULL: none. `habit edit --unit`
      -- adds a goal row from its --from day, so the days before keep their unit. An amount goal's target is in
      -- it. activities.unit is the latest row's.
      CHECK (unit IS NULL OR length(trim(unit)) > 0);

    UPDATE goals SET unit = (SELECT a.unit FROM activities a WHERE a.id = goals.activity_id);

    CREATE TRIGGER goals_amount_needs_unit BEFORE INSERT ON goals
      -- A required amount is in a unit: a goal row with one and without a unit is refused.
      WHEN NEW.required_amount IS NOT NULL AND NEW.unit IS NULL
      BEGIN SELECT raise(ABORT, 'a goal with a required amount needs a unit'); END;

    CREATE TRIGGER goals_amount_keeps_unit BEFORE UPDATE OF required_amount, unit ON goals
      -- The same rule for a changed row.
      WHEN NEW.required_amount IS NOT NULL AND NEW.unit IS NULL
      BEGIN SELECT raise(ABORT, 'a goal with a required amount needs a unit'); END;
    """
}
