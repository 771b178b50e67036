# syntax=docker/dockerfile:1
#
# Rollcall: one image for every service (distributed mode). The service is chosen at run time:
#
#   docker build -t rollcall .
#   docker run -e ROLLCALL_SERVICE=identity -e DATABASE_URL=... -e KAFKA_BROKERS=... -e JWT_SECRET=... rollcall
#
# ROLLCALL_SERVICE is one of gateway, identity, organisation, scheduling, time-capture, calculation,
# integrations, reporting; the container runs `node services/$ROLLCALL_SERVICE/dist/main.js`. The gateway also
# serves the console (console/dist, built by the same step). See docker-compose.yml, k8s/ and docs/operations.md.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: install every workspace (dev dependencies too) and build; `npm ci` runs the build as postinstall
FROM ${NODE_IMAGE} AS build
# Same npm as the developers' machines: it reads the lockfile and package.json's allowScripts the same way.
ARG NPM_VERSION=11.19.1
# A compiler, only in case a native module (argon2) has no prebuilt binary for the platform.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/* \
 && npm install -g "npm@${NPM_VERSION}"
WORKDIR /app
ENV CI=true
COPY . .
RUN npm ci \
 && test -f services/gateway/dist/main.js \
 && npm prune --omit=dev \
 && rm -rf .cache

# ---- runtime: the built tree and production dependencies, run as the unprivileged `node` user
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    ROLLCALL_MODE=distributed \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["/bin/sh", "-c", "exec node \"services/${ROLLCALL_SERVICE:?set ROLLCALL_SERVICE to gateway, identity, organisation, scheduling, time-capture, calculation, integrations or reporting}/dist/main.js\""]
