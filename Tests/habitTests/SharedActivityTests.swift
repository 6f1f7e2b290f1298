import Foundation
import Testing

/// Shared activities through the binary: the household's chore, done by any member, credited to whoever did it,
/// judged once; private activities out of other members' views.
@Suite struct SharedActivityTests {
  /// alice, bob and mia; alice adds "Walk the dog" for the household, twice a day, with bob and mia taking turns
  /// after her. Today is Saturday 2026-11-28.
  static func household() throws -> Sandbox {
    let sandbox = try Sandbox(today: "2026-11-20")
    for member in ["alice", "bob", "mia"] { try sandbox.run("user", "add", member) }
    let added = try sandbox.run(
      "add", "Walk the dog", "--household", "--goal", "2/day", "--rotate", "alice,bob,mia", "--user", "alice")
    #expect(added.stderr == "Added Walk the dog for the household: twice a day.\n", "\(added)")
    sandbox.today = "2026-11-28"
    return sandbox
  }

  static func json(_ sandbox: Sandbox, _ arguments: String...) throws -> Any {
    let result = try sandbox.run(arguments)
    try #require(result.status == 0, "\(result)")
    return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
  }

  @Test func anyMemberRecordsAndTheCompletionIsCreditedToThem() throws {
    let sandbox = try Self.household()
    // Every member sees the chore, finds it by a prefix, and records it as themself
    try sandbox.run("done", "walk", "--user", "bob")
    try sandbox.run("done", "Walk the dog", "--user", "mia")
    try sandbox.run("done", "Walk the dog", "--user", "bob", "--date", "2026-11-27")
    let log = try sandbox.run(
      "sql", "--format", "csv", "SELECT day, user, done_by FROM completion_log ORDER BY day, completion_id"
    ).stdout
    #expect(log == "day,user,done_by\n2026-11-27,alice,bob\n2026-11-28,alice,bob\n2026-11-28,alice,mia\n", "\(log)")
    // It is judged once, for the household: today is met by the two completions together
    for member in ["alice", "bob", "mia"] {
      let list = try #require(try Self.json(sandbox, "list", "--format", "json", "--user", member) as? [[String: Any]])
      let walk = try #require(list.first { $0["name"] as? String == "Walk the dog" })
      #expect(walk["todayStatus"] as? String == "done", "\(member): \(walk)")
    }
    // day_status names who did each day
    let days = try sandbox.run(
      "sql", "--format", "csv", "SELECT day, status, done_by FROM day_status ORDER BY day"
    ).stdout
    #expect(days == "day,status,done_by\n2026-11-27,partial,bob\n2026-11-28,done,\"bob, mia\"\n", "\(days)")
    // show says who did each completion, and each member's share
    let show = try sandbox.run("show", "Walk the dog", "--user", "alice").stdout
    #expect(show.contains("2026-11-28  ✓ by bob, ✓ by mia\n"), "\(show)")
    #expect(show.contains("2026-11-27  ◐ by bob\n"), "\(show)")
    #expect(show.contains("Share, 7 days    bob 2 (67%), mia 1 (33%), alice 0 (0%)\n"), "\(show)")
    // Any member undoes the day's latest, whoever made it
    try sandbox.run("undo", "Walk the dog", "--user", "alice")
    let left = try sandbox.run("sql", "--format", "csv", "SELECT done_by FROM completion_log WHERE day = '2026-11-28'")
    #expect(left.stdout == "done_by\nbob\n")
  }

  @Test func theTurnIsTheRotationsMemberCreditedLongestAgo() throws {
    let sandbox = try Self.household()
    func turn() throws -> String? {
      let today = try #require(try Self.json(sandbox, "today", "--format", "json", "--user", "mia") as? [String: Any])
      let entries = try #require(today["activities"] as? [[String: Any]])
      return entries.first { $0["name"] as? String == "Walk the dog" }?["turn"] as? String
    }
    // Nobody has done it: the first of the rotation
    #expect(try turn() == "alice")
    // alice did it: bob, never credited, is next; then mia
    try sandbox.run("done", "Walk the dog", "--user", "alice", "--date", "2026-11-26")
    #expect(try turn() == "bob")
    try sandbox.run("done", "Walk the dog", "--user", "bob", "--date", "2026-11-27")
    #expect(try turn() == "mia")
    // mia did it today: alice's credit is now the oldest
    try sandbox.run("done", "Walk the dog", "--user", "mia")
    #expect(try turn() == "alice")
    let today = try sandbox.run("today", "--user", "bob").stdout
    #expect(today.contains("Walk the dog  1/2 today") && today.contains("alice's turn"), "\(today)")
    // Without a rotation no turn is shown
    try sandbox.run("edit", "Walk the dog", "--no-rotate", "--user", "bob")
    #expect(try turn() == nil)
    // A member's own activity has no turns
    try sandbox.run("add", "Read", "--user", "mia")
    let refused = try sandbox.run("edit", "Read", "--rotate", "alice,mia", "--user", "mia")
    #expect(refused.status == 64 && refused.stderr.contains("only a shared activity has turns"), "\(refused)")
  }

  @Test func namesAreUniqueAcrossWhatAMemberSees() throws {
    let sandbox = try Self.household()
    // A member's own activity cannot take the household's name, nor a shared one a member's
    let own = try sandbox.run("add", "walk the dog", "--user", "mia")
    #expect(own.status == 1 && own.stderr.hasPrefix("error: the household already has an activity named"), "\(own)")
    try sandbox.run("add", "Piano", "--user", "bob")
    let shared = try sandbox.run("add", "Piano", "--household", "--user", "mia")
    #expect(shared.status == 1 && shared.stderr.hasPrefix("error: bob already has an activity named 'Piano'"))
    // Sharing bob's Piano is refused while mia has one too
    try sandbox.run("add", "Chess", "--user", "bob")
    try sandbox.run("add", "Chess", "--user", "mia")
    let sharing = try sandbox.run("edit", "Chess", "--household", "--user", "bob")
    #expect(sharing.status == 1 && sharing.stderr.contains("mia already has an activity named 'Chess'"), "\(sharing)")
    // Shared and private exclude each other
    let both = try sandbox.run("add", "Cook", "--household", "--private", "--user", "mia")
    #expect(both.status == 64, "\(both)")
  }

  @Test func sharingAnActivityKeepsItsCompletionsAsTheOwners() throws {
    let sandbox = try Self.household()
    try sandbox.run("add", "Dishes", "--user", "bob")
    try sandbox.run("done", "Dishes", "--user", "bob", "--date", "2026-11-27")
    let shared = try sandbox.run("edit", "Dishes", "--household", "--user", "bob")
    #expect(shared.stderr == "Dishes is the household's: any member can do it.\n", "\(shared)")
    try sandbox.run("done", "Dishes", "--user", "alice")
    let log = try sandbox.run(
      "sql", "--format", "csv", "SELECT day, done_by FROM completion_log WHERE activity = 'Dishes' ORDER BY day")
    #expect(log.stdout == "day,done_by\n2026-11-27,bob\n2026-11-28,alice\n", "\(log)")
  }

  @Test func aMembersPauseAndRemovalLeaveTheChoreToTheHousehold() throws {
    let sandbox = try Self.household()
    try sandbox.run("done", "Walk the dog", "--user", "bob")
    // alice's holiday does not pause the dog's walks
    try sandbox.run("pause", "--all", "--from", "2026-11-28", "--user", "alice")
    let today = try sandbox.run("today", "--user", "alice").stdout
    #expect(!today.contains("Paused"), "\(today)")
    // Removing alice, who added it, hands it to the household's first member left; bob's credit stays
    try sandbox.run("user", "remove", "alice", "--yes")
    let owner = try sandbox.run("sql", "--format", "csv", "SELECT user, done_by FROM completion_log").stdout
    #expect(owner == "user,done_by\nbob,bob\n", "\(owner)")
    // Removing bob leaves his credit as a member since removed
    try sandbox.run("user", "remove", "bob", "--yes")
    let show = try sandbox.run("show", "Walk the dog", "--user", "mia").stdout
    #expect(show.contains("2026-11-28  ◐ by a former member\n"), "\(show)")
  }

  @Test func theBoardAndStatsShowEachMembersShare() throws {
    let sandbox = try Self.household()
    for (member, day) in [("bob", "26"), ("bob", "27"), ("mia", "27"), ("bob", "28")] {
      try sandbox.run("done", "Walk the dog", "--user", member, "--date", "2026-11-\(day)")
    }
    try sandbox.run("add", "Read", "--private", "--user", "alice")
    try sandbox.run("add", "Piano", "--user", "bob")
    let board = try sandbox.run("board").stdout
    #expect(board.contains("Shared\n  activity      this period  streak  best   last 30 days\n"), "\(board)")
    #expect(board.contains("Walk the dog  1/2 today    1 day   1 day  bob 75%, mia 25% · alice's turn"), "\(board)")
    // The private activity is not on the board
    #expect(!board.contains("Read"), "\(board)")
    let json = try #require(try Self.json(sandbox, "board", "--format", "json") as? [String: Any])
    let household = try #require(json["household"] as? [[String: Any]])
    let credits = try #require(household.first?["credits"] as? [[String: Any]])
    #expect(credits.map { $0["member"] as? String } == ["bob", "mia", "alice"])
    #expect(credits.map { $0["month"] as? Int } == [3, 1, 0])
    let stats = try sandbox.run("stats", "Walk the dog", "--user", "mia").stdout
    #expect(stats.contains("Share, all time  bob 3 (75%), mia 1 (25%), alice 0 (0%)\n"), "\(stats)")
  }

  @Test func privateActivitiesLeaveOtherMembersViews() throws {
    let sandbox = try Self.household()
    try sandbox.run("add", "Journal", "--private", "--user", "alice")
    try sandbox.run("user", "switch", "bob")
    // bob, looking at alice's list, does not see it; alice does
    let seen = try sandbox.run("list", "--user", "alice").stdout
    #expect(!seen.contains("Journal") && seen.contains("Walk the dog"), "\(seen)")
    let show = try sandbox.run("show", "Journal", "--user", "alice")
    #expect(show.status == 1 && show.stderr.hasPrefix("error: no activity 'Journal' for alice"), "\(show)")
    var own = try sandbox.run(["list", "--user", "alice"], environment: ["HABIT_USER": "alice"]).stdout
    #expect(own.contains("Journal"), "\(own)")
    try sandbox.run("user", "switch", "alice")
    own = try sandbox.run("list").stdout
    #expect(own.contains("Journal"), "\(own)")
    // The household report leaves it out; alice's own report has it
    try sandbox.run("report", "--household", "-o", sandbox.directory.appendingPathComponent("household.html").path)
    let report = try String(
      contentsOfFile: sandbox.directory.appendingPathComponent("household.html").path, encoding: .utf8)
    #expect(!report.contains("Journal") && report.contains("<h2>Shared</h2>"))
    try sandbox.run("report", "-o", sandbox.directory.appendingPathComponent("alice.html").path)
    #expect(
      try String(contentsOfFile: sandbox.directory.appendingPathComponent("alice.html").path, encoding: .utf8).contains(
        "Journal"))
  }

  @Test func habitsJSONCarriesSharingAndCreditsBackAndForth() throws {
    let sandbox = try Self.household()
    try sandbox.run("done", "Walk the dog", "--user", "bob")
    try sandbox.run("add", "Journal", "--private", "--user", "alice")
    let export = try sandbox.run("export", "--format", "json", "--all-users").stdout
    try export.write(
      toFile: sandbox.directory.appendingPathComponent("out.json").path, atomically: true, encoding: .utf8)
    let copy = try Sandbox(today: "2026-11-28")
    let imported = try copy.run("import", sandbox.directory.appendingPathComponent("out.json").path)
    #expect(imported.status == 0, "\(imported)")
    #expect(try copy.run("export", "--format", "json", "--all-users").stdout == export)
    let log = try copy.run("sql", "--format", "csv", "SELECT done_by FROM completion_log").stdout
    #expect(log == "done_by\nbob\n")
  }

  @Test func aMembersFileNamingTheSharedActivityIsCreditedToThem() throws {
    let sandbox = try Self.household()
    // bob's and mia's CSV files name the chore; each row lands in the household's one, credited to its member
    let header = "user,activity_id,activity,day,amount,unit,note,mark\n"
    let bobs = sandbox.directory.appendingPathComponent("bob.csv").path
    try (header + "bob,,Walk the dog,2026-11-25,,,,\nbob,,Walk the dog,2026-11-26,,,,\n").write(
      toFile: bobs, atomically: true, encoding: .utf8)
    let bob = try sandbox.run("import", bobs, "--format", "csv", "--user", "bob")
    #expect(bob.status == 0, "\(bob)")
    let csv = sandbox.directory.appendingPathComponent("mia.csv").path
    try (header + "mia,,walk the dog,2026-11-27,,,,\n").write(toFile: csv, atomically: true, encoding: .utf8)
    let mia = try sandbox.run("import", csv, "--format", "csv", "--user", "mia")
    #expect(mia.status == 0, "\(mia)")
    let log = try sandbox.run(
      "sql", "--format", "csv", "SELECT day, activity, done_by FROM completion_log ORDER BY day"
    ).stdout
    #expect(
      log == "day,activity,done_by\n2026-11-25,Walk the dog,bob\n2026-11-26,Walk the dog,bob\n"
        + "2026-11-27,Walk the dog,mia\n", "\(log)")
    #expect(try sandbox.run("sql", "--format", "csv", "SELECT count(*) AS n FROM activities").stdout == "n\n1\n")
  }
}
