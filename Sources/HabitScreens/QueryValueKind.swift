/// What kind of value a column of an ad-hoc query's row holds, as SQLite stores it.
public enum QueryValueKind: Sendable {
  case null
  case integer
  case real
  case text
  case blob
}
