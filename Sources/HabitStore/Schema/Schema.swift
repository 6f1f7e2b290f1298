import SQLite

/// The database schema as a list of migrations. Never edit one that shipped: append a new one.
///
/// The SQL speaks in tables and columns, never in Swift types, and carries its documentation as comments
/// inside each statement, because SQLite keeps that text in `sqlite_schema` and `habit schema` prints it.
/// `schema.sql` at the top of the repository is that output, and a test keeps the two equal.
public enum Schema {
  /// `PRAGMA application_id`: "Habi" in ASCII. Files with another id are not ours and are left alone.
  public static let applicationID: Int32 = 0x4861_6269

  /// Migration N is `versionN`, in `Migrations/MigrationNN.swift`.
  public static let migrator = Migrator(
    applicationID: applicationID,
    migrations: [
      .init(version: 1, sql: version1),
      .init(version: 2, sql: version2),
      .init(version: 3, sql: version3),
      .init(version: 4, sql: version4),
      .init(version: 5, sql: version5),
      .init(version: 6, sql: version6),
      .init(version: 7, sql: version7),
      .init(version: 8, sql: version8),
      .init(version: 9, sql: version9),
      .init(version: 10, sql: version10),
      .init(version: 11, sql: version11),
      .init(version: 12, sql: version12),
      .init(version: 13, sql: version13),
      .init(version: 14, sql: version14),
      .init(version: 15, sql: version15),
      .init(version: 16, sql: version16),
      .init(version: 17, sql: version17),
      .init(version: 18, sql: version18),
      .init(version: 19, sql: version19),
    ])
}
