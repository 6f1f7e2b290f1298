#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func fileExists(_ path: String) -> Bool {
  access(path, F_OK) == 0
}
