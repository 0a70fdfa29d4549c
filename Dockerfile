# syntax=docker/dockerfile:1
# Ata Market: the API and every front-end in one Node process (`npm start`), on PostgreSQL via DATABASE_URL.
#   docker compose up --build        (see docker-compose.yml)

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

# ---- 2. production build of every front-end, then drop build-only packages ----
FROM deps AS build
COPY . .
RUN npm run build \
 && npm prune --omit=dev \
 && rm -rf .data */node_modules/.vite-cache e2e/test-results

# ---- 3. runtime: non-root, sources for tsx plus the built front-ends ----
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    ATA_SKIP_BUILD=1
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# DATABASE_URL is required here (no embedded PostgreSQL in the image's intended use); migrations and the
# seed run on boot. The first admin comes from ADMIN_USERNAME / ADMIN_PASSWORD.
CMD ["npm", "start"]
