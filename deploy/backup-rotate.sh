#!/bin/sh
# Takes one backup with `npm run backup` into BACKUP_DIR, then deletes all but the newest BACKUP_KEEP.
# Run by cobble-league-backup.service; the backup reads the same settings as the site (DATABASE_URL, DATA_DIR).
set -eu
dir="${BACKUP_DIR:-/var/backups/cobble-league}"
keep="${BACKUP_KEEP:-14}"
file="$dir/cobble-league-$(date -u +%Y%m%dT%H%M%SZ).tar.gz"

npm run --silent backup -- "$file"
echo "backup written: $file ($(du -h "$file" | cut -f1))"

# Names sort by time; a failed run above exits before anything is deleted.
ls -1 "$dir"/cobble-league-*.tar.gz | sort -r | tail -n +"$((keep + 1))" | while read -r old; do
  rm -rf -- "$old"
  echo "old backup removed: $old"
done
