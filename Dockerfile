# One image for the api (which serves the built web app) and the worker, on Node 24 LTS (issue 19).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/worker/package.json apps/worker/
COPY apps/web/package.json apps/web/
COPY libs/contracts/package.json libs/contracts/
COPY libs/rules/package.json libs/rules/
COPY libs/core/package.json libs/core/
COPY libs/identity/package.json libs/identity/
COPY libs/audit/package.json libs/audit/
COPY libs/domains/package.json libs/domains/
COPY libs/lookups/package.json libs/lookups/
COPY libs/notifications/package.json libs/notifications/
COPY libs/integrations/package.json libs/integrations/
COPY libs/patients/package.json libs/patients/
COPY libs/calendar/package.json libs/calendar/
COPY libs/files/package.json libs/files/
COPY libs/telemedicine/package.json libs/telemedicine/
COPY libs/bookings/package.json libs/bookings/
COPY libs/records/package.json libs/records/
COPY libs/vaccines/package.json libs/vaccines/
# `npm install`, as in the README (docs/decisions.md: this registry's lock omits other platforms'
# optional packages, so the clean-install command refuses it on another platform). The committed
# lock is the one `npm install` writes (the test command fails in CI when it would change it). .dockerignore keeps .data/, secrets and the host's node_modules out of the context.
RUN npm install
COPY . .
RUN npm run build && npm prune --omit=dev

# The final stage holds only what runs: package manifests, production node_modules, each
# workspace's built dist/ and the web app's files. No sources, tests, scripts or tools.
FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/apps/api/package.json ./apps/api/
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/worker/package.json ./apps/worker/
COPY --from=build /app/apps/worker/dist ./apps/worker/dist
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/libs ./libs
# libs/ above came with its sources; only each library's package.json and dist/ stay.
RUN find libs -mindepth 2 -maxdepth 2 ! -name package.json ! -name dist -exec rm -rf {} +
# Uploads (FILES_DIR): a named volume mounted here takes this owner on first use.
RUN mkdir -p /data/files && chown node:node /data/files
USER node
EXPOSE 3000
# Readiness: the database and Redis (GET /api/health); the worker's compose service overrides it.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
