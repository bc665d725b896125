# One image for every LaneForge process ("one build, several roles"): the container's command
# picks the service, e.g. `node services/auth/dist/main.js` or `node services/training/dist/main.js worker`.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/laneforge \
    NODE_OPTIONS="--max-semi-space-size=2 --max-old-space-size=256 --enable-source-maps" \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=4194304
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /var/lib/laneforge && chown node:node /var/lib/laneforge
USER node
EXPOSE 8080
CMD ["node", "gateway/dist/main.js"]
