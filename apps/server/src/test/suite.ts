import { afterAll, beforeAll } from 'vitest';
import { signedInStaff, type StaffCaller } from './consoleStaff.js';
import { signUpAndLogIn, type PortalUser } from './portalUsers.js';
import { createTestApp, type TestApp } from './testApp.js';
import { createListingOwner } from './tradingFixtures.js';

// The fixtures of a whole test file: each registers a beforeAll (run in the order the file calls
// them) and hands back an object at once, whose fields are there from the first test on.

/** The file's test app, made by `create` before its first test and closed after its last. */
export function suiteApp(create: () => Promise<TestApp> = () => createTestApp()): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await create());
  });
  afterAll(() => t.close());
  return t;
}

/** A portal user of the file, signed up and logged in through the API (the app needs FIXED_TEST_CODES). */
export function suitePortalUser(t: Pick<TestApp, 'app'>): PortalUser {
  const user = {} as PortalUser;
  beforeAll(async () => {
    Object.assign(user, await signUpAndLogIn(t.app));
  });
  return user;
}

/** A staff member of the file (see signedInStaff): their console calls. */
export function suiteStaff(
  t: Pick<TestApp, 'app' | 'db'>,
  username: string,
  role: Parameters<typeof signedInStaff>[2],
) {
  let calls: StaffCaller | undefined;
  beforeAll(async () => {
    calls = await signedInStaff(t, username, role);
  });
  const asMember: StaffCaller = (url, payload) => calls!(url, payload);
  return asMember;
}

/** The file's listing owner: a user with a certified enterprise (see createListingOwner). */
export function suiteListingOwner(t: Pick<TestApp, 'db'>) {
  const owner = {} as Awaited<ReturnType<typeof createListingOwner>>;
  beforeAll(async () => {
    Object.assign(owner, await createListingOwner(t.db));
  });
  return owner;
}
