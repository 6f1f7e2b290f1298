import HabitStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks for a PIN on the controlling terminal (`/dev/tty`) with echo off, never through arguments, the
/// environment or standard input, which scripts, shell history and `ps` can see.
///
/// Standard input and output may be redirected: the question goes to the terminal itself.
struct PINPrompt {
  private let descriptor: Int32

  /// Opens the terminal; nil when the process has none (a cron job, a pipeline without a terminal, CI).
  init?() {
    let descriptor = open("/dev/tty", O_RDWR | O_NOCTTY)
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
  }

  func close() { _ = Glibc.close(descriptor) }

  /// Shows `question`, reads one line without echoing it, and restores the terminal (also on Ctrl-C).
  func ask(_ question: String) -> String? {
    var saved = termios()
    let isTerminal = tcgetattr(descriptor, &saved) == 0
    if isTerminal {
      var quiet = saved
      quiet.c_lflag &= ~tcflag_t(ECHO)
      quiet.c_lflag |= tcflag_t(ECHONL)
      // TCSANOW, not TCSAFLUSH: what was typed ahead stays.
      tcsetattr(descriptor, TCSANOW, &quiet)
      TerminalRestorer.remember(descriptor, saved)
    }
    defer {
      if isTerminal {
        tcsetattr(descriptor, TCSANOW, &saved)
        TerminalRestorer.forget()
      }
    }
    write(question)
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while read(descriptor, &byte, 1) == 1 {
      if byte == UInt8(ascii: "\n") { return String(decoding: line, as: UTF8.self) }
      if byte != UInt8(ascii: "\r") { line.append(byte) }
    }
    return nil
  }

  func write(_ text: String) {
    var copy = text
    copy.withUTF8 { buffer in _ = Glibc.write(descriptor, buffer.baseAddress, buffer.count) }
  }
}

/// Puts the terminal's echo back when a signal ends the program while a PIN is being asked, and then passes the
/// signal on to what handled it before (an import's clean-up of its temporary files, or the default action).
enum TerminalRestorer {
  nonisolated(unsafe) private static var saved: (descriptor: Int32, state: termios)?
  nonisolated(unsafe) private static var previous: [sigaction] = []

  static func remember(_ descriptor: Int32, _ state: termios) {
    if !previous.isEmpty { EndingSignals.restore(previous) }
    saved = (descriptor, state)
    previous = EndingSignals.install { number in
      if var state = TerminalRestorer.saved?.state, let descriptor = TerminalRestorer.saved?.descriptor {
        tcsetattr(descriptor, TCSANOW, &state)
      }
      // Raised again once this handler returns, to the handler that came before.
      EndingSignals.restore(TerminalRestorer.previous)
      raise(number)
    }
  }

  static func forget() {
    saved = nil
    EndingSignals.restore(previous)
    previous = []
  }
}
