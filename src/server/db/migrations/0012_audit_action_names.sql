-- The glossary's name for a permanent delete (docs/glossary.md): entries written before keep their meaning.
UPDATE "audit_log" SET "action" = 'account.delete-permanently' WHERE "action" = 'account.purge';
