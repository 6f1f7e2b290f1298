#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading what `readdir` returns.
public enum DirectoryEntry {
  /// The entry's name, read where it lies. An entry is only as long as its name: copying the whole `d_name`
  /// array (256 bytes, as `entry.pointee.d_name` does) can read past the end of the directory's buffer, into a
  /// page that is not mapped (a crash seen in a `$TMPDIR` of 5,700 entries).
  public static func name(_ entry: UnsafeMutablePointer<dirent>) -> String {
    let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    return String(cString: (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self))
  }
}
