import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { zones } from '../../../db/schema.js';
import { seedWhenEmpty } from '../../../db/seed/index.js';
import { PILOT_ZONE_NAMES } from '../../../test/pilotZoneNames.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

describe('the pilot zones as reference data', () => {
  it('reach a database seeded before they existed, and never overwrite a zone staff edited', async () => {
    await t.db.delete(zones);
    expect(await seedWhenEmpty(t.db, { demo: false })).toBe(false);
    const names = await t.db.select({ name: zones.name }).from(zones).orderBy(asc(zones.sort), asc(zones.id));
    expect(names.map((row) => row.name)).toEqual(PILOT_ZONE_NAMES);

    await t.db.update(zones).set({ name: '果洛藏族自治州' });
    await seedWhenEmpty(t.db, { demo: false });
    expect(await t.db.$count(zones)).toBe(8);
  });
});
