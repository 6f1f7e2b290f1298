extension Array {
  /// The index of the first element for which `isAfter` holds, given that it holds for a suffix of the array
  /// (`count` when it holds for none): found by bisection.
  func partitionPoint(_ isAfter: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
