import Dispatch
import Synchronization

/// A one-line progress message on standard error, rewritten in place with the seconds elapsed: only when standard
/// error is a terminal, and only once the work has taken a second (`HABIT_PROGRESS_AFTER=SECONDS` sets another
/// delay, 0 for at once), so that quick commands print nothing.
// Unchecked: the state is behind a mutex, and the timer is only resumed here and cancelled, which Dispatch allows
// from any thread.
final class Progress: @unchecked Sendable {
  private struct State {
    var text: String
    var visible = false
    var finished = false
  }
  private let state: Mutex<State>
  private let clock = ContinuousClock()
  private let started: ContinuousClock.Instant
  private let timer: any DispatchSourceTimer

  /// Starts showing `text` once the delay has passed; nil when standard error is not a terminal.
  init?(_ text: String) {
    guard System.isTerminal(2) else { return nil }
    state = Mutex(State(text: text))
    started = clock.now
    let delay = System.environment("HABIT_PROGRESS_AFTER").flatMap(Double.init) ?? 1
    timer = DispatchSource.makeTimerSource(queue: .global())
    timer.schedule(deadline: .now() + max(delay, 0.25), repeating: 0.25)
    timer.setEventHandler { [weak self] in self?.draw(showing: true) }
    if delay <= 0 { draw(showing: true) }
    timer.resume()
  }

  /// Replaces the text; shown at once when the line is already visible.
  func show(_ text: String) {
    state.withLock { $0.text = text }
    draw(showing: false)
  }

  /// Stops and erases the line.
  func clear() {
    timer.cancel()
    state.withLock { state in
      if state.visible { Self.write("\r\u{1B}[K") }
      (state.visible, state.finished) = (false, true)
    }
  }

  private func draw(showing: Bool) {
    let seconds = Int((clock.now - started) / .seconds(1))
    state.withLock { state in
      guard !state.finished, state.visible || showing else { return }
      state.visible = true
      Self.write("\r\u{1B}[K" + state.text + "… " + (seconds > 0 ? "\(seconds) s" : ""))
    }
  }

  private static func write(_ text: String) {
    var stream = StandardError()
    stream.write(text)
  }
}
