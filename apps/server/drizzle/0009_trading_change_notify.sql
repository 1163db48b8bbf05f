-- The new version is also announced on channel listing_changes, so that a process holding the
-- database in memory (PGlite) learns of a change without asking for the version on every request.
CREATE OR REPLACE FUNCTION bump_listing_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  UPDATE "listing_changes" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('listing_changes', next_version::text);
  RETURN NULL;
END
$$;
