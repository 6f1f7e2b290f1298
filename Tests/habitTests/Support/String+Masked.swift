import Foundation

extension String {
  /// Ids replaced by `<id N>` in the order they first appear, so outputs with random ids compare exactly.
  var masked: String {
    var ids: [Substring: Int] = [:]
    var result = ""
    var rest = self[...]
    while let range = rest.firstRange(of: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/) {
      result += rest[..<range.lowerBound]
      let id = rest[range]
      if ids[id] == nil { ids[id] = ids.count + 1 }
      result += "<id \(ids[id]!)>"
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}
