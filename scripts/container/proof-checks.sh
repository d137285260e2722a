# The checks of proof.sh (sourced; decision 113). They read PORT, SERVER_PID, CONTAINER, DATA,
# DATABASE, REDIS_*, OWNER_PASSWORD, HEALTHCHECK and WORK, and call ok/fail.

# GET or POST one URL of the running server: body in $WORK/body, headers in $WORK/headers; prints
# "<status> <content type>".
http() {
  curl -sS -o "$WORK/body" -D "$WORK/headers" -w '%{http_code} %{content_type}' "$@" || echo "000 none"
}
expect() { # expect <what> <status> <content type prefix> <curl arguments…>
  local what=$1 status=$2 type=$3 answer
  shift 3
  answer=$(http "$@")
  [[ $answer == "$status $type"* ]] || fail "$what: expected $status $type, got $answer"
}
cookie() { grep -i '^set-cookie:' "$WORK/headers" | grep -o "$1=[^;]*" | head -n1; }

check_site() {
  local kind=$1 base="http://127.0.0.1:$PORT" asset image title csrf token session
  expect "/api/health/" 200 application/json "$base/api/health/"
  [[ $(jq -r '.status + " " + .database' "$WORK/body") == "ok $kind" ]] ||
    fail "/api/health/ answered $(cat "$WORK/body"), not ok on $kind"
  ok "GET /api/health/ → 200 $(cat "$WORK/body")"

  expect "the home page" 200 text/html "$base/"
  grep -q '<html lang="de"' "$WORK/body" && grep -q 'Wegweiser' "$WORK/body" ||
    fail "the home page is not the site's German page"
  asset=$(grep -o '/assets/entry-client-[^"'"'"' ]*\.js' "$WORK/body" | head -n1 || true)
  [[ -n $asset ]] || fail "the home page names no entry script"
  ok "GET / → 200 text/html: $(grep -o '<title>[^<]*' "$WORK/body" | cut -c8-)"
  expect "the page's script $asset" 200 application/javascript "$base$asset"
  # A picture variant the server makes with sharp (native code in the image) on first request.
  image=/media/img/640/seed/share-image.png.avif
  expect "the picture variant $image" 200 image/avif "$base$image"
  ok "GET $asset → 200 application/javascript, GET $image → 200 image/avif (made by sharp)"

  expect "/api/services/" 200 application/json "$base/api/services/"
  [[ $(jq '.results | length' "$WORK/body") -gt 0 ]] ||
    fail "/api/services/ listed no service"
  ok "GET /api/services/ → 200 application/json, $(jq '.results | length' "$WORK/body") services"

  expect "the console" 200 text/html "$base/admin/"
  title=$(grep -o '<title>[^<]*' "$WORK/body" | cut -c8- || true)
  [[ -n $title ]] || fail "the console's page has no title"
  asset=$(grep -o 'src="/admin/assets/[^"]*\.js"' "$WORK/body" | head -n1 | cut -d'"' -f2 || true)
  [[ -n $asset ]] || fail "the console's page names no script"
  expect "the console's script $asset" 200 application/javascript "$base$asset"
  ok "GET /admin/ → 200 text/html ($title), GET $asset → 200"

  # A sign-in as the console does it: the CSRF token, then email and password (argon2 in the image).
  expect "/api/csrf/" 200 application/json "$base/api/csrf/"
  csrf=$(cookie csrftoken) token=$(jq -r .csrftoken "$WORK/body")
  expect "the sign-in" 200 application/json -X POST "$base/api/admin/auth/login/" \
    -H 'content-type: application/json' -H "x-csrftoken: $token" -H "cookie: $csrf" -H "origin: $base" \
    --data "{\"email\":\"owner@proof.example\",\"password\":\"$OWNER_PASSWORD\"}"
  session=$(grep -i '^set-cookie:' "$WORK/headers" | grep -vi 'csrftoken' | head -n1 | cut -d' ' -f2 | cut -d';' -f1)
  [[ -n $session ]] || fail "the sign-in set no session cookie"
  expect "the signed-in owner" 200 application/json "$base/api/admin/auth/me/" -H "cookie: $csrf; $session"
  grep -q 'owner@proof.example' "$WORK/body" || fail "/api/admin/auth/me/ does not name the owner"
  ok "POST /api/admin/auth/login/ → 200 and a session; GET /api/admin/auth/me/ → 200, the owner"

  # The image's HEALTHCHECK command, run in the container as Docker runs it (with the run's PORT).
  buildah run --isolation=chroot --network host --env PORT="$PORT" "$CONTAINER" -- "${HEALTHCHECK[@]}" ||
    fail "the image's HEALTHCHECK command reported unhealthy"
  ok "the image's HEALTHCHECK command: healthy (exit 0)"

  check_user
  check_not_writable
}

# The listening process: uid and gid 1000 (the image's node), inside the working container's root.
check_user() {
  local root ids
  ids=$(awk '/^(Uid|Gid):/ { $1 = ""; printf "%s;", $0 }' "/proc/$SERVER_PID/status")
  [[ $ids == " 1000 1000 1000 1000; 1000 1000 1000 1000;" ]] || fail "the server runs with uid/gid $ids, not 1000"
  root=$(readlink "/proc/$SERVER_PID/root")
  [[ $root != / && $(readlink "/proc/$SERVER_PID/exe") == "$root/usr/local/bin/node" ]] ||
    fail "the server is not the image's node (root $root)"
  [[ $(readlink "/proc/$SERVER_PID/cwd") == "$root/app" ]] || fail "the server does not run in /app"
  ok "process $SERVER_PID: uid 1000 gid 1000 (node), the image's /usr/local/bin/node in /app, root $root"
  RSS_MB=$(($(awk '/^VmRSS:/ { print $2 }' "/proc/$SERVER_PID/status") / 1024))
}

# As the image's user: /app and the system are not writable; the only writable places are /data,
# the temporary folders and the user's home.
check_not_writable() {
  local out
  out=$(buildah run --isolation=chroot "$CONTAINER" -- sh -c '
    for path in /app/probe /app/apps/server/dist/probe /app/node_modules/probe /usr/local/bin/probe /etc/probe /probe; do
      touch "$path" 2>/dev/null && echo "WROTE $path"
    done
    touch /data/probe && rm /data/probe || echo "DATA NOT WRITABLE"
    find / -xdev \( -path /proc -o -path /sys -o -path /dev \) -prune -o -writable -print 2>/dev/null |
      grep -Ev "^/(data|tmp|var/tmp|var/lock|run/lock|home/node)(/|$)" | sed "s/^/WRITABLE /"
    echo "id=$(id -u):$(id -g)"') || fail "the write probe did not run"
  [[ $out == "id=1000:1000" ]] || fail "as the image's user: $(tr '\n' ' ' <<<"$out")"
  ok "as uid 1000: /app, /usr, /etc and / refuse writes; writable only /data, /tmp, /var/tmp, /run/lock, /home/node"
}

# The working container's own layer after the run: nothing but buildah's marker (/run/.containerenv)
# and the mount point /data (the files below it went to the mounted folder).
check_wrote_only_data() {
  local merged upper written
  merged=$(buildah mount "$CONTAINER")
  upper=$(findmnt -no OPTIONS "$merged" | tr ',' '\n' | sed -n 's/^upperdir=//p')
  [[ -d $upper ]] || fail "no upper layer for $merged"
  written=$(cd "$upper" && find . -mindepth 1 ! -path ./run ! -path ./run/.containerenv ! -path ./data | head -n 20)
  buildah umount "$CONTAINER" >/dev/null
  [[ -z $written ]] || fail "the run changed the image's files outside /data: $(tr '\n' ' ' <<<"$written")"
  ok "the run changed no file of the image outside /data (its layer holds only buildah's /run/.containerenv)"
}

check_postgres_and_redis() {
  local tables keys feed
  tables=$(psql -d "$DATABASE" -Atc "select count(*) from information_schema.tables where table_schema = 'public'")
  [[ $tables -gt 0 ]] || fail "the server made no tables in $DATABASE"
  ok "PostgreSQL: $tables tables migrated and seeded in $DATABASE"
  ss -tnpH "dport = :$REDIS_PORT" | grep -q "pid=$SERVER_PID," || fail "the server holds no Redis connection"
  # A rate-limited GET (the calendar feed, an unknown address: 404) counts in Redis.
  feed=$(openssl rand -hex 32 | cut -c1-43)
  expect "the calendar feed" 404 application/json "http://127.0.0.1:$PORT/api/booking/calendar/$feed.ics"
  keys=$(redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" -n "$REDIS_DB" --scan --pattern 'wegweiser-rl:*' | wc -l)
  [[ $keys -gt 0 ]] || fail "no rate-limit counter in Redis database $REDIS_DB"
  ok "Redis: connected, and a rate-limited GET counted in database $REDIS_DB ($keys key(s))"
  [[ -f $DATA/content-snapshot.json ]] && ok "the content snapshot is in the mounted /data"
  return 0
}
