import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and committed; the server applies them at start with drizzle's
// runtime migrator (drizzle-kit's own migrate cannot load PGlite's pg_trgm extension).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
