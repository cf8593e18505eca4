#!/usr/bin/env bash
# The rehearsal runs Debian's nginx (scripts/rehearse/nginx.ts), as the end-to-end tests run Debian's Chromium
# (scripts/ensure-chromium.sh): installed when missing and run as root, otherwise the one command to run.
set -euo pipefail
if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "nginx is missing: installing Debian's nginx package for the deployment rehearsal…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  # The package may start the default site on port 80 where an init system exists; the rehearsal runs its own.
  if command -v systemctl >/dev/null && systemctl is-active --quiet nginx 2>/dev/null; then systemctl stop nginx || true; fi
  exit 0
fi
echo "nginx is missing: run 'sudo apt-get update && sudo apt-get install -y nginx', then npm run rehearse again." >&2
exit 1
