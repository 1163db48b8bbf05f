import { clusterTemplate, makeClusterTemplate } from '../db/pgliteCluster.js';

/**
 * Run by `npm run build`: makes the empty embedded cluster that new data directories start as
 * (db/pgliteCluster.ts), so that neither the server's first start nor a restore on the embedded
 * database runs PGlite's initdb and its 750 MB (docs/backup.md "Memory").
 */
const target = clusterTemplate();
await makeClusterTemplate(target);
console.log(`empty PGlite cluster at ${target}`);
