import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isLocalUrl } from './local-url';
import { parseMasterKey } from './master-key-format';

const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Names Express's `trust proxy` knows, besides addresses and CIDRs. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
};
/**
 * TRUST_PROXY: whose X-Forwarded-For decides the client address. Unset/`false` = no proxy (the socket address);
 * a number = that many proxy hops in front of us; otherwise a comma list of addresses, CIDRs or
 * loopback/linklocal/uniquelocal.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (v === undefined || v === '' || v === 'false' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(',').map((e) => e.trim()).filter(Boolean);
    const bad = list.filter((e) => !isProxyAddress(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a hop count, or addresses/CIDRs separated by commas (not ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return list;
  });

/** 32 bytes as 64 hex digits or base64 (44 characters); unset → a key generated once and kept in the database. */
const encryptionKey = optionalString.transform((v, ctx): Buffer | undefined => {
  if (v === undefined) return undefined;
  const bytes = /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, 'hex') : /^[A-Za-z0-9+/_-]{43}=?$/.test(v) ? Buffer.from(v, 'base64') : null;
  if (!bytes || bytes.length !== 32) {
    ctx.addIssue({ code: 'custom', message: 'must be 32 bytes: 64 hex digits or 44 base64 characters (openssl rand -base64 32)' });
    return z.NEVER;
  }
  return bytes;
});

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));

/**
 * The whole environment the product reads, validated once at boot.
 * Every variable and its default is documented in `.env.example`.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    ROLE: z.enum(['all', 'api', 'worker']).default('all'),
    PUBLIC_URL: z.url().default(DEFAULT_PUBLIC_URL),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SERVE_WEB: booleanFlag(true),
    WEB_DIST_DIR: z.string().default('frontend/dist'),
    CORS_ORIGINS: optionalString,
    TRUST_PROXY: trustProxy,

    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    EMBEDDED_PG_DIR: z.string().default('.data/postgres'),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),

    EVENT_STORE: z.enum(['postgres', 'kurrentdb']).default('postgres'),
    KURRENTDB_URL: optionalString,

    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60 * 24),
    SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).default(30),
    /** How long an API process may answer from its session cache (0 = always ask PostgreSQL); see ADR 006. */
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
    STAFF_EMAILS: optionalString,
    /** Brute-force limits on sign-in and sign-up, and the per-user limits on new cases and document requests (ADR 012); `off` only for load tests. */
    AUTH_RATE_LIMIT: z.enum(['on', 'off']).default('on'),

    /**
     * `stripe` (real payments; needs STRIPE_SECRET_KEY) or `sandbox` (test payments, a "Test mode" banner on every
     * page). Unset: stripe when STRIPE_SECRET_KEY is set, else sandbox, which a non-local PUBLIC_URL refuses.
     */
    PAYMENT_MODE: optionalString.pipe(z.enum(['sandbox', 'stripe']).optional()),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Another Stripe API origin (a local fake server in tests); unset = https://api.stripe.com. */
    STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),

    /**
     * "Mail it for me" (issue 28): `lob` mails real letters through Lob, `sandbox` only pretends (tracking on the
     * sandbox test clock). Unset = `lob` when LOB_API_KEY is set, else `sandbox`.
     */
    MAIL_MODE: optionalString.pipe(z.enum(['sandbox', 'lob']).optional()),
    LOB_API_KEY: optionalString,
    /** Signs Lob's tracking webhooks (Lob dashboard → Webhooks); required in Lob mode. */
    LOB_WEBHOOK_SECRET: optionalString,
    /** Another Lob API origin (a local fake server in tests); unset = https://api.lob.com. */
    LOB_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),

    OPENAI_API_KEY: optionalString,
    OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
    OPENAI_MODEL: z.string().default('gpt-4.1-mini'),

    CHROMIUM_PATH: optionalString,

    /**
     * Outgoing mail (smtp://user:pass@host:port or smtps://...). Unset: only allowed with a local PUBLIC_URL, where
     * every email is written to DEV_MAILBOX_DIR instead (nothing leaves the machine; ADR 141).
     */
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    /** The From address of every email. */
    MAIL_FROM: z.string().default('SueGo <no-reply@suego.local>'),
    /** Without SMTP_URL: the local dev mailbox, one .eml file per email (mode 0600). */
    DEV_MAILBOX_DIR: z.string().trim().min(1).default('.data/mail'),

    /**
     * The seller every receipt names (issue 27): the business's legal name, postal address and support email.
     * The defaults suit a local sandbox; with a live Stripe key all three must be set (boot refuses otherwise).
     */
    SELLER_LEGAL_NAME: optionalString.pipe(z.string().max(200).default('SueGo')),
    SELLER_ADDRESS: optionalString.pipe(z.string().max(500).default('Address not configured (set SELLER_ADDRESS)')),
    SELLER_SUPPORT_EMAIL: optionalString.pipe(z.email().default('support@suego.local')),

    /** Encrypts staff TOTP secrets at rest (AES-256-GCM, ADR 113); unset = a key generated once and kept in the database. */
    TOTP_ENCRYPTION_KEY: encryptionKey,
    /** `auto`: load the labelled sample attorney directory in the background when the table is empty (ADR 090); `off`: never. */
    ATTORNEY_SAMPLE_DIRECTORY: z.enum(['auto', 'off']).default('auto'),
    /**
     * The key that wraps every data subject's key (crypto-shredding, ADR 120): 32 random bytes, base64 or hex.
     * Unset = a key generated at the first start into `<EMBEDDED_PG_DIR>.privacy-master-key` (mode 0600): beside
     * the data directory, not in it, so a copy of the data directory alone cannot un-erase anyone.
     */
    PRIVACY_MASTER_KEY: optionalString.transform((v, ctx) => {
      if (v === undefined) return undefined;
      const key = parseMasterKey(v);
      if (!key) {
        ctx.addIssue({ code: 'custom', message: 'must be 32 bytes written as base64 (44 characters) or hex (64)' });
        return z.NEVER;
      }
      return key;
    }),
    /**
     * Signs the audit anchors (ADR 155): an HMAC over every event stream's head, kept outside the database like the
     * master key. 32 random bytes, base64 or hex. Unset = generated into `<EMBEDDED_PG_DIR>.audit-anchor-key`.
     */
    AUDIT_ANCHOR_KEY: optionalString.transform((v, ctx) => {
      if (v === undefined) return undefined;
      const key = parseMasterKey(v);
      if (!key) {
        ctx.addIssue({ code: 'custom', message: 'must be 32 bytes written as base64 (44 characters) or hex (64)' });
        return z.NEVER;
      }
      return key;
    }),
    /** Where anchors are written outside the database (ADR 155). Unset = `<EMBEDDED_PG_DIR>.audit-anchors`. */
    AUDIT_ANCHOR_DIR: optionalString,
  });

export type Env = z.infer<typeof envSchema>;

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidEnvironmentError';
  }
}

/** The typed, grouped view of the environment that the rest of the backend reads. */
export interface AppConfig {
  env: Env['NODE_ENV'];
  role: Env['ROLE'];
  http: { port: number; host: string; publicUrl: string; corsOrigins: string[]; trustProxy: false | number | string[] };
  log: { level: Env['LOG_LEVEL'] };
  web: { serve: boolean; distDir: string };
  database: { url?: string; embeddedDir: string; embeddedPort: number; poolSize: number };
  eventStore: { adapter: Env['EVENT_STORE']; kurrentUrl?: string };
  sessions: { idleMinutes: number; absoluteDays: number; cacheMs: number };
  staffEmails: string[];
  auth: { rateLimit: boolean };
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiBase?: string };
  /** Which gateway takes payments; `explicit` when PAYMENT_MODE chose it (ADR 146). */
  payments: { mode: 'sandbox' | 'stripe'; explicit: boolean };
  /** The mail provider of "mail it for me" (docs/adr/160). */
  letters: { mode: 'sandbox' | 'lob'; lobApiKey?: string; lobWebhookSecret?: string; lobApiBase?: string };
  openai: { apiKey?: string; baseUrl?: string; model: string };
  chromium: { path?: string };
  /** `devMailboxDir`: set (absolute) only without `smtpUrl`, where emails are written instead (ADR 141). */
  mail: { smtpUrl?: string; from: string; devMailboxDir?: string };
  /** Who sells: named on every receipt (email and PDF). */
  seller: { legalName: string; address: string; supportEmail: string };
  twoFactor: { encryptionKey?: Buffer };
  attorneys: { sampleDirectory: Env['ATTORNEY_SAMPLE_DIRECTORY'] };
  /** `masterKey` from PRIVACY_MASTER_KEY; otherwise the generated `keyFile` is used. */
  privacy: { masterKey?: Buffer; keyFile: string };
  /** `key` from AUDIT_ANCHOR_KEY, else the generated `keyFile`; `dir` where anchor files go (ADR 155). */
  auditAnchor: { key?: Buffer; keyFile: string; dir: string };
}

const splitList = (value?: string) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** Validates `source` and fails listing every bad variable at once. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  // Rules across variables, checked on the raw values so they are reported together with the rest.
  const set = (name: string) => (source[name] ?? '').trim() !== '';
  if (source.EVENT_STORE === 'kurrentdb' && !set('KURRENTDB_URL')) {
    problems.push('KURRENTDB_URL: is required when EVENT_STORE=kurrentdb');
  }
  if (set('STRIPE_SECRET_KEY') && !set('STRIPE_WEBHOOK_SECRET')) {
    problems.push('STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set');
  }
  const paymentMode = (source.PAYMENT_MODE ?? '').trim();
  if (paymentMode === 'stripe' && !set('STRIPE_SECRET_KEY')) {
    problems.push('PAYMENT_MODE: stripe needs STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET)');
  }
  if (paymentMode === 'sandbox' && set('STRIPE_SECRET_KEY')) {
    problems.push(
      'PAYMENT_MODE: sandbox takes no real payments, so STRIPE_SECRET_KEY must not be set with it',
    );
  }
  const publicUrl = source.PUBLIC_URL?.trim() || DEFAULT_PUBLIC_URL;
  if (paymentMode === '' && !set('STRIPE_SECRET_KEY') && URL.canParse(publicUrl) && !isLocalUrl(publicUrl)) {
    // A deployment others can reach, with no Stripe keys, would take test payments without a word (issue 22 #6).
    problems.push(
      `PAYMENT_MODE: PUBLIC_URL (${publicUrl}) is not local and STRIPE_SECRET_KEY is not set, so payments would be test payments; set the Stripe keys, or PAYMENT_MODE=sandbox to run a test deployment on purpose`,
    );
  }
  if ((source.STRIPE_SECRET_KEY ?? '').trim().startsWith('sk_live_')) {
    // A real customer's receipt must name the real seller, not the sandbox placeholder.
    for (const name of ['SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SELLER_SUPPORT_EMAIL'])
      if (!set(name)) problems.push(`${name}: is required with a live Stripe key (it is printed on every receipt)`);
  }
  const mailMode = (source.MAIL_MODE ?? '').trim() || (set('LOB_API_KEY') ? 'lob' : 'sandbox');
  if (mailMode === 'lob' && !set('LOB_API_KEY')) problems.push('LOB_API_KEY: is required when MAIL_MODE=lob');
  if (mailMode === 'lob' && !set('LOB_WEBHOOK_SECRET'))
    problems.push('LOB_WEBHOOK_SECRET: is required in Lob mail mode (tracking webhooks are verified with it)');
  // Never silent: a server that takes real money does not pretend to mail letters unless told so in so many words.
  if (/^(sk|rk)_live_/.test((source.STRIPE_SECRET_KEY ?? '').trim()) && mailMode === 'sandbox' && source.MAIL_MODE?.trim() !== 'sandbox')
    problems.push(
      'MAIL_MODE: this server takes live payments, so letters must really be mailed: set LOB_API_KEY (Lob), or MAIL_MODE=sandbox to run the sandbox mail provider anyway',
    );
  if (source.NODE_ENV === 'production' && set('DATABASE_URL') && !set('PRIVACY_MASTER_KEY')) {
    // Several processes, often on several hosts, share that database: a key file made by one would not be
    // the others' key.
    problems.push('PRIVACY_MASTER_KEY: is required in production with DATABASE_URL (every process needs the same key)');
  }
  if (!set('SMTP_URL') && URL.canParse(publicUrl) && !isLocalUrl(publicUrl)) {
    // Password resets and email verification links must reach their owner; a server others use cannot keep
    // them on its own disk (ADR 141).
    problems.push(
      'SMTP_URL: is required when PUBLIC_URL is not local (localhost, *.localhost, 127.0.0.0/8, ::1): set SMTP_URL to your mail server, or PUBLIC_URL to a local address for a trial run',
    );
  }
  if (!parsed.success || problems.length > 0) throw new InvalidEnvironmentError(problems);
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    role: env.ROLE,
    http: {
      port: env.PORT,
      host: env.HOST,
      publicUrl: env.PUBLIC_URL,
      corsOrigins: splitList(env.CORS_ORIGINS),
      trustProxy: env.TRUST_PROXY,
    },
    log: { level: env.LOG_LEVEL },
    web: { serve: env.SERVE_WEB, distDir: env.WEB_DIST_DIR },
    database: {
      url: env.DATABASE_URL,
      embeddedDir: env.EMBEDDED_PG_DIR,
      embeddedPort: env.EMBEDDED_PG_PORT,
      poolSize: env.DB_POOL_SIZE,
    },
    eventStore: { adapter: env.EVENT_STORE, kurrentUrl: env.KURRENTDB_URL },
    sessions: {
      idleMinutes: env.SESSION_IDLE_MINUTES,
      absoluteDays: env.SESSION_ABSOLUTE_DAYS,
      cacheMs: env.SESSION_CACHE_MS,
    },
    staffEmails: splitList(env.STAFF_EMAILS).map((e) => e.toLowerCase()),
    auth: { rateLimit: env.AUTH_RATE_LIMIT === 'on' },
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    },
    payments: {
      mode: env.PAYMENT_MODE ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox'),
      explicit: env.PAYMENT_MODE !== undefined,
    },
    letters: {
      mode: env.MAIL_MODE ?? (env.LOB_API_KEY ? 'lob' : 'sandbox'),
      lobApiKey: env.LOB_API_KEY,
      lobWebhookSecret: env.LOB_WEBHOOK_SECRET,
      lobApiBase: env.LOB_API_BASE,
    },
    openai: { apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL },
    chromium: { path: env.CHROMIUM_PATH },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      devMailboxDir: env.SMTP_URL ? undefined : path.resolve(env.DEV_MAILBOX_DIR),
    },
    seller: {
      legalName: env.SELLER_LEGAL_NAME,
      address: env.SELLER_ADDRESS,
      supportEmail: env.SELLER_SUPPORT_EMAIL,
    },
    twoFactor: { encryptionKey: env.TOTP_ENCRYPTION_KEY },
    attorneys: { sampleDirectory: env.ATTORNEY_SAMPLE_DIRECTORY },
    privacy: {
      masterKey: env.PRIVACY_MASTER_KEY,
      keyFile: `${path.resolve(env.EMBEDDED_PG_DIR).replace(/[/\\]+$/, '')}.privacy-master-key`,
    },
    auditAnchor: {
      key: env.AUDIT_ANCHOR_KEY,
      keyFile: `${path.resolve(env.EMBEDDED_PG_DIR).replace(/[/\\]+$/, '')}.audit-anchor-key`,
      dir: path.resolve(
        env.AUDIT_ANCHOR_DIR ?? `${path.resolve(env.EMBEDDED_PG_DIR).replace(/[/\\]+$/, '')}.audit-anchors`,
      ),
    },
  };
}
