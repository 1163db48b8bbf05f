/**
 * The one Drizzle schema, for PGlite and PostgreSQL alike. Feature tables live in their own
 * files and are re-exported here so that drizzle-kit sees them all.
 */
export * from './schema/system.js';
export * from './schema/accounts.js';
export * from './schema/console.js';
export * from './schema/uploads.js';
export * from './schema/enterprises.js';
export * from './schema/trading.js';
export * from './schema/content.js';
export * from './schema/certification.js';
export * from './schema/pilot.js';
export * from './schema/messages.js';
export * from './schema/bidding.js';
export * from './schema/operations.js';
