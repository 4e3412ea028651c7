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
COPY libs/integrations/package.json libs/integrations/
COPY libs/patients/package.json libs/patients/
COPY libs/calendar/package.json libs/calendar/
COPY libs/files/package.json libs/files/
COPY libs/telemedicine/package.json libs/telemedicine/
COPY libs/bookings/package.json libs/bookings/
COPY libs/records/package.json libs/records/
COPY libs/vaccines/package.json libs/vaccines/
# `npm install`, as in the README: a clean install from the lock (ci) refuses this registry's lock file.
RUN npm install
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY --from=build /app /app
# Uploads (FILES_DIR): a named volume mounted here takes this owner on first use.
RUN mkdir -p /data/files && chown node:node /data/files
USER node
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]
