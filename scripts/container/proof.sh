#!/usr/bin/env bash
# npm run container:proof (decision 113): the Dockerfile built and its image run for real, end to end.
#   1. the base `node:20-bookworm-slim` (made here when missing: stand-in-base.sh)
#   2. the image `wegweiser:latest` from the Dockerfile (build.sh; SKIP_BUILD=1 reuses a built one)
#   3. the image's ENTRYPOINT + CMD started with `buildah run` as the image's user on a free port of
#      the host network, DATA_DIR a fresh temporary folder mounted at /data: first on the embedded
#      database, then on this machine's PostgreSQL (a database of its own, dropped afterwards) and Redis
#   4. each time: the home page, /api/health/, a public API GET, the console and a sign-in to it; the
#      process is uid 1000 with the image's root; the image's own files are not writable; it wrote
#      nothing outside /data; it stops cleanly on SIGTERM, as `docker stop` asks
# Needs root, buildah, debootstrap, curl, jq, psql and redis-cli; takes minutes, so not part of npm test.
# PGHOST/PGPORT (127.0.0.1:5432, user postgres) and REDIS_HOST/REDIS_PORT (127.0.0.1:6379) select the
# services; they are only read and written in a database of the proof's own, never stopped or changed.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
IMAGE=${IMAGE:-wegweiser:latest}
export PGHOST=${PGHOST:-127.0.0.1} PGPORT=${PGPORT:-5432} PGUSER=${PGUSER:-postgres}
REDIS_HOST=${REDIS_HOST:-127.0.0.1} REDIS_PORT=${REDIS_PORT:-6379}
WORK=$(mktemp -d /var/tmp/wegweiser-proof.XXXXXX)
CONTAINER="" RUN_PID="" SERVER_PID="" DATABASE="" REDIS_DB="" PORT="" RSS_MB=""
say() { printf 'proof: %s\n' "$*"; }
fail() {
  printf 'proof: FAILED: %s\n' "$*" >&2
  [[ -f $WORK/server.log ]] && { printf -- '--- last lines of the server log:\n' >&2; tail -n 20 "$WORK/server.log" >&2; }
  exit 1
}
ok() { printf 'proof:   ok  %s\n' "$*"; }

stop_server() {
  [[ -n $RUN_PID ]] || return 0
  [[ -n $SERVER_PID ]] && { kill -TERM "$SERVER_PID" 2>/dev/null || true; }
  local status=0 waited=0
  while kill -0 "$RUN_PID" 2>/dev/null && ((waited < 300)); do sleep 0.1; waited=$((waited + 1)); done
  if kill -0 "$RUN_PID" 2>/dev/null; then
    [[ -n $SERVER_PID ]] && { kill -KILL "$SERVER_PID" 2>/dev/null || true; }
    status=124
  fi
  wait "$RUN_PID" 2>/dev/null || status=$?
  RUN_PID="" SERVER_PID=""
  return "$status"
}
cleanup() {
  trap - ERR
  stop_server || true
  [[ -n $CONTAINER ]] && buildah rm "$CONTAINER" >/dev/null 2>&1
  [[ -n $DATABASE ]] && dropdb --if-exists "$DATABASE" 2>/dev/null
  if [[ -n $REDIS_DB ]]; then
    redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" -n "$REDIS_DB" --scan --pattern 'wegweiser-rl:*' |
      xargs -r -d '\n' redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" -n "$REDIS_DB" del >/dev/null
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
set -E
trap 'fail "line $LINENO: \"$BASH_COMMAND\" failed"' ERR

[[ $(id -u) -eq 0 ]] || fail "run as root (buildah and the base image need it)"
for tool in buildah debootstrap curl jq psql createdb dropdb redis-cli ss openssl node; do
  command -v "$tool" >/dev/null || fail "$tool is missing"
done
pg_isready -q || fail "PostgreSQL does not answer at $PGHOST:$PGPORT"
[[ $(redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" ping) == PONG ]] || fail "Redis does not answer at $REDIS_HOST:$REDIS_PORT"

bash "$HERE/stand-in-base.sh" || fail "no base image"
if [[ ${SKIP_BUILD:-0} == 1 ]] && buildah inspect --type image "$IMAGE" >/dev/null 2>&1; then
  say "SKIP_BUILD=1: using the built $IMAGE"
else
  bash "$HERE/build.sh" || fail "no image"
fi

# --- the image as built ------------------------------------------------------------------------------
CONFIG=$(buildah inspect --type image "$IMAGE" | jq '.Docker.config')
mapfile -t COMMAND < <(jq -r '(.Entrypoint // []) + (.Cmd // []) | .[]' <<<"$CONFIG")
mapfile -t HEALTHCHECK < <(jq -r 'if .Healthcheck.Test[0] == "CMD" then .Healthcheck.Test[1:][] else empty end' <<<"$CONFIG")
[[ $(jq -r .User <<<"$CONFIG") == node ]] || fail "the image's USER is not node"
[[ ${HEALTHCHECK[*]} == *"/api/health/"* ]] || fail "the image has no HEALTHCHECK (exec form) on /api/health/"
say "image $IMAGE: USER node, command: ${COMMAND[*]}, workdir $(jq -r .WorkingDir <<<"$CONFIG")"

# shellcheck source=scripts/container/proof-checks.sh
source "$HERE/proof-checks.sh"

# Starts the image's command in a new working container; extra arguments are `--env NAME=value`.
start_server() {
  CONTAINER=$(buildah from --pull=false "$IMAGE")
  # `docker run -v folder:/data` puts the folder where the image's VOLUME is; buildah would mount an
  # anonymous volume over it, so the working container forgets the VOLUME and gets the folder.
  buildah config --volume /data- "$CONTAINER"
  DATA=$WORK/data-$1 && shift
  mkdir -p "$DATA" && chown 1000:1000 "$DATA" && chmod 0700 "$DATA"
  PORT=$(node -e "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
  # HOST: the host network's loopback only (the image's 0.0.0.0 would open every interface of the host).
  local started=$(date +%s%N)
  buildah run --isolation=chroot --network host --volume "$DATA:/data" \
    --env HOST=127.0.0.1 --env PORT="$PORT" --env PUBLIC_URL="http://127.0.0.1:$PORT" \
    --env APP_SECRET="$(openssl rand -hex 32)" \
    --env OWNER_EMAIL=owner@proof.example --env OWNER_PASSWORD="$OWNER_PASSWORD" "$@" \
    "$CONTAINER" -- "${COMMAND[@]}" >"$WORK/server.log" 2>&1 &
  RUN_PID=$!
  until curl -fsS -o /dev/null "http://127.0.0.1:$PORT/api/health/" 2>/dev/null; do
    kill -0 "$RUN_PID" 2>/dev/null || fail "the server exited before it answered"
    (($(date +%s%N) - started < 180000000000)) || fail "no answer from /api/health/ within 180 s"
    sleep 0.1
  done
  FIRST_ANSWER_MS=$((($(date +%s%N) - started) / 1000000))
  SERVER_PID=$(ss -ltnpH "sport = :$PORT" | grep -o 'pid=[0-9]*' | head -n1 | cut -d= -f2)
  [[ -n $SERVER_PID ]] || fail "no process listens on port $PORT"
  say "listening on 127.0.0.1:$PORT, first answer after $FIRST_ANSWER_MS ms (process $SERVER_PID)"
}

# Stops it as `docker stop` does (SIGTERM), expects a clean exit, checks what it wrote, removes it.
finish_server() {
  stop_server || fail "the server did not exit cleanly on SIGTERM (status $?)"
  ok "SIGTERM: the server closed and exited with status 0"
  check_wrote_only_data
  buildah rm "$CONTAINER" >/dev/null
  CONTAINER=""
  rm -rf "$DATA"
}

OWNER_PASSWORD="Proof-$(openssl rand -hex 12)"
RESULTS=()

say "run 1: the embedded database (PGlite) in DATA_DIR=/data"
start_server pglite
check_site pglite
[[ -f $DATA/PG_VERSION ]] && ok "the embedded database lives in the mounted /data" || fail "no database in /data"
RESULTS+=("PGlite: first answer after $FIRST_ANSWER_MS ms, $RSS_MB MB resident after the checks")
finish_server

DATABASE=wegweiser_container_$(openssl rand -hex 4)
createdb "$DATABASE" || fail "could not create the database $DATABASE"
for db in $(seq 15 -1 1); do
  if [[ $(redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" -n "$db" dbsize) == 0 ]]; then REDIS_DB=$db && break; fi
done
[[ -n $REDIS_DB ]] || fail "no empty Redis database number for the proof"
say "run 2: PostgreSQL (database $DATABASE) and Redis (database $REDIS_DB)"
start_server postgres \
  --env DATABASE_URL="postgres://$PGUSER@$PGHOST:$PGPORT/$DATABASE" \
  --env REDIS_URL="redis://$REDIS_HOST:$REDIS_PORT/$REDIS_DB"
check_site postgres
check_postgres_and_redis
RESULTS+=("PostgreSQL + Redis: first answer after $FIRST_ANSWER_MS ms, $RSS_MB MB resident after the checks")
finish_server
dropdb "$DATABASE" && DATABASE=""

say "PASSED: $IMAGE ($(buildah images --format '{{.Size}}' "$IMAGE" | head -n1)) answers the site, the API and the console as uid 1000"
for line in "${RESULTS[@]}"; do say "  $line"; done
