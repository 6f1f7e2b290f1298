import HabitCore
import HabitScreens

/// `habit user list`: a member a line, the current one marked `*` and bold; as rows for CSV and objects for JSON.
public struct MembersView {
  public let members: MemberList
  public let color: Bool

  public init(_ members: MemberList, color: Bool) {
    self.members = members
    self.color = color
  }

  public static let csvHeader = ["id", "name", "current"]

  public var csvRows: [[String]] {
    members.users.map { [$0.uuid, $0.name, $0 == members.current ? "true" : "false"] }
  }

  public var json: [MemberJSON] { members.users.map { MemberJSON($0, current: $0 == members.current) } }

  public func render(to stream: inout some TextOutputStream) {
    for user in members.users {
      let isCurrent = user == members.current
      stream.write(
        (isCurrent ? "* " : "  ") + visible(user.name).styled(isCurrent ? .bold : nil, enabled: color) + "\n")
    }
  }
}
