import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { moneySchema } from '@jhy/contract';

/**
 * The server's whole configuration, read once from the environment. A bad value stops the start
 * with a message naming the variable, rather than surfacing later as a strange runtime error.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const ALIYUN_SMS_KEYS = [
  'ALIYUN_SMS_ACCESS_KEY_ID',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'ALIYUN_SMS_SIGN_NAME',
  'ALIYUN_SMS_TEMPLATE_CODE',
  'ALIYUN_SMS_NOTICE_TEMPLATE_CODE',
] as const;

/** An IPv4 or IPv6 address, with or without a prefix length that fits it. */
function isCidr(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32);
}

const S3_REQUIRED_KEYS = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalString.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    ),
    PUBLIC_URL: optionalString.pipe(z.url().optional()),
    // The exchange's certificate for signing the 成交确认书 (docs/deployment.md "Signing the 成交确认书").
    CONFIRMATION_SIGNING_P12: optionalString,
    CONFIRMATION_SIGNING_PASSPHRASE: optionalString,
    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional()),
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)',
        )
        .optional(),
    ),
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    // Path-style addresses (endpoint/bucket/key) for MinIO and most self-hosted stores.
    S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).default('0'),
    SMS_DRIVER: z.enum(['console', 'aliyun']).default('console'),
    ALIYUN_SMS_ACCESS_KEY_ID: optionalString,
    ALIYUN_SMS_ACCESS_KEY_SECRET: optionalString,
    ALIYUN_SMS_SIGN_NAME: optionalString,
    ALIYUN_SMS_TEMPLATE_CODE: optionalString,
    // The notice template of docs/messages.md (one variable, `title`), beside the code template.
    ALIYUN_SMS_NOTICE_TEMPLATE_CODE: optionalString,
    ALIYUN_SMS_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    // No default here: it depends on NODE_ENV (see demoSeed below).
    DEMO_SEED: z.enum(['0', '1']).optional(),
    DOCS: z.enum(['off', 'public', 'staff']).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .trim()
      .regex(
        /^[0-9a-fA-F.:/,\s]+$|^(loopback|none)$/,
        "must be 'loopback', 'none' or proxy addresses/CIDRs, comma-separated",
      )
      .default('loopback'),
    // Who may read /metrics: 'off', or addresses/CIDRs, comma-separated (docs/deployment.md).
    METRICS_NETWORKS: z
      .string()
      .trim()
      .refine(
        (value) => value === 'off' || value.split(',').every((cidr) => isCidr(cidr.trim())),
        "must be 'off' or addresses/CIDRs, comma-separated (10.0.0.0/8, 127.0.0.1)",
      )
      .default('127.0.0.1/32,::1/128'),
    // Overload limits (docs/security.md "Overload and shutdown"); 0 turns a limit off.
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    MAX_HEAP_MB: z.coerce.number().int().min(0).default(0),
    MAX_RSS_MB: z.coerce.number().int().min(0).default(0),
    MAX_IN_FLIGHT: z.coerce.number().int().min(0).default(512),
    // Connection deadlines (docs/security.md "Slow clients"), in ms.
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    CONNECTION_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(65_000),
    // Live streams one account, one client address may hold open (infra/eventStreams.ts).
    MAX_STREAMS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(10),
    MAX_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
    // PostgreSQL deadlines and pool (docs/deployment.md "Database deadlines"), in ms.
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    DATABASE_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    // Bidding (docs/bidding.md "Closing" and "Bidding"): increment in 万元, periods in minutes.
    BID_INCREMENT: moneySchema('an amount in 万元: digits, at most four decimals, above 0').default('1'),
    BID_FREE_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
    BID_TIMED_MINUTES: z.coerce.number().int().min(1).max(10_080).default(10),
    BID_EXTENSION_MINUTES: z.coerce.number().int().min(1).max(120).default(5),
    NO_BUYER_EXTENSION_DAYS: z.coerce.number().int().min(1).max(365).default(5),
    TEST_FIXED_CAPTCHA: optionalString,
    TEST_FIXED_SMS_CODE: optionalString.pipe(
      z
        .string()
        .regex(/^\d{6}$/, 'must be 6 digits')
        .optional(),
    ),
    // A server process under test whose clock a test sets (docs/time.md "The server's clock in tests").
    TEST_CLOCK_OFFSET_MS: optionalString.pipe(
      z
        .string()
        .regex(/^-?\d{1,15}$/, 'must be a whole number of milliseconds')
        .optional(),
    ),
    // '1': a browser journey may set the server's clock (infra/testClock.ts, docs/time.md).
    TEST_CLOCK_CONTROL: optionalString.pipe(z.enum(['1']).optional()),
  })
  .superRefine((env, ctx) => {
    // Fixed codes make captcha and SMS worthless, a shifted clock every deadline; a production
    // server must never honour them.
    if (env.NODE_ENV === 'production') {
      for (const key of [
        'TEST_FIXED_CAPTCHA',
        'TEST_FIXED_SMS_CODE',
        'TEST_CLOCK_OFFSET_MS',
        'TEST_CLOCK_CONTROL',
      ] as const) {
        if (env[key] !== undefined) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'must not be set when NODE_ENV=production' });
        }
      }
    }
    // Node refuses a headers deadline past the whole request's.
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS)
      ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_MS'], message: 'must not exceed REQUEST_TIMEOUT_MS' });
    if (env.CONFIRMATION_SIGNING_PASSPHRASE !== undefined && env.CONFIRMATION_SIGNING_P12 === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['CONFIRMATION_SIGNING_P12'],
        message: 'must be set when CONFIRMATION_SIGNING_PASSPHRASE is',
      });
    }
    if (env.STORAGE === 's3') {
      for (const key of S3_REQUIRED_KEYS) {
        if (env[key] === undefined) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be set when STORAGE=s3' });
        }
      }
    }
    if (env.SMS_DRIVER === 'aliyun') {
      for (const key of ALIYUN_SMS_KEYS) {
        if (env[key] === undefined) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be set when SMS_DRIVER=aliyun' });
        }
      }
    }
  });

/**
 * Every variable the server reads, with the default it takes when unset (undefined: none, or one
 * that depends on another variable). deploy/environment.md lists exactly these; its test checks.
 */
export function environmentVariables(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(envSchema.shape).map(([name, schema]) => [name, schema.safeParse(undefined).data]),
  );
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl?: string;
  /**
   * A PKCS#12 file (key and certificate) and its passphrase: when set, every 成交确认书 is stored
   * signed (modules/bidding/confirmationSigning.ts).
   */
  confirmationSigning?: { p12File: string; passphrase: string };
  storage: { driver: 'local' } | S3StorageConfig;
  sms: SmsConfig;
  redisUrl?: string;
  demoSeed: boolean;
  logLevel: string;
  /**
   * The API documentation at /docs lists every console call: off by default in production, 'public'
   * elsewhere; 'staff' answers it only to a request with a staff token.
   */
  docs: 'off' | 'public' | 'staff';
  /**
   * Which peers may tell the client's address in X-Forwarded-For. Only a reverse proxy may: were
   * every peer trusted, a client could name any address and slip past the per-IP limits.
   */
  trustProxy: false | string[];
  /** The networks that may read /metrics (infra/metrics.ts), or false: no /metrics at all. */
  metricsNetworks: false | string[];
  /**
   * Past these the server answers 503 with Retry-After instead of queueing: the mean event-loop
   * delay, the heap and the resident memory (MB), the requests being served at once. 0 = no limit.
   */
  overload: { maxEventLoopDelayMs: number; maxHeapBytes: number; maxRssBytes: number; maxInFlight: number };
  /** Live streams one account and one address may hold open (infra/eventStreams.ts). */
  streams: { perUser: number; perAddress: number };
  /** How long a client may take (infra/connectionDeadlines.ts). */
  connections: ConnectionDeadlines;
  /** PostgreSQL's pool and deadlines (db/client.ts); unused on the embedded PGlite. */
  database: DatabaseLimits;
  bidding: BiddingConfig;
  /** Only ever set when env is 'test' (see loadConfig). */
  testFixedCaptcha?: string;
  testFixedSmsCode?: string;
  /** Only ever set when env is 'test': how far the server's clock runs ahead of the system's (serverClock). */
  testClockOffsetMs?: number;
  /** Only ever true when env is 'test': the clock can be set through POST /__test__/clock (infra/testClock.ts). */
  testClockControl: boolean;
}

/**
 * What a client may take before the server drops it (docs/security.md "Slow clients"): its headers,
 * the whole request (headers and body), any silence on its socket, an idle keep-alive connection.
 */
export interface ConnectionDeadlines {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

/** PostgreSQL's pool size and deadlines (docs/deployment.md "Database deadlines"). */
export interface DatabaseLimits {
  poolSize: number;
  /** Opening a connection, or waiting for a free one of the pool. */
  connectTimeoutMs: number;
  /** One statement: the server cancels it, and the client gives up a little after if no answer comes. */
  statementTimeoutMs: number;
  /** A transaction left idle holds its locks: the server ends its session after this. */
  idleTimeoutMs: number;
}

/** An S3-compatible bucket for uploads (infra/storage/s3Storage.ts, docs/deployment.md). */
export interface S3StorageConfig {
  driver: 's3';
  /** Absent: AWS S3 itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** How verification codes leave the server: the console outbox, or Aliyun SMS (dysmsapi). */
export type SmsConfig =
  | { driver: 'console' }
  | {
      driver: 'aliyun';
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      /** A template with one variable, `${code}`. */
      templateCode: string;
      /** The notice template of docs/messages.md, with one variable, `${title}`. */
      noticeTemplateCode: string;
      endpoint: string;
    };

/** What the window close and the auctions follow (docs/bidding.md "Closing", "Bidding"). */
export interface BiddingConfig {
  /** The minimum increment of an auction, 万元 as a decimal string (docs/lifecycles.md "Money"). */
  increment: string;
  /** 自由报价期: from the auction's opening to its timed period. */
  freeMinutes: number;
  /** 限时报价期: its length before any extension. */
  timedMinutes: number;
  /** A bid with less than this left moves the end to this long after the bid. */
  extensionMinutes: number;
  /** potential_buyer 6 with no qualified buyer: the disclosure is extended by this many days. */
  noBuyerExtensionDays: number;
}

export class ConfigError extends Error {}

/** A comma-separated list of the environment (addresses, networks), or false where it says `offWord`. */
function listUnlessOff(value: string, offWord: string): false | string[] {
  if (value === offWord) return false;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const isTest = e.NODE_ENV === 'test';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    confirmationSigning: e.CONFIRMATION_SIGNING_P12
      ? { p12File: path.resolve(e.CONFIRMATION_SIGNING_P12), passphrase: e.CONFIRMATION_SIGNING_PASSPHRASE ?? '' }
      : undefined,
    storage:
      e.STORAGE === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET!,
            // S3-compatible stores that ignore regions still need one to sign with.
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
          }
        : { driver: 'local' },
    sms:
      e.SMS_DRIVER === 'aliyun'
        ? {
            driver: 'aliyun',
            accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID!,
            accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET!,
            signName: e.ALIYUN_SMS_SIGN_NAME!,
            templateCode: e.ALIYUN_SMS_TEMPLATE_CODE!,
            noticeTemplateCode: e.ALIYUN_SMS_NOTICE_TEMPLATE_CODE!,
            endpoint: e.ALIYUN_SMS_ENDPOINT ?? 'https://dysmsapi.aliyuncs.com/',
          }
        : { driver: 'console' },
    redisUrl: e.REDIS_URL,
    // An exchange's production start must not fill its site with sample listings and news.
    demoSeed: (e.DEMO_SEED ?? (e.NODE_ENV === 'production' ? '0' : '1')) === '1',
    logLevel: e.LOG_LEVEL,
    docs: e.DOCS ?? (e.NODE_ENV === 'production' ? 'off' : 'public'),
    trustProxy: listUnlessOff(e.TRUST_PROXY, 'none'),
    metricsNetworks: listUnlessOff(e.METRICS_NETWORKS, 'off'),
    overload: {
      maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
      maxHeapBytes: e.MAX_HEAP_MB * 1024 * 1024,
      maxRssBytes: e.MAX_RSS_MB * 1024 * 1024,
      maxInFlight: e.MAX_IN_FLIGHT,
    },
    streams: { perUser: e.MAX_STREAMS_PER_USER, perAddress: e.MAX_STREAMS_PER_ADDRESS },
    connections: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      idleTimeoutMs: e.CONNECTION_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    database: {
      poolSize: e.DATABASE_POOL_SIZE,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleTimeoutMs: e.DATABASE_IDLE_TIMEOUT_MS,
    },
    bidding: {
      increment: e.BID_INCREMENT,
      freeMinutes: e.BID_FREE_MINUTES,
      timedMinutes: e.BID_TIMED_MINUTES,
      extensionMinutes: e.BID_EXTENSION_MINUTES,
      noBuyerExtensionDays: e.NO_BUYER_EXTENSION_DAYS,
    },
    testFixedCaptcha: isTest ? e.TEST_FIXED_CAPTCHA : undefined,
    testFixedSmsCode: isTest ? e.TEST_FIXED_SMS_CODE : undefined,
    testClockOffsetMs: isTest && e.TEST_CLOCK_OFFSET_MS !== undefined ? Number(e.TEST_CLOCK_OFFSET_MS) : undefined,
    testClockControl: isTest && e.TEST_CLOCK_CONTROL === '1',
  };
}

/**
 * The clock a server process gives buildApp (AppDependencies.clock): the system's; in test mode
 * with TEST_CLOCK_OFFSET_MS, the system's moved by that many milliseconds. It runs at the real pace,
 * and a process restarted with the same offset goes on where the killed one stopped (docs/time.md).
 */
export function serverClock(config: Pick<AppConfig, 'testClockOffsetMs'>): () => Date {
  const offset = config.testClockOffsetMs ?? 0;
  return offset === 0 ? () => new Date() : () => new Date(Date.now() + offset);
}
