#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func fileExists(_ path: String) -> Bool {
  access(path, F_OK) == 0
}

/// The size of a file in bytes, or nil when it does not exist.
func fileSize(_ path: String) -> Int? {
  var info = stat()
  return stat(path, &info) == 0 ? Int(info.st_size) : nil
}

/// Gives a finished file its final name without ever replacing a file there: a hard link fails when the
/// name is taken, where a rename would overwrite.
func publish(_ temporary: String, as path: String) -> Bool {
  defer { unlink(temporary) }
  return link(temporary, path) == 0
}

func removeFile(_ path: String) { unlink(path) }

/// The text of the last failed system call.
var systemError: String { String(cString: strerror(errno)) }

/// The first `count` bytes of a regular file (fewer when it is shorter); nil when it cannot be opened.
func readPrefix(of path: String, count: Int) -> [UInt8]? {
  let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
  guard descriptor >= 0 else { return nil }
  defer { close(descriptor) }
  var bytes = [UInt8](repeating: 0, count: count)
  let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, 0) }
  return read < 0 ? nil : Array(bytes.prefix(read))
}
