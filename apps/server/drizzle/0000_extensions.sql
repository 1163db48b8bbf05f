-- pg_trgm backs the GIN indexes that make Chinese substring search (ILIKE '%关键词%') fast.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
