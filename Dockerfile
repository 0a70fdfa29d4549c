# syntax=docker/dockerfile:1
# Ata Market: the API and every front-end in one Node process, on PostgreSQL via DATABASE_URL.
#   POSTGRES_PASSWORD=… ADMIN_PASSWORD=… docker compose up --build        (see docker-compose.yml)

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- 1. dependencies (cached until a package.json or the lockfile changes) ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_fund=false npm_config_audit=false
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY ui/package.json ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mfe-catalog/package.json mfe-catalog/
COPY mfe-cart-checkout/package.json mfe-cart-checkout/
COPY mfe-blog/package.json mfe-blog/
COPY admin-console/package.json admin-console/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci

# ---- 2. production build of every front-end ----
FROM deps AS build
COPY . .
RUN npm run build

# ---- 3. the server's own packages: the API workspace's dependencies only (no front-end libraries such as
#      React or MUI, no build or test tools); npm ci starts from an empty node_modules ----
FROM deps AS server-deps
RUN npm ci --omit=dev --workspace=@ata/api \
 && mkdir -p api/node_modules

# ---- 4. runtime: what the server reads, nothing else (no sources of the front-ends, no dev tools) ----
FROM ${NODE_IMAGE} AS runtime
# tini as PID 1: forwards SIGTERM to Node (which drains, then exits) and reaps zombies.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=server-deps --chown=node:node /app/node_modules ./node_modules
# The API's own versions where they differ from the hoisted ones.
COPY --from=server-deps --chown=node:node /app/api/node_modules api/node_modules
# The server runs TypeScript through tsx (a runtime dependency of the API); core is its shared library.
COPY --from=build --chown=node:node /app/core/package.json core/
COPY --from=build --chown=node:node /app/core/src core/src
COPY --from=build --chown=node:node /app/api/package.json api/
COPY --from=build --chown=node:node /app/api/src api/src
# Pre-built front-ends only.
COPY --from=build --chown=node:node /app/shell/dist shell/dist
COPY --from=build --chown=node:node /app/mfe-catalog/dist mfe-catalog/dist
COPY --from=build --chown=node:node /app/mfe-catalog/dist-widget mfe-catalog/dist-widget
COPY --from=build --chown=node:node /app/mfe-cart-checkout/dist mfe-cart-checkout/dist
COPY --from=build --chown=node:node /app/mfe-blog/dist mfe-blog/dist
COPY --from=build --chown=node:node /app/admin-console/dist admin-console/dist
# Uploaded images (unless IMAGE_S3_BUCKET is set): a volume mounted here is created owned by node.
RUN mkdir -p /app/.data/images && chown -R node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# DATABASE_URL and PUBLIC_URL (the shop's address, e.g. https://shop.example) are required: the entry refuses
# to start without them (no embedded PostgreSQL in the image; production never takes its address from the
# Host header). The health check asks over loopback, which the Host check always answers. Migrations and
# the seed run on boot, under a PostgreSQL advisory lock so replicas take turns.
ENV ATA_REQUIRE_DATABASE_URL=1
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "api/src/serving/main.ts"]
