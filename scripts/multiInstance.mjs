// `npm run test:multi-instance`: two server instances behind nginx, on one PostgreSQL, one Redis and
// one S3-compatible server, and the API checks that only pass when the instances share what they
// must (docs/deployment.md "Several instances"). On this machine:
//   - PostgreSQL at MULTI_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres): a fresh
//     database is created for the run and dropped after;
//   - Redis at MULTI_REDIS_URL (default redis://127.0.0.1:6379/9): that database is flushed before
//     and after the run;
//   - s3rver (npm, in this process) as the bucket;
//   - nginx (Debian's package; installed with apt-get when absent and run as root) in front, on
//     127.0.0.1:MULTI_BASE_PORT (default 18480); the instances on the next two ports.
// Requests go through nginx only. A request carrying `X-Pick: a` or `X-Pick: b` is sent to that
// instance (this script's nginx only), so "log in on one, use it on the other" is deterministic.
// Ends with one line "multi-instance: N passed, M failed"; exit status 1 when any check failed.
// Logs of the run stay in the printed folder when a check fails (MULTI_KEEP=1: always).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  createWriteStream,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const requireFromServer = createRequire(path.join(serverDir, 'package.json'));
const pg = requireFromServer('pg');
const { Redis } = requireFromServer('ioredis');
const S3rver = requireFromServer('s3rver');
const sharp = requireFromServer('sharp');

const PG_URL = process.env.MULTI_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.MULTI_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const BASE_PORT = Number(process.env.MULTI_BASE_PORT ?? 18480);
const PORTS = { nginx: BASE_PORT, a: BASE_PORT + 1, b: BASE_PORT + 2, s3: BASE_PORT + 3 };
const NGINX = `http://127.0.0.1:${PORTS.nginx}`;
const work = mkdtempSync(path.join(os.tmpdir(), 'jhy-multi-'));
const UPSTREAMS_FILE = path.join(work, 'upstreams.conf');
/** The link to the release that serves, as /opt/jhy/current (deploy/upgrade.md). */
const CURRENT = path.join(work, 'current');
const started = Date.now();
const cleanups = [];
let passed = 0;
let failed = 0;

const log = (line) => console.log(`[multi-instance ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function check(name, fn) {
  try {
    await fn();
    passed += 1;
    log(`✓ ${name}`);
  } catch (error) {
    failed += 1;
    log(`✗ ${name}: ${error instanceof Error ? error.message : error}`);
  }
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

// ---------------------------------------------------------------- the pieces

/** The messages of a server's output: every line is JSON (docs/deployment.md "Logs"). */
function logMessages(output) {
  return output
    .split('\n')
    .map((line) => {
      try {
        return String(JSON.parse(line).msg ?? '');
      } catch {
        return line;
      }
    })
    .join('\n');
}

function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  if (process.getuid?.() !== 0) throw new Error('nginx is not installed: sudo apt-get install -y nginx');
  log('installing nginx (Debian package)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'ignore', env });
  return '/usr/sbin/nginx';
}

async function createDatabase() {
  const name = `jhy_multi_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function flushRedis() {
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  await redis.flushdb();
  redis.disconnect();
}

async function startS3() {
  const directory = path.join(work, 's3');
  mkdirSync(directory);
  const server = new S3rver({
    port: PORTS.s3,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: 'jhy-multi', configs: [] }],
  });
  await server.run();
  cleanups.push(() => server.close());
  return {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
    S3_BUCKET: 'jhy-multi',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
  };
}

/**
 * One server instance, its own DATA_DIR (nothing on disk is shared), its output in a log file.
 * Supervised as systemd's `Restart=always` would: when it exits before the run's end it starts again
 * (the rolling restart's check stops it with SIGTERM through its pid file, `pid-<port>`).
 */
async function startInstance(label, env) {
  const dataDir = path.join(work, `data-${label}`);
  const logFile = path.join(work, `instance-${label}.log`);
  const pidFile = path.join(work, `pid-${PORTS[label]}`);
  const out = createWriteStream(logFile);
  let output = '';
  let child;
  let exited;
  let stopping = false;
  let release;
  const spawnOne = () => {
    // As systemd's unit: the release the `current` link names at this (re)start.
    release = realpathSync(CURRENT);
    child = spawn(process.execPath, ['apps/server/dist/main.js'], {
      cwd: release,
      env: { ...process.env, ...env, PORT: String(PORTS[label]), HOST: '127.0.0.1', DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    writeFileSync(pidFile, String(child.pid));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      out.write(chunk);
    });
    child.stderr.on('data', (chunk) => out.write(chunk));
    exited = new Promise((resolve) => child.on('exit', resolve));
    void exited.then(() => {
      if (!stopping) spawnOne();
    });
  };
  spawnOne();
  cleanups.push(async () => {
    stopping = true;
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000)]);
  });
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`instance ${label} exited (${child.exitCode}); see ${logFile}`);
    const healthy = await fetch(`http://127.0.0.1:${PORTS[label]}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return { output: () => output, pid: () => child.pid, release: () => release };
    await sleep(100);
  }
  throw new Error(`instance ${label} did not answer /healthz in 30 s; see ${logFile}`);
}

/** The `log_format jhy_json` statement of the shipped site, verbatim. */
function shippedLogFormat() {
  const site = readFileSync(path.join(root, 'deploy/nginx/jhy.conf'), 'utf8');
  const statement = /^log_format jhy_json[\s\S]*?';$/m.exec(site)?.[0];
  if (!statement) throw new Error('deploy/nginx/jhy.conf has no log_format jhy_json');
  return statement;
}

async function startNginx() {
  const binary = nginxBinary();
  const conf = path.join(work, 'nginx.conf');
  writeFileSync(
    UPSTREAMS_FILE,
    [PORTS.a, PORTS.b].map((port) => `server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;\n`).join(''),
  );
  for (const dir of ['nginx-temp', 'nginx-logs']) mkdirSync(path.join(work, dir));
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/nginx-logs/error.log warn;
events { worker_connections 256; }
http {
  # deploy/nginx/jhy.conf's own log format (status, upstream status, request id), so the upgrade's check
  # counts nginx's own 5xx as an operator does.
  ${shippedLogFormat()}
  access_log ${work}/nginx-logs/access.log jhy_json;
  client_body_temp_path ${work}/nginx-temp/body;
  proxy_temp_path ${work}/nginx-temp/proxy;
  fastcgi_temp_path ${work}/nginx-temp/fastcgi;
  uwsgi_temp_path ${work}/nginx-temp/uwsgi;
  scgi_temp_path ${work}/nginx-temp/scgi;
  # The upstream lines live in their own file, as in production (deploy/nginx/jhy-upstreams.conf).
  upstream jhy_servers { include ${UPSTREAMS_FILE}; keepalive 32; }
  # Test only: X-Pick names the instance; without it, round robin as in production.
  map $http_x_pick $jhy_target { a 127.0.0.1:${PORTS.a}; b 127.0.0.1:${PORTS.b}; default jhy_servers; }
  server {
    listen 127.0.0.1:${PORTS.nginx};
    client_max_body_size 25m;
    location / {
      proxy_pass http://$jhy_target;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header Connection "";
      proxy_next_upstream error timeout http_502 http_503;
      proxy_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
    location = /metrics { return 404; }
  }
}
`,
  );
  execFileSync(binary, ['-t', '-q', '-c', conf, '-p', work], { stdio: 'inherit' });
  const child = spawn(binary, ['-c', conf, '-p', work, '-g', 'daemon off;'], { stdio: 'inherit' });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  cleanups.push(async () => {
    child.kill('SIGQUIT');
    await Promise.race([exited, sleep(5000)]);
  });
  for (let i = 0; i < 50; i += 1) {
    if (
      await fetch(`${NGINX}/healthz`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error('nginx did not start; see nginx-logs/error.log');
}

/** A release tree's migration files, in order. */
const migrationsOf = (dir) =>
  readdirSync(path.join(dir, 'apps/server/drizzle'))
    .filter((file) => file.endsWith('.sql'))
    .sort();

/** Runs a command without blocking this process (the load clients keep going); answers its exit and output. */
function runProcess(command, args, options) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

/**
 * The previous release, built from git into this run's folder: the code as it was before the newest
 * migration was added, with its own migrations (MULTI_PREVIOUS_RELEASE names another commit). It
 * shares this checkout's installed packages (a folder of links to them), its own contract apart.
 * Some commits of the history change the contract a step before the server follows and do not
 * build; then the parent is tried, up to 5 commits back.
 */
async function buildPreviousRelease() {
  const git = (...args) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
  const newest = migrationsOf(root).at(-1);
  const named = process.env.MULTI_PREVIOUS_RELEASE;
  // `-m --first-parent`: a migration may arrive in a merge commit (two branches' migrations renumbered
  // into one), which a plain path-limited log does not show.
  const added = git(
    'log',
    '-m',
    '--first-parent',
    '--diff-filter=A',
    '--format=%H',
    '-1',
    '--',
    `apps/server/drizzle/${newest}`,
  );
  if (!named && !added)
    throw new Error(
      `the git history lacks the commit that added ${newest} (a shallow clone?): set MULTI_PREVIOUS_RELEASE`,
    );
  let commit = named ?? `${added}^`;
  const dir = path.join(work, 'release-previous');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const sha = git('rev-parse', commit);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(path.join(dir, 'node_modules/@jhy'), { recursive: true });
    execFileSync('sh', [
      '-c',
      `git -C "$0" archive --format=tar ${sha} package.json tsconfig.base.json packages/contract apps/server | tar -x -C "$1"`,
      root,
      dir,
    ]);
    for (const entry of readdirSync(path.join(root, 'node_modules'))) {
      if (entry !== '@jhy') symlinkSync(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
    }
    symlinkSync('../../packages/contract', path.join(dir, 'node_modules/@jhy/contract'));
    symlinkSync('../../apps/server', path.join(dir, 'node_modules/@jhy/server'));
    const build = await runProcess(
      process.execPath,
      [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'packages/contract', 'apps/server'],
      { cwd: dir },
    );
    const subject = git('log', '-1', '--format=%h %s', sha).slice(0, 100);
    if (build.code === 0) return { dir: realpathSync(dir), subject };
    if (named) throw new Error(`${subject} does not build:\n${build.output.slice(0, 2000)}`);
    log(`  ${subject}: does not build, trying its parent`);
    commit = `${sha}^`;
  }
  throw new Error(`no commit of the 5 before ${newest} builds`);
}

/** The migrations the database has applied (drizzle's journal table). */
async function appliedMigrations(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** How deploy/rolling-restart.sh reloads this run's nginx. */
const nginxReload = () => `${nginxBinary()} -q -c ${path.join(work, 'nginx.conf')} -p ${work} -s reload`;

// ---------------------------------------------------------------- talking to the API through nginx

// The contract, from its build (main() builds it first), and its route table.
let contract;
let API;

/** A request through nginx to instance `pick` ('a', 'b', or undefined for round robin). */
async function call(pick, url, { method = 'GET', json, form, headers = {} } = {}) {
  const init = { method, headers: { ...headers, ...(pick ? { 'X-Pick': pick } : {}) }, redirect: 'manual' };
  if (json !== undefined) {
    init.method = method === 'GET' ? 'POST' : method;
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(json);
  }
  if (form !== undefined) {
    init.method = 'POST';
    init.body = form;
  }
  const res = await fetch(`${NGINX}${url}`, init);
  const upstream = res.headers.get('x-upstream');
  if (pick) expect(upstream === `127.0.0.1:${PORTS[pick]}`, `${url} was meant for ${pick}, served by ${upstream}`);
  const text = res.status === 302 ? '' : await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { res, status: res.status, body, upstream, text };
}

function ok(answer, step) {
  expect(answer.body?.code === 200, `${step}: ${answer.status} ${answer.text.slice(0, 200)}`);
  return answer.body.data;
}

/** A captcha challenge fetched from one instance: its cookie, to be answered on any instance. */
async function captchaCookie(pick, url = API.captcha) {
  const { res } = await call(pick, url);
  const cookie = res.headers.get('set-cookie')?.match(/jhy_captcha=[^;]+/)?.[0];
  expect(cookie, `no captcha cookie from ${pick}`);
  return cookie;
}

const mobile = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const password = 'green2024';
const uploadForm = (filename, bytes, type) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), filename);
  return form;
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Follows the server's redirect to the bucket, as a browser does, and answers the bytes. */
async function download(pick, src) {
  const answer = await call(pick, src);
  expect(answer.status === 302, `${src} on ${pick}: ${answer.status} ${answer.text.slice(0, 200)}`);
  const object = await fetch(answer.res.headers.get('location'));
  expect(object.ok, `bucket answered ${object.status}`);
  return Buffer.from(await object.arrayBuffer());
}

/**
 * `clients` callers reading through nginx until stopped, half by GET and half by POST (reads answer
 * both; nginx may retry a GET on the other instance, never a POST). Answers what they saw.
 */
/** How a request meets a keep-alive connection that an nginx reload closed before reading it. */
const CLOSED_BY_RELOAD = new Set(['UND_ERR_SOCKET', 'ECONNRESET']);

function startLoad(clients) {
  let running = true;
  const seen = { total: 0, failed: 0, resent: 0, failures: [] };
  const failedWith = (what) => {
    seen.failed += 1;
    if (seen.failures.length < 5) seen.failures.push(what);
  };
  // A reload makes nginx's old workers close their idle keep-alive connections; a request sent on
  // one at that instant meets a closed socket before nginx read it — the close seen first
  // (UND_ERR_SOCKET) or the kernel's reset to bytes that arrived after it (ECONNRESET). A browser
  // sends it again (it cannot have been served), and so does this client: up to 4 times, since the
  // next pooled connection may be one the same reload is closing.
  const send = async (init, tries = 4) => {
    try {
      return await fetch(`${NGINX}${API.homeNotice}`, init);
    } catch (error) {
      if (!CLOSED_BY_RELOAD.has(error.cause?.code) || tries === 1) throw error;
      seen.resent += 1;
      return send(init, tries - 1);
    }
  };
  const client = async () => {
    for (let i = 0; running; i += 1) {
      const post = i % 2 === 1;
      const init = post ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' } : {};
      seen.total += 1;
      try {
        const res = await send(init);
        await res.arrayBuffer();
        if (res.status >= 500) failedWith(`${init.method ?? 'GET'} ${res.status}`);
      } catch (error) {
        failedWith(`${error.message} (${error.cause?.code ?? error.cause?.message ?? 'no cause'})`);
      }
    }
  };
  const callers = Array.from({ length: clients }, client);
  return async () => {
    running = false;
    await Promise.all(callers);
    return seen;
  };
}

/**
 * The 5xx answers among nginx's access log lines, and those nginx gave itself: no upstream answered
 * (`upstreamStatus` empty, as "no live upstreams") or the last one tried failed to connect or timed
 * out (502, 504 are nginx's codes for that; the server itself never answers them). The instances'
 * `http_request_errors_total` sees only the others (docs/deployment.md "Metrics").
 */
function proxyErrors(lines) {
  const fivexx = lines.filter((line) => line.status >= 500);
  const own = fivexx.filter((line) => {
    const last = String(line.upstreamStatus ?? '')
      .split(/[,:]\s*/)
      .at(-1)
      .trim();
    return last === '' || last === '-' || last === '502' || last === '504';
  });
  return { all: fivexx.length, own: own.length, sample: JSON.stringify(fivexx.slice(0, 3)) };
}

/** nginx's access log lines (JSON) from line `from` on. */
function proxyLines(from = 0) {
  const text = readFileSync(path.join(work, 'nginx-logs/access.log'), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .slice(from)
    .map((line) => JSON.parse(line));
}

// ---------------------------------------------------------------- the run

async function main() {
  log(`work folder ${work}`);
  if (process.env.MULTI_SKIP_BUILD !== '1') {
    log('building the server');
    const build = spawnSync('npx', ['tsc', '-b', 'packages/contract', 'apps/server'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  contract = await import('@jhy/contract');
  API = {
    ...contract.API,
    consoleCaptcha: contract.CONSOLE_API.captcha,
    consoleLogin: contract.CONSOLE_API.login,
    consoleChangePassword: contract.CONSOLE_API.changePassword,
    consoleNewsSave: contract.CONSOLE_API.contentNewsSave,
  };
  const databaseUrl = await createDatabase();
  await flushRedis();
  cleanups.push(flushRedis);
  const s3Env = await startS3();
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    ...s3Env,
    DEMO_SEED: '0',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    TEST_FIXED_CAPTCHA: 'test',
    TEST_FIXED_SMS_CODE: '123456',
    METRICS_NETWORKS: '127.0.0.1/32',
  };
  // The instances start on the previous release and are upgraded to this one under load (the first
  // check); every other check runs on this one.
  log('building the previous release (the code before the newest migration) from git');
  const previous = await buildPreviousRelease();
  const current = realpathSync(root);
  log(`  previous release: ${previous.subject}`);
  symlinkSync(previous.dir, CURRENT);
  log('starting instance a, then b, on a fresh database, on the previous release');
  // Both at once: one migrates and seeds under the start-up lock, the other finds it done.
  const instances = await Promise.all([startInstance('a', env), startInstance('b', env)]);
  await startNginx();

  // deploy/upgrade.md steps 4 and 5 as an operator runs them, under load through nginx: this release's
  // `npm run db:migrate` while the previous release serves on the schema it migrated, then the link
  // switched and each instance restarted by the shipped script. Every request answered, none by nginx itself.
  await check(
    'an upgrade across a migration under load fails no request (db:migrate, then deploy/rolling-restart.sh)',
    async () => {
      const before = await appliedMigrations(databaseUrl);
      const previousMigrations = migrationsOf(previous.dir);
      const currentMigrations = migrationsOf(current);
      const crossed = currentMigrations.slice(previousMigrations.length);
      expect(crossed.length > 0, 'the previous release has every migration of this one');
      expect(
        before === previousMigrations.length,
        `the database has ${before} migrations, the previous release ${previousMigrations.length}`,
      );
      expect(
        instances.every((instance) => instance.release() === previous.dir),
        'an instance does not run the previous release',
      );
      const pidsBefore = instances.map((instance) => instance.pid());
      const logFrom = proxyLines().length;
      const stopLoad = startLoad(4);
      await sleep(500);
      const startedAt = Date.now();
      const migrate = await runProcess('npm', ['run', '--silent', 'db:migrate'], {
        cwd: current,
        env: { ...process.env, ...env, DATA_DIR: path.join(work, 'data-migrate') },
      });
      const migratedAt = Date.now();
      expect(migrate.code === 0, `db:migrate exited ${migrate.code}:\n${migrate.output}`);
      const afterMigrate = await appliedMigrations(databaseUrl);
      // The switch of deploy/upgrade.md step 5: the supervisor starts whatever `current` names.
      execFileSync('ln', ['-sfn', current, CURRENT]);
      const script = await runProcess('bash', [path.join(root, 'deploy/rolling-restart.sh')], {
        env: {
          ...process.env,
          JHY_PORTS: `${PORTS.a} ${PORTS.b}`,
          JHY_UPSTREAMS: UPSTREAMS_FILE,
          JHY_NGINX_RELOAD: nginxReload(),
          // SIGTERM through the pid file and wait for the exit; the supervisor starts it again.
          JHY_RESTART: `pid=$(cat ${work}/pid-{port}); kill -TERM $pid; while kill -0 $pid 2>/dev/null; do sleep 0.1; done`,
          JHY_READY_TIMEOUT: '60',
        },
      });
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      await sleep(500);
      const load = await stopLoad();
      const errors = proxyErrors(proxyLines(logFrom));
      log(
        `  migrations crossed: ${crossed.map((file) => file.replace(/\.sql$/, '')).join(', ')} (db:migrate ${((migratedAt - startedAt) / 1000).toFixed(1)} s while the previous release served)`,
      );
      log(
        `  ${load.total} requests from 4 clients over a ${seconds} s upgrade: ${load.failed} failed; ` +
          `nginx's access log: ${errors.all} answered 5xx, ${errors.own} of them by nginx itself (no upstream answer); ` +
          `${load.resent} sent again on a new connection after a reload closed theirs`,
      );
      expect(script.code === 0, `rolling-restart.sh exited ${script.code}:\n${script.output}`);
      expect(afterMigrate === currentMigrations.length, `db:migrate left ${afterMigrate} migrations applied`);
      const pidsAfter = instances.map((instance) => instance.pid());
      expect(
        pidsAfter.every((pid, i) => pid !== pidsBefore[i]),
        'an instance was not restarted',
      );
      expect(
        instances.every((instance) => instance.release() === current),
        'an instance does not run this release after the upgrade',
      );
      expect(load.failed === 0, `failed: ${load.failures.join(', ')}`);
      expect(
        errors.all === 0,
        `nginx answered ${errors.all} requests with 5xx (${errors.own} by itself): ${errors.sample}`,
      );
    },
  );
  // The instance that created the first admin kept its password in a file of its DATA_DIR, which its
  // log names (docs/security.md "The first admin's password"); the previous release may have printed
  // it on its terminal instead (a plain line `密码: …`).
  const printed = instances
    .map((instance) => {
      const file = / is kept in (\S+) /.exec(logMessages(instance.output()))?.[1];
      return /密码: (\S+)/.exec(file ? readFileSync(file, 'utf8') : instance.output())?.[1];
    })
    .filter(Boolean);

  await check('nginx spreads requests over both instances', async () => {
    const seen = new Set();
    for (let i = 0; i < 4; i += 1) seen.add((await call(undefined, '/healthz')).upstream);
    expect(seen.size === 2, `served by ${[...seen].join(', ')}`);
  });

  let token;
  await check('captcha and SMS code of one instance are honoured by the other; registration and login', async () => {
    let cookie = await captchaCookie('a');
    ok(
      await call('b', API.sendSms, { json: { mobile_type: 'reg', mobile, code: 'test' }, headers: { cookie } }),
      'sendMsg on b',
    );
    cookie = await captchaCookie('b');
    ok(
      await call('a', API.register, {
        json: { mobile, verification_code: '123456', password, confirmpwd: password, code: 'test' },
        headers: { cookie },
      }),
      'register on a',
    );
    cookie = await captchaCookie('b');
    token = ok(
      await call('a', API.login, { json: { mobile, password, code: 'test' }, headers: { cookie } }),
      'login on a',
    ).userinfo.token;
  });

  await check('a login on one instance is a session on the other, and a logout on one ends it on both', async () => {
    const me = ok(await call('b', API.userInfo, { headers: { token } }), 'userinfo on b');
    expect(JSON.stringify(me).includes(mobile.slice(-4)), 'userinfo names another user');
    const cookie = await captchaCookie('a');
    const other = ok(
      await call('b', API.login, { json: { mobile, password, code: 'test' }, headers: { cookie } }),
      'second login on b',
    ).userinfo.token;
    ok(await call('a', API.logout, { json: { token: other } }), 'logout on a');
    const after = await call('b', API.userInfo, { headers: { token: other } });
    expect(after.status === 401, `the ended session still opened userinfo on b (${after.status})`);
    ok(await call('a', API.userInfo, { headers: { token } }), 'the first session on a');
  });

  await check('a file uploaded through one instance downloads through the other', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e8b57' } })
      .png()
      .toBuffer();
    const { src } = ok(
      await call('a', API.uploadImage, { form: uploadForm('photo.png', png, 'image/png'), headers: { token } }),
      'upload on a',
    );
    const bytes = await download('b', src);
    expect(bytes.subarray(1, 4).toString() === 'PNG', 'b served something else');
  });

  await check('a private file opens on the other instance only with the signed link', async () => {
    const attachments = {};
    for (const { field } of contract.ENTERPRISE_ATTACHMENT_GROUPS) {
      const form = uploadForm('licence.pdf', pdf, 'application/pdf');
      attachments[field] = JSON.stringify([
        ok(await call('a', API.uploadFile, { form, headers: { token } }), 'upload'),
      ]);
    }
    const added = ok(
      await call('a', API.companyAdd, {
        headers: { token },
        json: {
          ...contract.SAMPLE_ENTERPRISE_FIELDS,
          company_name: '果洛生态牧业有限公司',
          company_desc: '从事高原生态畜牧产品的生产与销售。',
          ...attachments,
        },
      }),
      'enterprise on a',
    );
    const licence = added.business_license_file[0];
    const plain = await call('b', licence.src);
    expect(plain.status === 403, `the private file opened without a link on b (${plain.status})`);
    const bytes = await download('b', licence.url);
    expect(bytes.subarray(0, 5).toString() === '%PDF-', 'b served something else');
  });

  await check('an editor’s save on one instance is seen at once on the other (its cache is dropped)', async () => {
    expect(printed.length === 1, `${printed.length} instances kept a first admin password`);
    const adminPassword = printed[0];
    const before = ok(await call('b', API.homeNotice), 'homeNotice on b');
    const cookie = await captchaCookie('a', API.consoleCaptcha);
    const login = ok(
      await call('a', API.consoleLogin, {
        json: { username: 'admin', password: adminPassword, code: 'test' },
        headers: { cookie },
      }),
      'console login on a',
    );
    const newPassword = `Ops${randomBytes(6).toString('hex')}9`;
    const staffToken = ok(
      await call('b', API.consoleChangePassword, {
        json: { oldPassword: adminPassword, newPassword, confirmPassword: newPassword },
        headers: { 'x-staff-token': login.token },
      }),
      'change password on b',
    ).token;
    const title = `多实例缓存 ${randomBytes(3).toString('hex')}`;
    ok(
      await call('a', API.consoleNewsSave, {
        json: { new_type: 0, title, content: '<p>正文</p>', published: 1 },
        headers: { 'x-staff-token': staffToken },
      }),
      'news save on a',
    );
    const savedAt = Date.now();
    expect(!JSON.stringify(before).includes(title), 'the title was there before the save');
    // The cache keeps an answer 10 s; a dropped one is read afresh at once.
    for (;;) {
      const now = ok(await call('b', API.homeNotice), 'homeNotice on b');
      if (JSON.stringify(now).includes(title)) break;
      expect(Date.now() - savedAt < 3000, 'b still answered its kept page 3 s after the save');
      await sleep(50);
    }
    log(`  b showed the new item ${Date.now() - savedAt} ms after the save`);
  });

  await check('/metrics is not served through the public proxy', async () => {
    const answer = await call(undefined, '/metrics');
    expect(answer.status === 404, `nginx answered ${answer.status}`);
  });

  await check('rate limits count across instances (Redis)', async () => {
    // 20 logins a minute per address: alternating instances, the 21st attempt at most is refused.
    let refusedAt;
    for (let i = 1; i <= 22 && refusedAt === undefined; i += 1) {
      const answer = await call(i % 2 ? 'a' : 'b', API.login, { json: { mobile, password: 'wrong', code: 'x' } });
      if (answer.status === 429) refusedAt = i;
    }
    expect(refusedAt !== undefined && refusedAt <= 21, `no refusal within 21 attempts (${refusedAt})`);
  });
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  failed += 1;
  log(`✗ setup: ${error instanceof Error ? error.stack : error}`);
}
for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => log(`cleanup: ${error.message}`));
if (failed > 0 || process.env.MULTI_KEEP === '1') log(`logs kept in ${work}`);
else rmSync(work, { recursive: true, force: true });
if (failed > 0) exitCode = 1;
log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`multi-instance: ${passed} passed, ${failed} failed`);
process.exit(exitCode);
