import HabitScreens

/// The first page: the household's members, one button each; a protected member asks for the PIN.
public struct MembersPage: Sendable {
  public struct Member: Sendable {
    public let user: User
    public let isProtected: Bool
    public init(user: User, isProtected: Bool) {
      self.user = user
      self.isProtected = isProtected
    }
  }

  public let members: [Member]
  /// Why the last attempt was refused ("wrong PIN"), shown above the list.
  public let refusal: String?

  public init(members: [Member], refusal: String? = nil) {
    self.members = members
    self.refusal = refusal
  }

  public func render(csrf: String, to stream: inout some TextOutputStream) {
    PageLayout.write(title: "Who is it?", context: nil, app: true, to: &stream) { out in
      out.raw("<h1>Who is it?</h1>")
      if let refusal {
        out.raw("<p class=\"error\" role=\"alert\">")
        out.text(refusal)
        out.raw("</p>")
      }
      if members.isEmpty {
        out.raw("<p>No members yet. Add one on the command line: <code>habit user add NAME</code></p>")
      }
      for member in members {
        out.raw("<div class=\"card\"><form method=\"post\" action=\"/members/pick\" class=\"row\">")
        out.hidden("csrf", csrf)
        out.hidden("member", member.user.uuid)
        out.raw("<span class=\"grow name\">")
        out.text(member.user.name)
        out.raw("</span>")
        if member.isProtected {
          out.raw(
            "<input type=\"password\" name=\"pin\" inputmode=\"numeric\" autocomplete=\"current-password\" "
              + "placeholder=\"PIN\" aria-label=\"PIN for ")
          out.text(member.user.name)
          out.raw("\" required>")
        }
        out.raw("<button type=\"submit\" class=\"primary\">Open</button></form></div>")
      }
    }
  }
}
