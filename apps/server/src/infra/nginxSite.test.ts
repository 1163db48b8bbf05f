import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import os from 'node:os';
import { PassThrough } from 'node:stream';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { freePort } from '../test/serverProcess.js';

// The shipped nginx site (deploy/nginx/jhy.conf), run as shipped but for what names this machine:
// its ports, a certificate made here, its log and upstream files in a scratch folder. nginx is
// Debian's package (.ci/run installs it); it runs as root here, as the multi-instance check does.
const siteFile = fileURLToPath(new URL('../../../../deploy/nginx/jhy.conf', import.meta.url));
const mtailDir = fileURLToPath(new URL('../../../../deploy/mtail/', import.meta.url));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A GET over TLS to nginx, trusting its certificate made for this test. */
function httpsGet(port: number, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: url, headers, rejectUnauthorized: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the shipped nginx site', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let nginx: ChildProcess | undefined;
  let work: string;
  let port: number;
  let appLog = '';

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'jhy-nginx-site-'));
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => (appLog += chunk.toString()));
    t = await createTestApp({ env: { LOG_LEVEL: 'info' } });
    app = await buildApp({ config: t.config, db: t.db, logger: logStream, sendSmsNotices: false, closeWindows: false });
    const appPort = await freePort();
    await app.listen({ port: appPort, host: '127.0.0.1' });
    port = await freePort();
    const certificate = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=jhy.example.cn'],
      ...['-keyout', path.join(work, 'key.pem'), '-out', path.join(work, 'cert.pem')],
    ]);
    if (certificate.status !== 0) throw new Error(`openssl: ${certificate.stderr.toString()}`);
    await writeFile(path.join(work, 'upstreams.conf'), `server 127.0.0.1:${appPort} max_fails=3 fail_timeout=10s;\n`);
    const site = (await readFile(siteFile, 'utf8'))
      .replace('/etc/nginx/jhy-upstreams.conf', path.join(work, 'upstreams.conf'))
      .replace('/etc/ssl/jhy/fullchain.pem', path.join(work, 'cert.pem'))
      .replace('/etc/ssl/jhy/privkey.pem', path.join(work, 'key.pem'))
      .replace('/var/log/nginx/jhy.access.log', path.join(work, 'access.log'))
      .replace(/listen 80;\s+listen \[::\]:80;/, `listen 127.0.0.1:${await freePort()};`)
      .replace(/listen 443 ssl http2;\s+listen \[::\]:443 ssl http2;/, `listen 127.0.0.1:${port} ssl http2;`);
    await writeFile(path.join(work, 'site.conf'), site);
    await mkdir(path.join(work, 'temp'));
    await writeFile(
      path.join(work, 'nginx.conf'),
      `user root; worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/error.log warn;
events { worker_connections 64; }
http { client_body_temp_path ${work}/temp; proxy_temp_path ${work}/temp;
  fastcgi_temp_path ${work}/temp; uwsgi_temp_path ${work}/temp; scgi_temp_path ${work}/temp;
  include ${work}/site.conf; }\n`,
    );
  });
  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    await app.close();
    await t.close();
    await rm(work, { recursive: true, force: true });
  });

  it('passes nginx -t', () => {
    const checked = spawnSync('nginx', ['-t', '-c', path.join(work, 'nginx.conf'), '-p', work], { encoding: 'utf8' });
    if (checked.error) throw new Error('nginx is missing: apt-get install -y nginx (Debian), as .ci/run does');
    expect(checked.status, checked.stderr).toBe(0);
  });

  it('sends HSTS once, and a request id the server logs and returns, whatever id the client sent', async () => {
    nginx = spawn('nginx', ['-c', path.join(work, 'nginx.conf'), '-p', work, '-g', 'daemon off;'], { stdio: 'ignore' });
    let answer: Answer | undefined;
    for (let tries = 0; !answer; tries += 1) {
      answer = await httpsGet(port, '/index/news/index', { 'X-Request-Id': 'client-chosen' }).catch((error) => {
        if (tries > 100) throw error;
        return new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 50));
      });
    }
    expect(answer.status).toBe(200);
    // Node joins a repeated header with ', ': one value means one header.
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const id = String(answer.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // The server writes its access line once the answer has gone: wait for it, not for a while.
    for (let waited = 0; !appLog.includes(`"reqId":"${id}"`) && waited < 5000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(appLog).toContain(`"reqId":"${id}"`);
    const accessLine = (await readFile(path.join(work, 'access.log'), 'utf8')).trim().split('\n').at(-1)!;
    expect(JSON.parse(accessLine)).toMatchObject({ reqId: id, status: 200, uri: '/index/news/index' });
  });

  // Runs after the test above (nginx started there): its answer is the one from the instance.
  it("logs its own 5xx apart from the instances' answers, and deploy/mtail counts them so", async () => {
    expect((await httpsGet(port, '/metrics')).status).toBe(404);
    // The only instance gone: nginx answers 502 itself (a port nothing listens on, nginx reloaded).
    await writeFile(path.join(work, 'upstreams.conf'), `server 127.0.0.1:${await freePort()};\n`);
    spawnSync('nginx', ['-c', path.join(work, 'nginx.conf'), '-p', work, '-s', 'reload']);
    let status = 0;
    for (let tries = 0; status !== 502 && tries < 100; tries += 1) {
      // A connection the reload's old workers close as they go ends in a reset: asked again.
      status = await httpsGet(port, '/index/news/index').then(
        (answer) => answer.status,
        () => 0,
      );
      if (status !== 502) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe(502);
    // nginx writes the log line after it has sent the answer: read until the line is there.
    const lastLogLine = async () =>
      JSON.parse((await readFile(path.join(work, 'access.log'), 'utf8')).trim().split('\n').at(-1)!);
    await expect.poll(lastLogLine).toMatchObject({ status: 502, upstreamStatus: '502' });
    const mtail = spawnSync(
      'mtail',
      ['--progs', mtailDir, '--logs', path.join(work, 'access.log'), '--one_shot', '--one_shot_format', 'prometheus'],
      { encoding: 'utf8' },
    );
    if (mtail.error) throw new Error('mtail is missing: apt-get install -y mtail (Debian), as .ci/run does');
    expect(mtail.status, mtail.stderr).toBe(0);
    const count = (status: number, by: string) =>
      Number(
        new RegExp(
          `^nginx_http_responses_total\\{answered_by="${by}",prog="jhy-nginx.mtail",status="${status}"\\} (\\d+)`,
          'm',
        ).exec(mtail.stdout)?.[1] ?? 0,
      );
    expect(count(200, 'upstream')).toBeGreaterThanOrEqual(1);
    expect(count(404, 'nginx')).toBe(1);
    expect(count(502, 'nginx')).toBeGreaterThanOrEqual(1);
    expect(count(502, 'upstream')).toBe(0);
  });
});
