#!/usr/bin/env bash
# With DATABASE_URL set, the API suite runs a second time against that PostgreSQL server
# (each test file in a database of its own, dropped afterwards).
set -euo pipefail
if [ -z "${DATABASE_URL:-}" ]; then
  echo "DATABASE_URL is not set: the API suite ran on embedded PGlite only."
  exit 0
fi
# The Redis the rate-limit-shared test uses, as in CI (.ci/run starts it).
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
echo "API suite on PostgreSQL (${DATABASE_URL%%\?*})"
TEST_DATABASE_URL="$DATABASE_URL" exec npx vitest run api.test
