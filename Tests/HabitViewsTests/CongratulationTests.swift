import HabitCore
import HabitViews
import TestSupport
import Testing

@Suite struct CongratulationTests {
  @Test func neverTheSameTwiceInARowAndEveryVariationComesUp() {
    var generator = SeededGenerator(seed: 7)
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
    var generator = SeededGenerator(seed: 1)
    #expect(pickVariation(count: 1, avoiding: 0, using: &generator) == 0)
    #expect((0..<3).contains(pickVariation(count: 3, avoiding: 9, using: &generator)))
  }

  @Test func eventsMapToTheirSituation() {
    #expect(Congratulation(.taskDone(1)) == .taskDone)
    #expect(Congratulation(.goalAchieved(automatically: true)) == .goalAchieved)
    #expect(Congratulation(.taskUnchecked(2)) == .taskUnchecked)
  }
}
