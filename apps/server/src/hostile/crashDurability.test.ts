import { asc } from 'drizzle-orm';
import { API } from '@jhy/contract';
import { describe, expect, it } from 'vitest';
import { certificationApplications } from '../db/schema.js';
import { FIXED_TEST_CODES, randomIp, randomMobile } from '../test/portalUsers.js';
import { DATA_ENGINE, suiteServerData } from '../test/serverData.js';
import { postJson as post, stopServer } from '../test/serverProcess.js';

/**
 * Crash durability (docs/security.md "Crash durability"): a real server is killed with SIGKILL while
 * 100 writes are in flight, started again on the same data, and every write it acknowledged must be
 * there whole. On PGlite (the data directory), or on PostgreSQL when TEST_DATABASE_URL is set.
 * CRASH_ROUNDS (default 2) rounds; each writes 100 applications at once and kills the server once a
 * third of them are acknowledged.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 2);
const WRITES = 100;

const data = suiteServerData('jhy-crash-');

/** Registers and logs in over HTTP, each step from its own address (X-Forwarded-For from loopback). */
async function portalToken(base: string): Promise<string> {
  const mobile = randomMobile();
  const ip = randomIp();
  const withCaptcha = async (url: string, body: Record<string, unknown>) => {
    const captcha = await fetch(`${base}${API.captcha}`, { headers: { 'x-forwarded-for': ip } });
    const cookie = (captcha.headers.get('set-cookie') ?? '').split(';')[0]!;
    const res = await post(
      base,
      url,
      { ...body, code: FIXED_TEST_CODES.TEST_FIXED_CAPTCHA },
      { cookie, 'x-forwarded-for': ip },
    );
    if (res.json.code !== 200) throw new Error(`${url}: ${JSON.stringify(res.json)}`);
    return res.json;
  };
  await withCaptcha(API.sendSms, { mobile_type: 'reg', mobile });
  const password = 'green2024';
  await withCaptcha(API.register, {
    mobile,
    verification_code: FIXED_TEST_CODES.TEST_FIXED_SMS_CODE,
    password,
    confirmpwd: password,
  });
  const login = await withCaptcha(API.login, { mobile, password });
  return (login.data.userinfo as { token: string }).token;
}

const application = (round: number, index: number) => ({
  company_name: '果洛雪域牦牛乳业有限公司',
  credit_code: '91632600MA7K3QW8PJ',
  product_name: `第${round}轮-${index}号`,
  type: '200,203',
  other: '',
  contact_name: '才让',
  contact_phone: '13897451234',
  contact_address: `青海省果洛州玛沁县大武镇雪域路 ${index} 号`,
  area_code: '63/6326/632621',
});

describe(`crash durability (${DATA_ENGINE})`, () => {
  it(`keeps every acknowledged write through ${ROUNDS} SIGKILLs during ${WRITES} concurrent writes`, async () => {
    const acknowledged = new Map<number, ReturnType<typeof application>>();
    const figures: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const server = await data.start(FIXED_TEST_CODES);
      const token = await portalToken(server.url);
      let answered = 0;
      let killed = false;
      const base = server.url;
      const child = server.child;
      const writes = Array.from({ length: WRITES }, async (_, index) => {
        const body = application(round, index);
        try {
          const res = await post(base, API.certApply, body, { token, 'x-forwarded-for': randomIp() });
          if (res.json.code === 200 && typeof res.json.data.id === 'number') acknowledged.set(res.json.data.id, body);
        } catch {
          // The connection died with the server: not acknowledged, so nothing is owed.
        }
        answered += 1;
        if (!killed && answered >= WRITES / 3) {
          killed = true;
          child.kill('SIGKILL');
        }
      });
      await Promise.all(writes);
      const exit = await server.exited;
      figures.push(`round ${round}: killed by ${exit.signal}, ${acknowledged.size} acknowledged so far`);
      expect(exit.signal).toBe('SIGKILL');
    }
    // Start once more on the same data (a restart after kill -9 recovers), then stop it cleanly and read.
    await stopServer(await data.start(FIXED_TEST_CODES));
    await data.open(async (opened) => {
      const rows = await opened.db.select().from(certificationApplications).orderBy(asc(certificationApplications.id));
      const byId = new Map(rows.map((row) => [row.id, row]));
      let lost = 0;
      for (const [id, sent] of acknowledged) {
        const row = byId.get(id);
        if (!row) {
          lost += 1;
          continue;
        }
        // Whole: every field as sent, nothing half-written.
        expect(row).toMatchObject({
          productName: sent.product_name,
          contactAddress: sent.contact_address,
          companyName: sent.company_name,
        });
      }
      // Rows whose answer never came (in flight at the kill) are whole too, or absent.
      for (const row of rows) {
        const [, round, index] = /^第(\d+)轮-(\d+)号$/.exec(row.productName) ?? [];
        expect(row.contactAddress, row.productName).toBe(application(Number(round), Number(index)).contact_address);
      }
      console.info(
        `crash durability (${DATA_ENGINE}): ${ROUNDS} kill rounds, ${acknowledged.size} writes acknowledged, ` +
          `${rows.length} rows found, ${lost} acknowledged writes lost\n  ${figures.join('\n  ')}`,
      );
      expect(lost).toBe(0);
      expect(acknowledged.size).toBeGreaterThan(0);
    });
  }, 300_000);
});
