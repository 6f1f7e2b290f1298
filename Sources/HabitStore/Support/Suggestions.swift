/// Names close to what someone typed, for "did you mean" hints: those containing it (or contained in it), then
/// real near-misses, best first.
///
/// A near-miss is a slip of about one key in three: at most one typo, dropped, doubled or swapped letter per three
/// letters of the shorter word, and at least one. So "Runing" finds Running and "dne" finds done, while "Xyz" finds
/// nothing in "Gym": two changes out of three letters is another word, not a slip.
///
/// ```swift
/// closestNames(to: "Readng", in: ["Reading", "Running"])  // ["Reading"]
/// closestNames(to: "Xyz", in: ["Gym"])                     // []
/// ```
public func closestNames(to query: String, in names: [String], limit: Int = 3) -> [String] {
  let needle = query.lowercased()
  let scored: [(name: String, score: Int)] = names.compactMap { name in
    let candidate = name.lowercased()
    // A single letter is contained in most names: that says nothing of which was meant.
    if needle.count >= 2, candidate.contains(needle) || needle.contains(candidate) { return (name, 0) }
    let distance = editDistance(Array(needle), Array(candidate))
    return distance <= max(1, min(needle.count, candidate.count) / 3) ? (name, distance) : nil
  }
  return scored.sorted { ($0.score, $0.name) < ($1.score, $1.name) }.prefix(limit).map(\.name)
}

/// Edits between two words: a letter inserted, removed or replaced, or two neighbours swapped ("strat" is one
/// edit from "start"), each counting one (the optimal string alignment distance).
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var beforePrevious = [Int](repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = min(current[j], beforePrevious[j - 2] + 1)
      }
    }
    (beforePrevious, previous, current) = (previous, current, beforePrevious)
  }
  return previous[b.count]
}
