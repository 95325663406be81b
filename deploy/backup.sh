#!/bin/sh
# A scheduled backup with rotation (docs/operations.md#scheduled-backups): one backup of the
# database into BACKUP_DIR (a consistent online copy of SQLite, or pg_dump with DATABASE_URL),
# then all but the newest BACKUP_KEEP backups there are deleted. Run it in the project folder
# with the server's environment; deploy/pharma-site-backup.timer runs it daily.
set -eu
: "${BACKUP_DIR:?set BACKUP_DIR to the folder that keeps the backups}"
keep="${BACKUP_KEEP:-14}"
# Backups hold personal data: readable by this user only.
umask 077
mkdir -p "$BACKUP_DIR"
suffix=db
[ -n "${DATABASE_URL:-}" ] && suffix=dump
node scripts/node-guard.cjs node --import tsx scripts/backup.ts backup \
  "$BACKUP_DIR/site-$(date -u +%Y%m%dT%H%M%SZ).$suffix"
# The names sort by time: all but the newest $keep go.
ls -1 "$BACKUP_DIR" | grep -E '^site-[0-9]{8}T[0-9]{6}Z\.(db|dump)$' | sort | head -n "-$keep" |
  while read -r old; do
    rm -f -- "$BACKUP_DIR/$old"
    echo "Deleted the old backup $old"
  done
