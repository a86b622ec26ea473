# syntax=docker/dockerfile:1
# One front-end app (the shell or one remote) served by nginx. Built from the repository root:
#   docker build -f deploy/web.Dockerfile --build-arg APP=remote-admin .
# APP=shell also proxies /api, /proxy, /remotes.json and /assets to the API (deploy/nginx/shell);
# a remote only serves its files to the shell's origin (deploy/nginx/remote).

FROM node:20-bookworm-slim AS build
ARG APP
RUN case "$APP" in \
      shell|remote-public|remote-member|remote-admin) ;; \
      *) echo "build arg APP must be shell, remote-public, remote-member or remote-admin (got '$APP')" >&2; exit 1 ;; \
    esac
WORKDIR /app
COPY package.json package-lock.json lerna.json tsconfig.base.json ./
COPY common/package.json common/
COPY context/package.json context/
COPY api/package.json api/
COPY shell/package.json shell/
COPY remote-public/package.json remote-public/
COPY remote-member/package.json remote-member/
COPY remote-admin/package.json remote-admin/
COPY e2e/package.json e2e/
# No install scripts: the front ends need none, and the API's native modules are not built here.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tools tools
COPY common common
COPY context context
COPY ${APP} ${APP}
COPY deploy deploy
RUN npm run build -w @academy/common && npm run build -w @academy/context && npm run build -w ${APP}
# Source maps stay out of the image: nginx would hand the full sources to anyone (the single-process
# server serves them only with SOURCE_MAPS=public).
RUN mkdir -p /out \
  && cp -a "${APP}/dist" /out/html \
  && find /out/html -name '*.map' -delete \
  && if [ "$APP" = shell ]; then kind=shell; else kind=remote; fi \
  && cp -a "deploy/nginx/$kind" /out/templates \
  && if [ "$kind" = shell ]; then \
       hashes="$(node deploy/inline-script-hashes.mjs /out/html/index.html)" \
       && sed -i "s|@INLINE_SCRIPT_HASHES@|$hashes|" /out/templates/*.template; \
     fi

FROM nginx:1.28-alpine
# njs (shipped in the image): the shell's video-accel.inc lets only a video's own headers of the NAS out.
RUN sed -i '1i load_module modules/ngx_http_js_module.so;' /etc/nginx/nginx.conf
# The image's entrypoint fills ${VARS} of /etc/nginx/templates/* from the environment at start.
COPY --from=build /out/templates/ /etc/nginx/templates/
COPY --from=build /out/html/ /usr/share/nginx/html/
EXPOSE 80
HEALTHCHECK --interval=30s --timeout=5s CMD wget -q -O /dev/null http://127.0.0.1/healthz || exit 1
