import fs from 'node:fs';
import os from 'node:os';
import { z } from 'zod';
import { DEFAULT_DATABASE_URL } from './db/provider.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_NAME: z.string().min(1).default('Agora'),
  APP_URL: z.url().optional(),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SESSION_SECRET: z.string().optional(),
  TRUST_PROXY: z.string().default(''),
  DATABASE_URL: z.string().default(DEFAULT_DATABASE_URL),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().default('agora:'),
  MAIL_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Agora <no-reply@agora.test>'),
  MAIL_DIR: z.string().default('storage/mail'),
  UPLOAD_DIR: z.string().default('storage/uploads'),
  SEED_ADMIN_EMAIL: z.email().default('admin@agora.test'),
  SEED_ADMIN_PASSWORD: z.string().min(8).default('agora-admin'),
  APP_TIMEZONE: z
    .string()
    .default('UTC')
    .refine(isTimeZone, { message: 'not a time zone the system knows (use an IANA name such as Europe/Amsterdam)' }),
  CARE_VISIBLE_DAYS: z.coerce.number().int().min(0).max(3650).default(14),
  LOG_LEVEL: z.enum(['silent', 'error', 'warn', 'info', 'debug']).default('info'),
  VITE_DEV: booleanFlag,
  WEB_CONCURRENCY: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(256)])
    .default(1)
    .transform((value) => (value === 'auto' ? os.availableParallelism() : value)),
});

export type Environment = z.infer<typeof environmentSchema>;

export interface AppConfig {
  env: Environment['NODE_ENV'];
  appName: string;
  appUrl: string;
  host: string;
  port: number;
  sessionSecret: string;
  /** Passed to Express `trust proxy`: empty means do not trust, a number means hops, otherwise addresses. */
  trustProxy: boolean | number | string;
  databaseUrl: string;
  redisUrl?: string;
  /** Prefix of every key the app writes to Redis (sessions, rate limits), so apps can share one Redis. */
  redisPrefix: string;
  mail: { url?: string; from: string; dir: string };
  /** Where uploaded images are stored (served under /uploads/). */
  uploadDir: string;
  seedAdmin: { email: string; password: string };
  /** The organisation's IANA time zone: calendar files give event times in it. */
  timeZone: string;
  /** Days after an event's end during which its staff still see attendees' care information (SPEC §12). */
  careVisibleDays: number;
  logLevel: Environment['LOG_LEVEL'];
  /** Serve the client through Vite's dev middleware (hot reload) instead of public/build. */
  viteDev: boolean;
  /** App processes serving the port (`auto`: one per core); more than one runs them under node:cluster. */
  workers: number;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** Reads `.env` into the environment when there is one (Node's own parser); real variables win. */
export function loadEnvFile(file = '.env'): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

const DEVELOPMENT_SECRET = 'agora-development-secret-change-me';

/** Reads and validates the environment once; the only place in the code that touches process.env. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (as .env.example leaves them) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: required in production');
  }
  return {
    env: env.NODE_ENV,
    appName: env.APP_NAME,
    appUrl: env.APP_URL ?? `http://${env.HOST}:${env.PORT}`,
    host: env.HOST,
    port: env.PORT,
    sessionSecret: env.SESSION_SECRET ?? DEVELOPMENT_SECRET,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    mail: { url: env.MAIL_URL, from: env.MAIL_FROM, dir: env.MAIL_DIR },
    uploadDir: env.UPLOAD_DIR,
    seedAdmin: { email: env.SEED_ADMIN_EMAIL.toLowerCase(), password: env.SEED_ADMIN_PASSWORD },
    timeZone: env.APP_TIMEZONE,
    careVisibleDays: env.CARE_VISIBLE_DAYS,
    logLevel: env.LOG_LEVEL,
    viteDev: env.VITE_DEV,
    workers: env.WEB_CONCURRENCY,
  };
}
