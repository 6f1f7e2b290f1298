/// One piece of a JSON document, in the order ``JSONReader`` meets them.
///
/// Containers come as a start and an end token with their contents between; an object's members come as a
/// ``key(_:)`` token followed by the tokens of its value.
public enum JSONToken: Equatable, Sendable {
  case objectStart
  case objectEnd
  case arrayStart
  case arrayEnd
  /// The name of an object member; its value follows.
  case key(String)
  case string(String)
  /// A number exactly as written, already checked against JSON's grammar (`-1.5e3`).
  case number(String)
  case bool(Bool)
  case null

  /// What the token is, in words for an error message: "a string", "an object", ...
  public var kindDescription: String {
    switch self {
    case .objectStart, .objectEnd: return "an object"
    case .arrayStart, .arrayEnd: return "an array"
    case .key: return "a member name"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "true or false"
    case .null: return "null"
    }
  }
}
