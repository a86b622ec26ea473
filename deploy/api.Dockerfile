# syntax=docker/dockerfile:1
# The API on its own (split deployment): NestJS on Node 20 against MySQL, migrations run at start.
# It also renders the public pages with the shell's server bundle, built here from the same
# sources as the shell image. Built from the repository root: docker build -f deploy/api.Dockerfile .

FROM node:20-bookworm-slim AS manifests
WORKDIR /app
# Every workspace's package.json: npm ci checks them against the lock file.
COPY package.json package-lock.json lerna.json tsconfig.base.json ./
COPY common/package.json common/
COPY context/package.json context/
COPY api/package.json api/
COPY shell/package.json shell/
COPY remote-public/package.json remote-public/
COPY remote-member/package.json remote-member/
COPY remote-admin/package.json remote-admin/
COPY e2e/package.json e2e/

FROM manifests AS build
# --ignore-scripts: the root postinstall builds packages whose sources are not here yet, and the
# embedded SQLite driver's native module is not used against MySQL.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tools tools
COPY common common
COPY context context
COPY shell shell
COPY api api
# The shell is the rendering host: its server bundle (and the index.html it fills in) live here.
RUN npm run build -w @academy/common && npm run build -w @academy/context && npm run build -w shell && npm run build -w @academy/api

# Production dependencies of the API workspace only (no webpack, React or antd: the shell's server
# bundle carries what it renders with).
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace @academy/api \
  && mkdir -p /out/api \
  && cp -a package.json node_modules /out/ \
  && if [ -d api/node_modules ]; then cp -a api/node_modules /out/api/; fi

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=runtime-deps /out/ ./
COPY --from=build /app/common/package.json common/
COPY --from=build /app/common/dist common/dist
COPY --from=build /app/api/package.json api/
COPY --from=build /app/api/dist api/dist
# What /api/docs serves when API_DOCS=true (generated from the code, checked in).
COPY api/openapi.json api/
COPY --from=build /app/shell/dist shell/dist
COPY api/assets api/assets
USER node
EXPOSE 3000
CMD ["node", "api/dist/main.js"]
