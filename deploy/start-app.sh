#!/bin/sh
# Starts one app process from a release's root (dist/, drizzle/, package.json, node_modules/), configured by its
# environment (README, Configuration). The Dockerfile's CMD and the rehearsal (scripts/rehearse/) both run this file,
# so what is rehearsed is what ships. `exec`: the process receives SIGTERM itself and drains (docs/deploy.md).
cd "$(dirname "$0")/.." || exit 1
exec node --enable-source-maps dist/server/main.js
