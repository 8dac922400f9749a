#!/bin/sh
# Nightly backup of Acolhe's PostgreSQL database (docs/deploy.md#backups): one pg_dump in custom
# format per run, kept KEEP_DAYS days. Run by acolhe-backup.timer with the service's env file, or by hand:
#   set -a; . /etc/acolhe/acolhe.env; set +a; /opt/acolhe/deploy/backup/acolhe-backup.sh
# The dumps hold health data: BACKUP_DIR is mode 0700 and each dump 0600. Copy them off the machine
# (rsync, restic, the host's object storage), and keep CLINICAL_NOTES_KEYS somewhere else.
# apps/api/test/postgres-backup-restore.test.ts runs this file and restores what it writes.
set -eu
: "${DATABASE_URL:?DATABASE_URL is not set (load the service env file first)}"
BACKUP_DIR="${BACKUP_DIR:-/var/backups/acolhe}"
KEEP_DAYS="${KEEP_DAYS:-14}"

umask 077
mkdir -p "$BACKUP_DIR"
chmod 700 "$BACKUP_DIR"
file="$BACKUP_DIR/acolhe-$(date -u +%Y%m%dT%H%M%SZ).dump"
# Written under another name first: a dump cut short never looks like a good one.
pg_dump --format=custom --no-owner --no-privileges --file="$file.partial" "$DATABASE_URL"
mv "$file.partial" "$file"
# Retention: dumps older than KEEP_DAYS days go (the newest always stays, whatever its age).
find "$BACKUP_DIR" -maxdepth 1 -type f -name 'acolhe-*.dump' -mtime +"$KEEP_DAYS" ! -path "$file" -delete
echo "$file"
