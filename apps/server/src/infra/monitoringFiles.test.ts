import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.js';
import { METRICS_PATH } from './metrics.js';

// The Prometheus rules and configuration and the Grafana dashboard of deploy/ (docs/deployment.md
// "Metrics"), read by promtool from Debian's `prometheus` package (.ci/run installs it).
const deployDir = fileURLToPath(new URL('../../../../deploy/', import.meta.url));
const prometheusDir = path.join(deployDir, 'prometheus');

function promtool(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync('promtool', args, { cwd: prometheusDir, encoding: 'utf8' });
  if (run.error) throw new Error('promtool is missing: apt-get install -y prometheus (Debian), as .ci/run does');
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

interface Dashboard {
  panels: { title: string; targets: { expr: string }[] }[];
}

/** The dashboard's queries with Grafana's variables given values, as Prometheus would get them. */
async function dashboardQueries(): Promise<string[]> {
  const dashboard = JSON.parse(await readFile(path.join(deployDir, 'grafana/jhy-dashboard.json'), 'utf8')) as Dashboard;
  return dashboard.panels.flatMap((panel) =>
    panel.targets.map((target) => target.expr.replaceAll('$__rate_interval', '1m').replaceAll('$instance', '.*')),
  );
}

/** The metric names a query selects (`name{…}`), Prometheus's own `up` aside. */
function metricNames(query: string): string[] {
  return [...query.matchAll(/\b([a-z_][a-z0-9_]*)\{/g)].map((match) => match[1]!).filter((name) => name !== 'up');
}

describe('monitoring files in deploy/', () => {
  let t: TestApp;
  let exposed: Set<string>;
  let scratch: string;
  beforeAll(async () => {
    t = await createTestApp();
    scratch = await mkdtemp(path.join(os.tmpdir(), 'jhy-monitoring-'));
    const body = (await t.app.inject({ url: METRICS_PATH, remoteAddress: '127.0.0.1' })).body;
    exposed = new Set();
    for (const [, name, type] of body.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
      exposed.add(name!);
      if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) exposed.add(`${name}${suffix}`);
    }
  });
  afterAll(async () => {
    await t.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('has alert rules promtool accepts, and that fire as their unit tests expect', () => {
    const checked = promtool('check', 'rules', 'jhy-alerts.yml');
    expect(checked.status, checked.output).toBe(0);
    const tested = promtool('test', 'rules', 'jhy-alerts.test.yml');
    expect(tested.status, tested.output).toBe(0);
    const config = promtool('check', 'config', 'prometheus.example.yml');
    expect(config.status, config.output).toBe(0);
  });

  it('has a dashboard whose every query is PromQL promtool parses', async () => {
    const queries = await dashboardQueries();
    expect(queries.length).toBeGreaterThan(10);
    const asRules = {
      groups: [{ name: 'dashboard', rules: queries.map((expr, i) => ({ record: `jhy:panel_${i}`, expr })) }],
    };
    const file = path.join(scratch, 'dashboard-queries.yml');
    await writeFile(file, JSON.stringify(asRules)); // JSON is YAML
    const checked = promtool('check', 'rules', file);
    expect(checked.status, checked.output).toBe(0);
  });

  it('names only metrics the server exposes, in the dashboard and in the rules', async () => {
    const rules = await readFile(path.join(prometheusDir, 'jhy-alerts.yml'), 'utf8');
    const exprs = [...rules.matchAll(/expr: >?\s*([^\n]+(?:\n {10}[^\n]+)*)/g)].map((match) => match[1]!);
    const named = new Set([...(await dashboardQueries()), ...exprs].flatMap(metricNames));
    expect(named.size).toBeGreaterThan(10);
    const unknown = [...named].filter((name) => !exposed.has(name));
    // db_pool_* exist on PostgreSQL only (no pool on the embedded database); nginx_* come from nginx's
    // log through deploy/mtail (infra/nginxSite.test.ts runs it).
    expect(
      unknown.filter((name) => !(name.startsWith('db_pool_') && !t.databaseUrl) && !name.startsWith('nginx_')),
    ).toEqual([]);
  });
});
