import HabitCore
import HabitScreens

/// Who asks for an import, and how: what `habit import` gives ``HabitDatabase/importFile(_:at:_:open:unlock:)``.
public struct ImportRequest: Sendable {
  /// The file as its reader names it, for the refusals: a path, or `<stdin>`.
  public var file: String
  /// Who gets the activities of a format without users.
  public var acting: UserReference
  /// For formats with users: import only this user's records (by name, ignoring case).
  public var onlyUser: String?
  public var today: Day
  /// Work out the report, and write nothing.
  public var dryRun: Bool

  public init(file: String, acting: UserReference, onlyUser: String?, today: Day, dryRun: Bool) {
    self.file = file
    self.acting = acting
    self.onlyUser = onlyUser
    self.today = today
    self.dryRun = dryRun
  }
}

extension HabitDatabase {
  /// Imports a read file into the database at `path`, opened (and created when needed) by `open`: every protected
  /// member it writes to is first given to `unlock` (which asks for their PIN), as `habit done` would ask.
  ///
  /// Without a database yet, the import is first tried on an empty one in memory: what would refuse it (no user
  /// to act as, a user the file names that does not exist) refuses it before any file is created, so a failed
  /// import never has a file of its own to remove, one that another process may have written to since.
  ///
  /// - Throws: ``StoreError/noRecordsOfUser(file:user:users:)`` when `onlyUser` names none of the file's users,
  ///   else what ``importBatch(_:options:)`` throws. Nothing is written then.
  public static func importFile(
    _ batch: ImportBatch, at path: String, _ request: ImportRequest, open: () throws -> HabitDatabase,
    unlock: (User, HabitDatabase) throws -> Void
  ) throws -> ImportReport {
    if let only = request.onlyUser, !batch.users.isEmpty,
      !batch.users.contains(where: { $0.name.lowercased() == only.lowercased() })
    {
      throw StoreError.noRecordsOfUser(file: request.file, user: only, users: batch.users.map(\.name))
    }
    if try !exists(at: path) {
      let rehearsal = try inMemory().importFile(batch, request, dryRun: true, unlock: unlock)
      if request.dryRun { return rehearsal }
    }
    return try open().importFile(batch, request, dryRun: request.dryRun, unlock: unlock)
  }

  /// The one write (or, dry, the one read) of the import, for the acting member when the file needs one.
  private func importFile(
    _ batch: ImportBatch, _ request: ImportRequest, dryRun: Bool, unlock: (User, HabitDatabase) throws -> Void
  ) throws -> ImportReport {
    let acting = batch.needsActingUser ? try resolve(request.acting) : nil
    if let acting { try unlock(acting, self) }
    if !dryRun { try unlockMembers(of: batch, only: request.onlyUser, besides: acting, unlock: unlock) }
    let options = ImportOptions(
      actingUser: acting, onlyUser: batch.users.isEmpty ? nil : request.onlyUser, today: request.today,
      dryRun: dryRun)
    return try importBatch(batch, options: options)
  }

  /// A file with users writes into each of them: every member it would write to, once each.
  private func unlockMembers(
    of batch: ImportBatch, only: String?, besides acting: User?, unlock: (User, HabitDatabase) throws -> Void
  ) throws {
    var asked: [User] = acting.map { [$0] } ?? []
    for imported in batch.users where only.map({ imported.name.lowercased() == $0.lowercased() }) ?? true {
      let byID = try imported.uuid.flatMap { try user(uuid: $0) }
      guard let user = byID ?? (try? user(named: imported.name)), !asked.contains(user) else { continue }
      try unlock(user, self)
      asked.append(user)
    }
  }
}
