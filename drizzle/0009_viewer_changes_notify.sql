-- Each app process keeps the viewers it resolved for a few seconds (src/server/auth/viewer-cache.ts). Whatever ends a
-- session or changes who a viewer is, from any process or by hand in psql, tells every process to forget them at
-- commit. Statement triggers: one notice per statement, and PostgreSQL folds repeats within a transaction.
CREATE FUNCTION notify_viewers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('viewers_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER session_ended_notify AFTER DELETE OR UPDATE OF expires_at, user_id, token ON "session"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewers_changed();
--> statement-breakpoint
CREATE TRIGGER user_changed_notify AFTER DELETE OR UPDATE OF active, role, institution_id, email, name, email_verified ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewers_changed();
--> statement-breakpoint
CREATE TRIGGER institution_changed_notify AFTER DELETE OR UPDATE OF active, name ON "institutions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_viewers_changed();
