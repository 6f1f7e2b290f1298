# Sourced by scripts/run, scripts/test and scripts/bench: installs what a fresh machine lacks.
# Debian packages: libsqlite3-dev (headers and pkg-config file for the CSQLite target), zlib1g-dev (the same for
# CZlib, which inflates zip archives) and sqlite3 (the command line, used by tests and benchmarks as a reference).

habit_require_packages() {
  local missing=()
  local pkg
  for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "habit: installing ${missing[*]} (apt-get)" >&2
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq >&2 || true
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >&2
}

habit_require_swift() {
  if ! command -v swift >/dev/null 2>&1; then
    [ -x /opt/swift/usr/bin/swift ] && export PATH="/opt/swift/usr/bin:$PATH"
  fi
  command -v swift >/dev/null 2>&1 || {
    echo "habit: the Swift toolchain (6.0 or newer) is not on PATH; install it from swift.org" >&2
    exit 1
  }
}

habit_setup() {
  habit_require_swift
  habit_require_packages libsqlite3-dev zlib1g-dev sqlite3 pkg-config
}
