#!/bin/sh
# Restores a dump of acolhe-backup.sh into a NEW, empty database (docs/deploy.md#restore):
#   createdb -h HOST -U postgres -O acolhe acolhe_restored
#   /opt/acolhe/deploy/backup/acolhe-restore.sh /var/backups/acolhe/acolhe-….dump postgres://acolhe:…@HOST/acolhe_restored
# then point DATABASE_URL at it (same SESSION_SECRET, REMINDER_LINK_SECRET and CLINICAL_NOTES_KEYS as
# when the dump was taken) and start the instances: they apply any migration the dump predates.
# One transaction: a restore that fails leaves the database empty, never half-filled.
# apps/api/test/postgres-backup-restore.test.ts runs this file.
set -eu
if [ "$#" -ne 2 ]; then
  echo "usage: $0 DUMP_FILE NEW_DATABASE_URL" >&2
  exit 2
fi
pg_restore --exit-on-error --single-transaction --no-owner --no-privileges --dbname="$2" "$1"
echo "Restored $1. Set DATABASE_URL to this database and start Acolhe."
