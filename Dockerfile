# syntax=docker/dockerfile:1
# Wegweiser in a container (decision 067): the build stage compiles the site, the console and the
# server; the runtime stage holds production dependencies (npm ci --omit=dev) and the compiled output
# only, and runs `node apps/server/dist/main.js` as the unprivileged `node` user. compose.yaml runs it
# with PostgreSQL and Redis; the README's "Deploy" section lists the environment it reads.

# --- base: Node 20 with the npm the lockfile is made and tested with ------------------------------
FROM node:20-bookworm-slim AS base
ARG NPM_VERSION=11.19.1
RUN npm install --global --no-audit --no-fund "npm@${NPM_VERSION}" && npm cache clean --force

# --- deps: every dependency, development tools included (the build needs Vite and Rolldown) -------
FROM base AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/admin/package.json apps/admin/
COPY apps/api/package.json apps/api/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/client/package.json packages/client/
COPY packages/contracts/package.json packages/contracts/
COPY packages/markdown/package.json packages/markdown/
RUN npm ci --no-audit --no-fund

# --- build: the website, the console and the compiled server (npm run build) ----------------------
FROM deps AS build
COPY . .
RUN npm run build

# --- runtime: production dependencies and the build's output, nothing else -------------------------
# (No production dependency has an install script: sharp and argon2 come as prebuilt packages.)
FROM base AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/admin/package.json apps/admin/
COPY apps/api/package.json apps/api/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/client/package.json packages/client/
COPY packages/contracts/package.json packages/contracts/
COPY packages/markdown/package.json packages/markdown/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The compiled server finds these beside it, at their places in the repository (decision 067).
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/admin/dist apps/admin/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/src/db/seed/media apps/api/src/db/seed/media
# DATA_DIR: the embedded database (without DATABASE_URL), the content snapshot and the image caches.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
