#!/usr/bin/env bash
# Builds the repository's Dockerfile with buildah as `wegweiser:latest` (decision 113):
#   buildah bud --isolation=chroot --format docker -t wegweiser:latest .
# `--format docker` keeps the Dockerfile's HEALTHCHECK (the OCI format has no place for it).
# Prints the build's wall time and the image's size; the full log goes to BUILD_LOG.
#
# A machine whose TLS traffic passes a proxy with its own certificate authority (this one) gives npm
# inside the build the CA file the machine's own npm uses (`npm config get cafile`, else
# NODE_EXTRA_CA_CERTS; BUILD_CA_FILE overrides, BUILD_CA_FILE=none turns it off), through a temporary
# folder mounted at /root, the build's home, during the RUN steps only: nothing of it reaches an
# image layer. Needs root and buildah; the base image (scripts/container/stand-in-base.sh) must exist.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
IMAGE=${IMAGE:-wegweiser:latest}
BUILD_LOG=${BUILD_LOG:-/var/tmp/wegweiser-build.log}
say() { printf 'build: %s\n' "$*"; }
fail() {
  printf 'build: FAILED: %s\n' "$*" >&2
  exit 1
}

[[ $(id -u) -eq 0 ]] || fail "run as root (buildah builds as root here)"
command -v buildah >/dev/null || fail "buildah is missing (apt-get install -y buildah)"

# The CA file npm trusts on this machine, if any.
ca_file() {
  local file=${BUILD_CA_FILE:-}
  if [[ -z $file ]] && command -v npm >/dev/null; then file=$(npm config get cafile 2>/dev/null || true); fi
  [[ $file == null || $file == undefined ]] && file=""
  file=${file:-${NODE_EXTRA_CA_CERTS:-}}
  [[ $file == none ]] && file=""
  if [[ -n $file && ! -f $file ]]; then fail "the CA file $file does not exist"; fi
  printf '%s' "$file"
}

ARGS=(--isolation=chroot --format docker -t "$IMAGE")
CA=$(ca_file)
if [[ -n $CA ]]; then
  BUILD_HOME=$(mktemp -d /var/tmp/wegweiser-build-home.XXXXXX)
  trap 'rm -rf "$BUILD_HOME"' EXIT
  cp "$CA" "$BUILD_HOME/build-ca.pem"
  printf 'cafile=/root/build-ca.pem\n' >"$BUILD_HOME/.npmrc"
  ARGS+=(--volume "$BUILD_HOME:/root")
  say "npm in the build trusts $CA (mounted at /root for the RUN steps only)"
fi

PREVIOUS=$(buildah inspect --type image --format '{{.FromImageID}}' "$IMAGE" 2>/dev/null || true)
say "buildah bud ${ARGS[*]} $REPO (log: $BUILD_LOG)"
START=$(date +%s%N)
if ! buildah bud "${ARGS[@]}" "$REPO" >"$BUILD_LOG" 2>&1; then
  tail -n 15 "$BUILD_LOG" >&2
  fail "the image did not build (log: $BUILD_LOG)"
fi
SECONDS_TAKEN=$(((($(date +%s%N) - START) / 1000000 + 500) / 1000))
SIZE=$(buildah images --format '{{.Size}}' "$IMAGE" | head -n1)
say "built $IMAGE in ${SECONDS_TAKEN} s, image size $SIZE"
# The image it replaces, now nameless.
if [[ -n $PREVIOUS && $PREVIOUS != $(buildah inspect --type image --format '{{.FromImageID}}' "$IMAGE") ]]; then
  buildah rmi "$PREVIOUS" >/dev/null 2>&1 && say "removed the previous ${PREVIOUS:0:12}" || true
fi
