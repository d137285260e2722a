#!/usr/bin/env bash
# A stand-in for the Dockerfile's base image `node:20-bookworm-slim` (decision 113), made on this
# machine because no registry can be pulled from here: a Debian bookworm root from
# `debootstrap --variant=minbase` (the machine's configured Debian mirror) plus the machine's
# Node.js 20 and npm at the official image's places (/usr/local/bin, /usr/local/lib/node_modules),
# the user `node` (uid 1000, gid 1000, home /home/node) and the official image's entrypoint and CMD,
# committed with buildah as `node:20-bookworm-slim`.
#
#   sudo bash scripts/container/stand-in-base.sh          # makes it when missing
#   sudo FORCE=1 bash scripts/container/stand-in-base.sh  # makes it again
#   MIRROR=http://deb.debian.org/debian                   # another Debian mirror
#
# Idempotent: an existing image of that name is kept unless FORCE=1. Needs root, buildah, debootstrap.
set -euo pipefail

IMAGE=node:20-bookworm-slim
# Node's major version and Debian's suite, from the name: node:<major>-<suite>-slim.
MAJOR=${IMAGE#node:} && MAJOR=${MAJOR%%-*}
SUITE=${IMAGE#node:*-} && SUITE=${SUITE%-slim}
CACHE_DIR=${STAND_IN_CACHE:-/var/cache/wegweiser-stand-in-base}
say() { printf 'stand-in-base: %s\n' "$*"; }
fail() {
  printf 'stand-in-base: FAILED: %s\n' "$*" >&2
  exit 1
}

[[ $(id -u) -eq 0 ]] || fail "run as root (debootstrap and buildah need it)"
for tool in buildah debootstrap node; do
  command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install -y buildah debootstrap; Node.js 20)"
done

PREVIOUS=$(buildah inspect --type image --format '{{.FromImageID}}' "$IMAGE" 2>/dev/null || true)
if [[ ${FORCE:-0} != 1 && -n $PREVIOUS ]]; then
  say "$IMAGE exists already (${PREVIOUS:0:12}); FORCE=1 makes it again"
  exit 0
fi

# --- what goes in: the machine's Node.js 20 and npm ----------------------------------------------
NODE_BIN=$(readlink -f "$(command -v node)")
NODE_VERSION=$("$NODE_BIN" --version)
[[ $NODE_VERSION == "v$MAJOR".* ]] || fail "the machine's node is $NODE_VERSION; the image's name promises Node.js $MAJOR"
NODE_MODULES=$(dirname "$(dirname "$NODE_BIN")")/lib/node_modules
[[ -f $NODE_MODULES/npm/bin/npm-cli.js ]] || fail "npm not found beside node (looked in $NODE_MODULES/npm)"

# --- the Debian mirror: MIRROR, else the machine's apt sources --------------------------------------
mirror_from_apt() {
  local file
  for file in /etc/apt/sources.list.d/*.sources; do
    [[ -f $file ]] || continue
    # deb822: the URIs of the first paragraph whose Suites name bookworm.
    awk -v suite="$SUITE" '
      /^$/ { if (uris && hit) { print uris; exit } uris = ""; hit = 0; next }
      $1 == "URIs:" { uris = $2 }
      $1 == "Suites:" { for (i = 2; i <= NF; i++) if ($i == suite) hit = 1 }
      END { if (uris && hit) print uris }' "$file"
  done
  for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [[ -f $file ]] || continue
    awk -v suite="$SUITE" '$1 == "deb" && $3 == suite { print $2 }' "$file"
  done
}
MIRROR=${MIRROR:-$(mirror_from_apt | head -n1)}
[[ -n $MIRROR ]] || fail "no Debian mirror for $SUITE in /etc/apt/sources.list*; set MIRROR"

STARTED=$(date +%s)
WORK=$(mktemp -d /var/tmp/stand-in-base.XXXXXX)
CONTAINER=""
cleanup() {
  if [[ -n $CONTAINER ]]; then
    buildah umount "$CONTAINER" >/dev/null 2>&1 || true
    buildah rm "$CONTAINER" >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT
ROOT=$WORK/root

say "debootstrap --variant=minbase $SUITE from $MIRROR (packages cached in $CACHE_DIR)"
mkdir -p "$CACHE_DIR"
debootstrap --variant=minbase --cache-dir="$CACHE_DIR" "$SUITE" "$ROOT" "$MIRROR" >"$WORK/debootstrap.log" 2>&1 ||
  fail "debootstrap failed; its last lines: $(tail -n 5 "$WORK/debootstrap.log")"

say "Node.js $NODE_VERSION and npm $("$NODE_BIN" "$NODE_MODULES/npm/bin/npm-cli.js" --version) at /usr/local, as in the official image"
install -D -m 0755 "$NODE_BIN" "$ROOT/usr/local/bin/node"
mkdir -p "$ROOT/usr/local/lib/node_modules"
cp -a "$NODE_MODULES/npm" "$ROOT/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOT/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOT/usr/local/bin/npx"
if [[ -d $NODE_MODULES/corepack ]]; then
  cp -a "$NODE_MODULES/corepack" "$ROOT/usr/local/lib/node_modules/corepack"
  ln -sf ../lib/node_modules/corepack/dist/corepack.js "$ROOT/usr/local/bin/corepack"
fi
# Every shared library node links against must be in the root (minbase brings libstdc++ with apt).
while read -r lib; do
  [[ -e $ROOT$lib ]] || fail "the root lacks $lib, which node needs"
done < <(ldd "$NODE_BIN" | grep -o '/[^ ]*' | grep -v '^/.*vdso')
chroot "$ROOT" /usr/bin/env -i /usr/local/bin/node -e 'process.exit(0)' || fail "node does not start inside the root"

say "user node (uid 1000, gid 1000, /home/node), the official entrypoint"
chroot "$ROOT" groupadd --gid 1000 node
chroot "$ROOT" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
# The official image's docker-entrypoint.sh: runs node when the first argument is not a command.
cat >"$ROOT/usr/local/bin/docker-entrypoint.sh" <<'EOF'
#!/bin/sh
set -e
if [ "${1#-}" != "${1}" ] || [ -z "$(command -v "${1}")" ] || { [ -f "${1}" ] && ! [ -x "${1}" ]; }; then
  set -- node "$@"
fi
exec "$@"
EOF
chmod 0755 "$ROOT/usr/local/bin/docker-entrypoint.sh"

# What a slim image does not carry: apt's package lists and downloaded packages.
rm -rf "$ROOT"/var/lib/apt/lists/* "$ROOT"/var/cache/apt/*.bin "$ROOT"/var/cache/apt/archives/*.deb

say "committing the root as $IMAGE"
CONTAINER=$(buildah from scratch)
MOUNT=$(buildah mount "$CONTAINER")
cp -a "$ROOT/." "$MOUNT/"
buildah umount "$CONTAINER" >/dev/null
buildah config \
  --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
  --env NODE_VERSION="${NODE_VERSION#v}" \
  --entrypoint '["docker-entrypoint.sh"]' \
  --cmd '["node"]' \
  --os linux --arch amd64 \
  --label org.opencontainers.image.description="Stand-in for node:20-bookworm-slim: debootstrap minbase $SUITE + this machine's Node.js $NODE_VERSION (decision 113)" \
  "$CONTAINER"
buildah commit --quiet --rm "$CONTAINER" "$IMAGE" >/dev/null
CONTAINER=""
# The image it replaces, now nameless (images built on it keep their layers).
if [[ -n $PREVIOUS ]] && buildah rmi "$PREVIOUS" >/dev/null 2>&1; then say "removed the previous ${PREVIOUS:0:12}"; fi
say "done in $(($(date +%s) - STARTED)) s: $IMAGE, $(buildah images --format '{{.Size}}' "$IMAGE" | head -n1)"
