# Casa Joven PR: the compiled server and client on plain Node (docs/deploy.md). Untested: Docker cannot run on the
# machine this was written on; build with `docker build -t casa-joven-pr .`. What it runs (the release's files and
# deploy/start-app.sh) is what `npm run rehearse` runs behind nginx on every CI run.

# 1. Build: every dependency (vite, esbuild, tsx for the pre-render), then `npm run build` into dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Runtime dependencies only.
FROM node:20-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. What runs: no compiler, no sources, not root. pg_dump/psql for `db:backup`/`db:restore` on DATABASE_URL
#    (Debian 12's are PostgreSQL 15: they dump servers up to 15; use a matching client for a newer server).
FROM node:20-bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# package.json marks the project root (src/server/project-root.ts); drizzle/ holds the migrations run at start;
# deploy/start-app.sh is the one start command, the same the rehearsal runs (`npm run rehearse`, docs/deploy.md).
COPY package.json ./
COPY drizzle ./drizzle
COPY deploy/start-app.sh ./deploy/start-app.sh
# uploads/ exists in the image so a new named volume mounted there (compose.yaml) starts owned by `node`.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
# Only for the embedded database (no DATABASE_URL): one container, one volume (docs/deploy.md).
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# tini passes SIGTERM on (start-app.sh execs node), so the server drains: it finishes its requests, closes its streams
# and the database, and exits (docs/deploy.md#rolling-restarts).
ENTRYPOINT ["tini", "--"]
CMD ["sh", "deploy/start-app.sh"]
