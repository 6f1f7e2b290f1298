/// The first screen of a newcomer, who has no database or no user yet: what habit is and how to start.
enum Welcome {
  /// The welcome text; `userName` is the name offered for the first member (the login name when it is a plain word).
  static func text(databasePath: String, hasDatabase: Bool, userName: String) -> String {
    """
    Welcome to habit: a habit tracker for the whole household, in one SQLite file.
    \(hasDatabase ? "The database at \(databasePath) has no users" : "There is no habit database at \(databasePath)") \
    yet. To start:

      habit user add \(userName)\(String(repeating: " ", count: max(1, 22 - userName.count)))you, the first member (any name)
      habit add Running --goal 3/week      something to track (see: habit presets)
      habit done Running                   a completion today
      habit                                this screen: what is due, at risk and done

    Or look around a sample household first: habit demo

    """
  }

  /// The login name when it is a plain word that needs no quoting, else a sample name.
  static var suggestedUserName: String {
    let login = System.environment("USER") ?? ""
    let plain = !login.isEmpty && login.count <= 20 && login.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    return plain && login != "root" ? login : "alice"
  }
}
