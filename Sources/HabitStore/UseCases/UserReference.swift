import HabitScreens

/// Who is acting, as a command knows it before reading the database: a use case resolves it inside its own
/// snapshot or transaction, so that the member it reads or writes for is the one the database holds then.
public enum UserReference: Hashable, Sendable {
  /// A name or id given for this command (`--user`, `HABIT_USER`).
  case named(String)
  /// The member chosen earlier by id (`habit user switch`); when there is none, or it is gone, the only member.
  case chosen(uuid: String?)
  /// A member whose PIN was just checked: the command acts for exactly that one.
  case authenticated(uuid: String)
  /// A member who signed in earlier (on the web) with the PIN whose salt is `pinSalt`, or without a PIN (nil):
  /// found only while that is still so, so that setting, changing or removing the PIN ends such sign-ins.
  case signedIn(uuid: String, pinSalt: [UInt8]?)
}

extension HabitDatabase {
  /// The member `reference` stands for, read inside the caller's snapshot or transaction.
  func resolve(_ reference: UserReference) throws -> User {
    try db.read {
      switch reference {
      case .named(let name): return try user(named: name)
      case .authenticated(let uuid):
        guard let found = try user(uuid: uuid) else { throw StoreError.userNotFound(name: uuid, suggestions: []) }
        return found
      case .signedIn(let uuid, let pinSalt):
        guard let found = try user(uuid: uuid), try pin(of: found)?.salt == pinSalt else {
          throw StoreError.userNotFound(name: uuid, suggestions: [])
        }
        return found
      case .chosen(let uuid):
        if let uuid, let found = try user(uuid: uuid) { return found }
        let users = try users()
        switch users.count {
        case 0: throw StoreError.noUsers
        case 1: return users[0]
        default: throw StoreError.noUserChosen(names: users.map(\.name))
        }
      }
    }
  }

  /// The member `reference` stands for, inside the caller's snapshot (``snapshot(_:)``) when there is one.
  public func user(_ reference: UserReference) throws -> User { try resolve(reference) }

  /// The member `reference` stands for and their PIN, when they have one: what a command checks before it acts
  /// for a protected member.
  public func userAndPIN(_ reference: UserReference) throws -> (User, PINHash?) {
    try db.read {
      let user = try resolve(reference)
      return (user, try pin(of: user))
    }
  }
}
