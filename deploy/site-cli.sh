#!/bin/sh
# Runs one of the site's npm scripts as the instances run: as the cobble user (run it as root or as cobble),
# with their environment file, in the current release. Examples (docs/deploy.md):
#   /srv/cobble-league/app/deploy/site-cli.sh admin -- grant "Your Discord name"
#   /srv/cobble-league/app/deploy/site-cli.sh game-keys -- create "Survival 1"
#   /srv/cobble-league/app/deploy/site-cli.sh backup -- /var/backups/cobble-league/before-upgrade.tar.gz
set -eu
app="${COBBLE_APP:-/srv/cobble-league/app}"
envfile="${COBBLE_ENV:-/etc/cobble-league/cobble-league.env}"
if [ "$(id -un)" != cobble ]; then
  exec runuser -u cobble -- env COBBLE_APP="$app" COBBLE_ENV="$envfile" "$0" "$@"
fi
set -a
. "$envfile"
set +a
cd "$app"
exec npm run --silent "$@"
