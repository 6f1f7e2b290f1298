extension Preset {
  /// The presets that come with habit, in the order `habit presets` lists them.
  public static let builtIn: [Preset] = [
    Preset(
      key: "water", name: "Drink water", icon: "💧", goal: Goal(target: 8, period: .day),
      description: "Eight glasses, spread out: one on waking and one with each meal is half the way."),
    Preset(
      key: "read", name: "Read", icon: "📖", goal: Goal(measure: .amount, target: 10, period: .day, unit: "pages"),
      description: "Ten pages of any book. Small enough for a tired evening, and it adds up to a book a month."),
    Preset(
      key: "walk", name: "Walk", icon: "🚶", goal: Goal(measure: .amount, target: 150, period: .week, unit: "minutes"),
      description: "Brisk walking outdoors, counted in minutes: 150 a week is the usual health advice."),
    Preset(
      key: "run", name: "Run", icon: "🏃", goal: Goal(target: 3, period: .week),
      description: "Three runs a week, any distance. The days in between are for resting, not for guilt."),
    Preset(
      key: "stretch", name: "Stretch", icon: "🤸", goal: .daily,
      description: "Five minutes of stretching before breakfast: neck, shoulders, back, legs."),
    Preset(
      key: "meditate", name: "Meditate", icon: "🧘",
      goal: Goal(measure: .amount, target: 10, period: .day, unit: "minutes"),
      description: "Ten quiet minutes: sit, breathe, and come back each time the mind wanders off."),
    Preset(
      key: "journal", name: "Journal", icon: "✍️", goal: .daily,
      description: "Three lines before bed: what went well, what did not, and one thing for tomorrow."),
    Preset(
      key: "sugar", name: "No added sugar", icon: "🍎", goal: .daily,
      description: "Mark the day done when it had no sweets, soda or sugar in drinks. Fruit is fine."),
    Preset(
      key: "screens", name: "Screens off at ten", icon: "📵", goal: .daily,
      description: "Phone and laptop put away by 10 pm, so the evening ends with something other than a feed."),
    Preset(
      key: "coffee", name: "Coffee", icon: "☕", goal: Goal(comparison: .atMost, target: 2, period: .day),
      description: "At most two cups a day. Record each cup; the day is met as long as it stays at two."),
    Preset(
      key: "call", name: "Call someone", icon: "📞", goal: Goal(target: 2, period: .week),
      description: "Twice a week, ring a friend or a relative just to talk, not to arrange anything."),
    Preset(
      key: "tidy", name: "Tidy up", icon: "🧹", goal: Goal(target: 5, period: .week),
      description: "Ten minutes with a timer on one room or one drawer; stop when it rings, five days a week."),
  ]
}
