import HabitCore
import Testing

/// A deterministic generator (SplitMix64), so that every run draws the same numbers.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite struct CongratulationTests {
  @Test func neverTheSameTwiceInARowAndEveryVariationComesUp() {
    var generator = SeededGenerator(state: 7)
    for situation in Congratulation.allCases {
      var last: Int?
      var seen: Set<Int> = []
      for _ in 0..<500 {
        let next = situation.pick(last: last, using: &generator)
        #expect(next != last)
        #expect(situation.variations.indices.contains(next))
        seen.insert(next)
        last = next
      }
      #expect(seen.count == situation.variations.count, "\(situation)")
    }
  }

  @Test func eachPoolHasSeveralDistinctMessages() {
    for situation in Congratulation.allCases {
      #expect(situation.variations.count >= 5)
      #expect(Set(situation.variations).count == situation.variations.count)
    }
  }

  @Test func aSingleVariationOrAStaleMemoryStillPicks() {
    var generator = SeededGenerator(state: 1)
    #expect(pickVariation(count: 1, avoiding: 0, using: &generator) == 0)
    #expect((0..<3).contains(pickVariation(count: 3, avoiding: 9, using: &generator)))
  }

  @Test func eventsMapToTheirSituation() {
    #expect(Congratulation(.taskDone(1)) == .taskDone)
    #expect(Congratulation(.goalAchieved(automatically: true)) == .goalAchieved)
    #expect(Congratulation(.taskUnchecked(2)) == .taskUnchecked)
  }
}
