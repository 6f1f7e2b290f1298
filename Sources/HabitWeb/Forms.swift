import Foundation
import Hummingbird

/// The forms the pages send, one type each, read from the request's `application/x-www-form-urlencoded` body by
/// Hummingbird's form decoder. A field a form does not have is ignored and a missing one is nil; a form that cannot
/// be read (a field sent twice, a broken escape) is refused with 400 before anything is written. Values stay text
/// where their check has a sentence of its own (a day, an amount, a goal).
enum Forms {
  /// The session's token against forged forms, which every form of a signed-in page carries: the value of the
  /// form's one `csrf` field as sent (the token is hex, which a browser sends as it is), and the form's other
  /// fields, which are what the route decodes. Nil when there is no token, or more than one.
  ///
  /// `SessionMiddleware` checks the token before any route; the route then reads the rest with the decoder, so the
  /// form is read once. The scan splits the form as UTF-8, not as characters (as characters it cost a check-in
  /// 45,000 instructions), and the route's decoder does not see the token: it spends about 1,000 instructions on
  /// each character of a value, and the token is most of a check-in's form (decoding it took 0.07 M of 0.73 M).
  static func csrfToken(in form: String) -> (token: Substring, rest: String)? {
    var token: Substring?
    var rest: [Substring] = []
    for field in form.utf8.split(separator: UInt8(ascii: "&")) {
      if field.starts(with: "csrf=".utf8) {
        guard token == nil else { return nil }
        token = Substring(field.dropFirst(5))
      } else {
        rest.append(Substring(field))
      }
    }
    return token.map { ($0, rest.joined(separator: "&")) }
  }

  /// Signing in as a member.
  struct Pick: Decodable {
    var member: String?
    var pin: String?
  }

  /// Done, undo, skip, fail or a calendar tap on one day of one activity; `back` is the page to show next.
  struct Record: Decodable {
    var day: String?
    var amount: String?
    var note: String?
    var back: String?
  }

  /// A check-in link's button: an amount goal's check-in asks how much.
  struct CheckIn: Decodable {
    var amount: String?
  }

  /// Pausing an activity from a day through another.
  struct Pause: Decodable {
    var from: String?
    var until: String?
    var note: String?
  }

  /// The add and edit form of an activity.
  struct Activity: Decodable {
    var name: String?
    var icon: String?
    var color: String?
    var goal: String?
    var amount: String?
    var unit: String?
    var section: String?
    var description: String?
    /// "mine" (the default), "household" or "private".
    var whose: String?

    /// The fields as typed, trimmed, to show the form again with them.
    var values: [String: String] {
      let fields = [
        "name": name, "icon": icon, "color": color, "goal": goal, "amount": amount, "unit": unit, "section": section,
        "description": description, "whose": whose,
      ]
      return fields.mapValues { $0?.trimmingCharacters(in: .whitespaces) ?? "" }
    }
  }

  /// Checking, starting or resetting a challenge.
  struct Challenge: Decodable {
    var name: String?
    var days: String?
  }

  /// Today's plan: one goal and three tasks.
  struct Plan: Decodable {
    var goal: String?
    var task1: String?
    var task2: String?
    var task3: String?

    var tasks: [String] { [task1, task2, task3].map { $0 ?? "" } }
  }
}

extension WebContext {
  /// The request's form as `Form`.
  func form<Form: Decodable>(_ type: Form.Type) throws -> Form {
    try Self.decode(type, from: formBody)
  }

  static func decode<Form: Decodable>(_ type: Form.Type, from body: String) throws -> Form {
    do {
      return try URLEncodedFormDecoder().decode(type, from: body)
    } catch {
      throw WebError(
        .badRequest, "Form not readable", "The form sent could not be read (\(error)). Nothing was changed.")
    }
  }
}
