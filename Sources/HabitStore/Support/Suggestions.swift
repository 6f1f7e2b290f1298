/// Names close to what someone typed, for "did you mean" hints: those containing it, then those within a small
/// edit distance, best first.
public func closestNames(to query: String, in names: [String], limit: Int = 3) -> [String] {
  let needle = query.lowercased()
  let scored: [(name: String, score: Int)] = names.compactMap { name in
    let candidate = name.lowercased()
    if candidate.contains(needle) || needle.contains(candidate) { return (name, 0) }
    let distance = editDistance(Array(needle), Array(candidate))
    return distance <= max(2, needle.count / 3) ? (name, distance) : nil
  }
  return scored.sorted { ($0.score, $0.name) < ($1.score, $1.name) }.prefix(limit).map(\.name)
}

/// Levenshtein distance over characters.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    swap(&previous, &current)
  }
  return previous[b.count]
}
