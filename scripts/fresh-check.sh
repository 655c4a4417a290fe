#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# make fresh-check: the README's two commands as a newcomer runs them, on a stock Debian 12
# (bookworm) with nothing installed by hand. Slow (it installs every tool, twice), so not
# part of make test; run it before a change to what gets installed lands (docs/install.md).
#
# 1. mmdebstrap (Debian's package) makes a minimal bookworm root, once, as a tarball: apt,
#    git, make, Debian's python3 and python3-pip, ca-certificates.
# 2. For each account asked for, a fresh copy of that root: root itself, and `newcomer`, a
#    user with sudo (apt-get only goes through sudo). The current commit is cloned into the
#    account's home, and there, timed step by step:
#      make sim                    from a fresh clone: install-deps.sh, the build, the run
#      make test                   in the same clone
#      rm -rf build; make test     from clean, with the tools installed: at most
#                                  FRESH_LIMIT seconds (default 600), or the check fails
#      make test-long              the long tests, with what make deps installed
# 3. A table of (account, step, seconds, result), printed and written to DIR/report.md.
#
# The root reaches the package registries as this machine does and sees nothing else of
# it: the apt sources and the apt settings that say how to fetch (Acquire::), pip's
# configuration file and PIP_* environment, the certificate authorities added locally
# (/usr/local/share/ca-certificates) and the proxy variables; /proc, /dev, /dev/shm and a
# resolv.conf are mounted or copied. Everything runs in a mount namespace of its own
# (unshare), so that no mount outlives the run or reaches this machine's tree. Needs root.
#
# Usage: scripts/fresh-check.sh [--as root|user|both] [--dir DIR] [--keep] [--deps-only]
#   --as         which accounts (default both)
#   --deps-only  one step instead of four: make deps (the installation alone, a few minutes)
#   --dir   work folder (default build-fresh, beside build/: make clean keeps it)
#   --keep  keep the roots after the run (default: removed, the tarball kept)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

who=both
dir=build-fresh
keep=0
deps_only=0
while [ $# -gt 0 ]; do
  case $1 in
    --as) who=${2:?--as root|user|both}; shift 2 ;;
    --dir) dir=${2:?--dir DIR}; shift 2 ;;
    --keep) keep=1; shift ;;
    --deps-only) deps_only=1; shift ;;
    -h|--help) awk 'NR > 2 && /^#/ { sub(/^# ?/, ""); print; next } NR > 2 { exit }' "$0"; exit 0 ;;
    *) echo "fresh-check: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
done
case $who in
  root) accounts=(root) ;;
  user) accounts=(newcomer) ;;
  both) accounts=(root newcomer) ;;
  *) echo "fresh-check: --as: want root, user or both, got '$who'" >&2; exit 2 ;;
esac
limit=${FRESH_LIMIT:-600}
[ "$(id -u)" -eq 0 ] || { echo "fresh-check: needs root (mmdebstrap, chroot, mounts)" >&2; exit 1; }
for tool in mmdebstrap unshare chroot; do
  command -v "$tool" >/dev/null || { echo "fresh-check: no $tool (apt-get install mmdebstrap)" >&2; exit 1; }
done

mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
commit=$(git rev-parse HEAD)
[ -z "$(git status --porcelain --untracked-files=no)" ] ||
  echo "fresh-check: note: uncommitted changes are not checked, only commit ${commit:0:12}"
rows=()
fail=0
log() { echo "fresh-check: $*"; }
row() { rows+=("| $1 | $2 | $3 | $4 |"); }

# --- 1. the base root --------------------------------------------------------------------
base=$dir/bookworm-base.tar
sources=/etc/apt/sources.list.d/debian.sources
[ -f "$sources" ] || sources=/etc/apt/sources.list
if [ ! -f "$base" ]; then
  log "mmdebstrap bookworm (apt, git, make, python3, python3-pip, ca-certificates) from $sources ..."
  t0=$SECONDS
  # --format: mmdebstrap takes the format from the name's extension, and .part has none
  # (it would make a directory).
  mmdebstrap --variant=apt --format=tar --include=git,make,python3,python3-pip,ca-certificates \
    bookworm "$base.part" "$sources" > "$dir/mmdebstrap.log" 2>&1 ||
    { tail -20 "$dir/mmdebstrap.log"; log "mmdebstrap failed (log: $dir/mmdebstrap.log)"; exit 1; }
  mv "$base.part" "$base"
  row - "mmdebstrap: the base root" $((SECONDS - t0)) ok
else
  log "the base root: $base (delete it to make it anew)"
fi

# The environment of a step: a login's own, plus how to reach the registries.
step_env=(HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 TERM=dumb)
# A setting that names a file of this machine is left out (PIP_FIND_LINKS to a local wheel
# folder, say), but for the certificate bundles, which prepare() puts in the root.
certs=()
while IFS='=' read -r name _; do
  case $name in
    PIP_*|http_proxy|https_proxy|no_proxy|HTTP_PROXY|HTTPS_PROXY|NO_PROXY|SSL_CERT_FILE|SSL_CERT_DIR|REQUESTS_CA_BUNDLE)
      value=${!name}
      case $name:$value in
        PIP_CERT:/*|SSL_CERT_FILE:/*|REQUESTS_CA_BUNDLE:/*) certs+=("$value") ;;
        SSL_CERT_DIR:/*) ;;
        *:/*) log "leaves out $name (a path of this machine)"; continue ;;
      esac
      step_env+=("$name=$value") ;;
  esac
done < <(env)

# home_of ACCOUNT: its home folder in the root.
home_of() { if [ "$1" = root ]; then echo /root; else echo "/home/$1"; fi; }

# prepare ROOT ACCOUNT: what the registries need, the account, the clone.
prepare() {
  local r=$1 account=$2 home f
  tar -C "$r" -xf "$base"
  cp /etc/resolv.conf "$r/etc/resolv.conf"
  printf '127.0.0.1 localhost\n127.0.1.1 %s\n' "$(hostname)" > "$r/etc/hosts"
  for f in /etc/apt/apt.conf.d/*; do
    grep -q 'Acquire::' "$f" 2>/dev/null && cp "$f" "$r/etc/apt/apt.conf.d/"
  done
  for f in /etc/pip.conf /etc/xdg/pip/pip.conf; do
    [ -f "$f" ] && mkdir -p "$r$(dirname "$f")" && cp "$f" "$r$f"
  done
  if compgen -G "/usr/local/share/ca-certificates/*" >/dev/null; then
    cp -r /usr/local/share/ca-certificates/. "$r/usr/local/share/ca-certificates/"
    chroot "$r" update-ca-certificates >/dev/null 2>&1
  fi
  # A bundle named by pip's or Python's settings that the root does not have: copied.
  for f in "${certs[@]}"; do
    [ -e "$r$f" ] || { mkdir -p "$r$(dirname "$f")"; cp "$f" "$r$f"; }
  done
  home=$(home_of "$account")
  if [ "$account" != root ]; then
    in_root "$r" root apt-get update -q > /dev/null
    in_root "$r" root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends sudo > /dev/null
    chroot "$r" useradd -m -s /bin/bash "$account"
    echo "$account ALL=(ALL) NOPASSWD:ALL" > "$r/etc/sudoers.d/$account"
    chmod 440 "$r/etc/sudoers.d/$account"
  fi
  git clone -q --no-hardlinks "$repo" "$r$home/xlane"
  git -C "$r$home/xlane" checkout -q "$commit"
  chroot "$r" chown -R "$account:$account" "$home/xlane"
}

# in_root ROOT ACCOUNT COMMAND...: COMMAND in ROOT as ACCOUNT, with /proc, /dev and
# /dev/shm mounted in a mount namespace of its own.
in_root() {
  local r=$1 account=$2 home
  shift 2
  home=$(home_of "$account")
  local envs=("${step_env[@]}")
  envs[0]=HOME=$home
  unshare --mount --propagation private bash -c '
    r=$1; shift
    mount -t proc proc "$r/proc"
    mount --rbind /dev "$r/dev"
    mount --make-rslave "$r/dev"
    mount -t tmpfs -o mode=1777 shm "$r/dev/shm"
    exec "$@"' _ "$r" chroot --userspec="$account:$account" "$r" env -i "${envs[@]}" "$@"
}

# timed ACCOUNT ROOT STEP LIMIT COMMAND: one step, logged, timed, in the clone.
timed() {
  local account=$1 r=$2 step=$3 max=$4 home t0 secs result=ok
  shift 4
  home=$(home_of "$account")
  local logf=$dir/$account.$(tr -c 'a-z0-9' '_' <<<"$step" | sed 's/_*$//').log
  log "[$account] $step ... (log: $logf)"
  t0=$(date +%s.%N)
  in_root "$r" "$account" bash -c "cd $home/xlane && $*" > "$logf" 2>&1 || result=FAIL
  secs=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }')
  if [ $result = ok ] && [ "$max" -gt 0 ] && [ "$secs" -gt "$max" ]; then
    result="FAIL: over $max s"
  fi
  [ "$result" = ok ] || { fail=1; tail -15 "$logf"; }
  log "[$account] $step: $result in $secs s"
  row "$account" "$step" "$secs" "$result"
  [ "$result" = ok ]
}

for account in "${accounts[@]}"; do
  r=$dir/root-$account
  rm -rf "$r"
  mkdir -p "$r"
  t0=$SECONDS
  prepare "$r" "$account"
  row "$account" "copy of the root, account, clone of ${commit:0:12}" $((SECONDS - t0)) ok
  if [ $deps_only = 1 ]; then
    timed "$account" "$r" "make deps (fresh clone)" 0 make deps &&
      timed "$account" "$r" "make deps again: nothing to do" 0 "make deps | grep -q 'install-deps: all present'" || true
    [ $keep = 1 ] || rm -rf "$r"
    continue
  fi
  timed "$account" "$r" "make sim (fresh clone, tools included)" 0 make sim &&
    timed "$account" "$r" "make test" 0 make test &&
    timed "$account" "$r" "make test after rm -rf build" "$limit" "rm -rf build && make test" &&
    timed "$account" "$r" "make test-long" 0 make test-long || true
  grep -hE '^install-deps: (.*apt-get install|pip install|.*python3 -m venv)' "$dir/$account".make_sim*.log |
    sed "s/^/fresh-check: [$account] /" || true
  [ $keep = 1 ] || rm -rf "$r"
done

{
  echo "# make fresh-check"
  echo
  echo "Commit ${commit:0:12}, on $(nproc) cores; a fresh Debian 12 root per account (scripts/fresh-check.sh)."
  echo
  echo "| account | step | s | result |"
  echo "|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
} > "$dir/report.md"
echo
cat "$dir/report.md"
[ $fail -eq 0 ]
