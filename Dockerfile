# pdps image: docs/deploy.md. Two stages on the same base, so the native modules (better-sqlite3, re2) built in the
# first run unchanged in the second. No secrets are baked in: keys and URLs come from the environment at run time.

FROM node:20-slim AS build
# Toolchain for node-gyp, used when no prebuilt binary of better-sqlite3 or re2 matches this platform.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-slim
# MALLOC_ARENA_MAX: as `npm start` (docs/performance.md, "Memory").
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    HOST=0.0.0.0 \
    PORT=8080 \
    PDPS_DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist/src ./dist/src
# The data directory holds the SQLite file and token key file of a single node; unused with DATABASE_URL and
# PDPS_TOKEN_KEY set, as in compose.yaml.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# The process answers HTTP (OpenAPI is public); database and Redis health are in /v1/status and /metrics.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/openapi.json`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same V8 heap flags as `npm start` (docs/performance.md, "Memory" and "HTTP").
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=20", "--no-allocation-site-pretenuring", "--incremental-marking-soft-trigger=90", "dist/src/cli/pdps.js", "serve"]
