# Sourced by scripts/run, scripts/test and scripts/bench: installs what a fresh machine lacks.
# Debian packages: libsqlite3-dev (headers and pkg-config file for the CSQLite target), zlib1g-dev (the same for
# CZlib, which inflates zip archives), libqrencode-dev (the header for CQRencode, and the library that draws
# check-in links' QR codes) and sqlite3 (the command line, used by tests and benchmarks as a reference).

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
  habit_require_packages libsqlite3-dev zlib1g-dev libqrencode-dev sqlite3 pkg-config
}

# SwiftPM stops with "invalid absolute path ''" when an XDG directory is set but empty (or relative); the XDG
# specification says to ignore such a value, so it is unset here.
habit_sanitize_environment() {
  local name
  for name in XDG_CONFIG_HOME XDG_CACHE_HOME XDG_DATA_HOME XDG_STATE_HOME XDG_RUNTIME_DIR; do
    case "${!name-}" in
      /*) ;;
      *) unset "$name" ;;
    esac
  done
}
habit_sanitize_environment

# Fails when the last build left a warning in our code. The compiler keeps each file's diagnostics in its own .dia
# file under .build (NAME.swift's in NAME.dia), rewritten whenever the file is compiled again, so a warning is still
# found when an incremental build did not recompile its file. A .dia file may also hold other files' diagnostics
# from the same batch, which can be stale: only its own file's count. The dependencies' code is left out.
habit_check_warnings() {
  local found
  found="$(
    find .build/debug/ -path '*.build/*.dia' -exec sh -c '
      for dia in "$@"; do
        echo "#dia $(basename "$dia" .dia).swift"
        LC_ALL=C grep -aoE "[[:print:]]{4,}" "$dia"
      done' _ {} + \
      | awk -v root="$PWD/" '
          /^#dia / { own = "/" $2; next }
          /^\/.*\.swift$/ {
            ours = index($0, root "Sources/") == 1 || index($0, root "Tests/") == 1
            file = ours && substr($0, length($0) - length(own) + 1) == own ? $0 : ""
            next
          }
          file != "" && length($0) >= 12 && !/https?:/ { print file ": " $0 }' \
      | sort -u
  )"
  [ -z "$found" ] && return 0
  echo "$found" >&2
  echo "scripts/test: the compiler warned about the code above; it builds without warnings: fix them" >&2
  return 1
}

# Passes swift test's output through, leaving out the lines of tests and suites that started or passed, unless
# $1 (verbose) is set: what remains is the failures with their details, and the summary. A test's arguments may
# span lines, so a left-out line goes on to the one that ends it.
habit_test_filter() {
  if [ -n "$1" ]; then
    cat
  else
    LC_ALL=C.UTF-8 awk '{ plain = $0; gsub(/\033\[[0-9;]*m/, "", plain) }
      !skipping && plain ~ /^(◇|✔) / && plain !~ /^✔ Test run / { skipping = 1 }
      !skipping && plain ~ /^↳ (Testing Library Version|Target Platform):/ { next }
      skipping { if (plain ~ /(started|passed|passed after [0-9.]+ seconds?)\.$/) skipping = 0; next }
      { print; fflush() }'
  fi
}
