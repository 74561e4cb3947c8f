# Merchant System: one server image (docs/deployment.md). Build: docker build -t merchant-system .
FROM node:20-bookworm-slim

# The report PDFs draw Chinese names with this font (docs/reports.md).
RUN apt-get update && apt-get install -y --no-install-recommends fonts-wqy-microhei && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY . .
# npm ci generates the Prisma clients (postinstall); the build compiles the server, the CLI and the dashboard.
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev --no-audit --no-fund

ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
VOLUME /data
EXPOSE 3000
USER node
CMD ["node", "scripts/build/run-compiled.js", "start"]
