import CSQLite

extension Connection {
  /// Runs `body` with this connection's triggers and CHECK constraints off (`SQLITE_DBCONFIG_ENABLE_TRIGGER`,
  /// `PRAGMA ignore_check_constraints`), and puts both back as they were however `body` ends.
  ///
  /// For a bulk write of rows the caller built itself from values it has already checked, which then does what
  /// the triggers would have done with set-based statements of its own once `body` returns: per row, a trigger
  /// is a sub-program run and a CHECK an expression evaluated, and for a million rows those cost more than the
  /// b-tree inserts. Other connections are not affected. Changing either setting expires this connection's
  /// prepared statements, which SQLite compiles again at their next step, so statements prepared before `body`
  /// run with triggers and checks inside it and again after it.
  public func withoutTriggersOrChecks<T>(_ body: () throws -> T) throws -> T {
    let triggersWereOn = try flag(SQLITE_DBCONFIG_ENABLE_TRIGGER)
    let checksWereIgnored = try scalar("PRAGMA ignore_check_constraints", as: Int.self) == 1
    try setFlag(SQLITE_DBCONFIG_ENABLE_TRIGGER, false)
    defer { _ = try? setFlag(SQLITE_DBCONFIG_ENABLE_TRIGGER, triggersWereOn) }
    try execute("PRAGMA ignore_check_constraints = ON")
    defer { if !checksWereIgnored { _ = try? execute("PRAGMA ignore_check_constraints = OFF") } }
    return try body()
  }

  /// Whether triggers run on this connection (on unless ``withoutTriggersOrChecks(_:)`` is running).
  public var triggersEnabled: Bool {
    get throws { try flag(SQLITE_DBCONFIG_ENABLE_TRIGGER) }
  }
}
