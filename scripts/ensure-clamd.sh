#!/usr/bin/env bash
# A clamd for the tests and the benchmarks (docs/decisions/0133-clamd-instream-client.md): installs Debian's
# clamav-daemon when missing, and unless a clamd already answers PING on CLAMD_SOCKET, starts one of our own that knows
# only the project's signature (deploy/clamav/casa-test.ndb: the EICAR test string anywhere in a file), so nothing is
# downloaded. Prints the socket's path on stdout (everything else goes to stderr):
#   export CLAMD_SOCKET="$(bash scripts/ensure-clamd.sh)"
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"

ping_socket() {
  node -e '
    const socket = require("node:net").createConnection({ path: process.argv[1] });
    let reply = "";
    const done = (ok) => { socket.destroy(); process.exit(ok ? 0 : 1); };
    setTimeout(() => done(false), 2000).unref();
    socket.on("error", () => done(false));
    socket.on("data", (data) => { reply += data; if (reply.includes("\0")) done(reply.startsWith("PONG")); });
    socket.write("zPING\0");
  ' "$1" 2>/dev/null
}

if [ -n "${CLAMD_SOCKET:-}" ] && ping_socket "$CLAMD_SOCKET"; then
  echo "$CLAMD_SOCKET"
  exit 0
fi

if ! command -v clamd >/dev/null && [ ! -x /usr/sbin/clamd ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "clamd is missing: installing Debian's clamav-daemon for the documents' virus scan…" >&2
    apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq clamav-daemon >/dev/null
  else
    echo "clamd is missing: run 'sudo apt-get update && sudo apt-get install -y clamav-daemon', then try again." >&2
    exit 1
  fi
fi
clamd_bin="$(command -v clamd || echo /usr/sbin/clamd)"

# One clamd per user and machine, shared by every run; its files live in a folder of its own.
dir="${TMPDIR:-/tmp}/casa-clamd-$(id -u)"
socket="$dir/clamd.sock"
if ping_socket "$socket"; then
  echo "$socket"
  exit 0
fi

mkdir -p "$dir/db"
chmod 700 "$dir"
cp "$root/deploy/clamav/casa-test.ndb" "$dir/db/"
# INSTREAM spools the bytes it receives to a temporary file: kept in memory (tmpfs) so no plain document reaches a disk.
scratch="$dir/scratch"
if [ -d /dev/shm ] && [ -w /dev/shm ]; then scratch="/dev/shm/casa-clamd-$(id -u)"; fi
mkdir -p "$scratch"
chmod 700 "$scratch"
cat >"$dir/clamd.conf" <<CONF
LocalSocket $socket
LocalSocketMode 600
FixStaleSocket true
DatabaseDirectory $dir/db
TemporaryDirectory $scratch
PidFile $dir/clamd.pid
LogFile $dir/clamd.log
LogTime true
Foreground false
StreamMaxLength 25M
MaxThreads 12
ReadTimeout 120
CommandReadTimeout 30
SelfCheck 0
CONF

echo "Starting a clamd of our own on $socket (signatures: deploy/clamav/casa-test.ndb)…" >&2
"$clamd_bin" --config-file="$dir/clamd.conf" >&2
for _ in $(seq 1 120); do
  if ping_socket "$socket"; then
    echo "$socket"
    exit 0
  fi
  sleep 0.5
done
echo "clamd did not answer on $socket within 60 s; see $dir/clamd.log" >&2
exit 1
