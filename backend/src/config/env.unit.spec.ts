import { InvalidEnvironmentError, loadConfig } from './env';

describe('loadConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.http.port).toBe(3000);
    expect(config.database.url).toBeUndefined();
    expect(config.database.embeddedDir).toBe('.data/postgres');
    expect(config.eventStore.adapter).toBe('postgres');
    expect(config.stripe.secretKey).toBeUndefined();
    expect(config.role).toBe('all');
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', STRIPE_SECRET_KEY: '' });
    expect(config.database.url).toBeUndefined();
    expect(config.stripe.secretKey).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', NODE_ENV: 'staging', DATABASE_URL: 'mysql://x', EVENT_STORE: 'kurrentdb' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(InvalidEnvironmentError);
    const { problems } = error as InvalidEnvironmentError;
    const named = problems.map((p) => p.split(':')[0]);
    expect(named).toEqual(expect.arrayContaining(['PORT', 'NODE_ENV', 'DATABASE_URL', 'KURRENTDB_URL']));
    expect((error as Error).message).toContain('PORT');
  });

  it('payments: sandbox by default on a local address; a public one refuses to start in sandbox unless PAYMENT_MODE=sandbox (issue 22 point 6)', () => {
    expect(loadConfig({}).payments).toEqual({ mode: 'sandbox', explicit: false });
    for (const url of [
      'http://localhost:3000',
      'http://suego.localhost',
      'http://127.0.0.9:8080',
      'http://[::1]:3000',
    ]) {
      expect(loadConfig({ PUBLIC_URL: url }).payments.mode).toBe('sandbox');
    }
    // SMTP set: a public address needs it anyway (ADR 141); here only the payment mode is in question.
    const smtp = { SMTP_URL: 'smtps://mail.example.com' };
    for (const url of [
      'https://suego.com',
      'http://192.168.1.20:3000',
      'http://localhost.example.com',
      'http://[::2]/',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: url, ...smtp })).toThrow(
        /PAYMENT_MODE: PUBLIC_URL \(.+\) is not local and STRIPE_SECRET_KEY is not set, so payments would be test payments/,
      );
    }
    expect(loadConfig({ PUBLIC_URL: 'https://staging.suego.com', PAYMENT_MODE: 'sandbox', ...smtp }).payments).toEqual(
      {
        mode: 'sandbox',
        explicit: true,
      },
    );
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig({ PUBLIC_URL: 'https://suego.com', ...stripe, ...smtp }).payments).toEqual({
      mode: 'stripe',
      explicit: false,
    });
    expect(() => loadConfig({ PAYMENT_MODE: 'stripe' })).toThrow(
      /PAYMENT_MODE: stripe needs STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ PAYMENT_MODE: 'sandbox', ...stripe })).toThrow(
      /PAYMENT_MODE: sandbox takes no real payments/,
    );
    expect(() => loadConfig({ PAYMENT_MODE: 'live' })).toThrow(/PAYMENT_MODE/);
  });

  it('requires the webhook secret with a Stripe key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('mails through the sandbox by default, through Lob with a key, and never pretends to mail for live payments unless told', () => {
    expect(loadConfig({}).letters.mode).toBe('sandbox');
    expect(loadConfig({ LOB_API_KEY: 'test_x', LOB_WEBHOOK_SECRET: 's' }).letters).toEqual({
      mode: 'lob',
      lobApiKey: 'test_x',
      lobWebhookSecret: 's',
      lobApiBase: undefined,
    });
    expect(() => loadConfig({ MAIL_MODE: 'lob' })).toThrow(/LOB_API_KEY: is required when MAIL_MODE=lob/);
    expect(() => loadConfig({ LOB_API_KEY: 'live_x' })).toThrow(/LOB_WEBHOOK_SECRET/);
    const seller = { SELLER_LEGAL_NAME: 'SueGo Inc.', SELLER_ADDRESS: '1 Main St', SELLER_SUPPORT_EMAIL: 'help@suego.example' };
    const live = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', ...seller };
    expect(() => loadConfig(live)).toThrow(/MAIL_MODE: this server takes live payments/);
    expect(loadConfig({ ...live, MAIL_MODE: 'sandbox' }).letters.mode).toBe('sandbox');
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).letters.mode).toBe('sandbox');
  });

  it('names the seller on receipts: defaults for a sandbox, required with a live Stripe key (issue 27)', () => {
    expect(loadConfig({}).seller).toEqual({
      legalName: 'SueGo',
      address: 'Address not configured (set SELLER_ADDRESS)',
      supportEmail: 'support@suego.local',
    });
    const live = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', MAIL_MODE: 'sandbox' };
    expect(() => loadConfig(live)).toThrow(/SELLER_LEGAL_NAME: is required with a live Stripe key/);
    expect(() => loadConfig(live)).toThrow(/SELLER_SUPPORT_EMAIL: is required with a live Stripe key/);
    expect(
      loadConfig({ ...live, SELLER_LEGAL_NAME: ' SueGo Inc. ', SELLER_ADDRESS: '1 Main St', SELLER_SUPPORT_EMAIL: 'help@suego.example' }).seller,
    ).toEqual({ legalName: 'SueGo Inc.', address: '1 Main St', supportEmail: 'help@suego.example' });
    expect(() => loadConfig({ SELLER_SUPPORT_EMAIL: 'not an email' })).toThrow(/SELLER_SUPPORT_EMAIL/);
  });

  it('splits and lower-cases staff emails', () => {
    expect(loadConfig({ STAFF_EMAILS: ' Ann@Example.com, bob@example.com ,' }).staffEmails).toEqual([
      'ann@example.com',
      'bob@example.com',
    ]);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(loadConfig({}).http.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).http.trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).http.trustProxy).toBe(false);
  });

  it('takes a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).http.trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: ' 2 ' }).http.trustProxy).toBe(2);
  });

  it('takes addresses, CIDRs and the named ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,loopback,fd00::/8' }).http.trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
  });

  it.each(['nginx', '10.0.0.0/33', '10.0.0/8', '1.2.3.4/8/1', '::1/129', 'true'])('refuses %s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('TOTP_ENCRYPTION_KEY', () => {
  const key = Buffer.from(Array.from({ length: 32 }, (_, i) => i));
  it('is optional (a key kept in the database is used then)', () => {
    expect(loadConfig({}).twoFactor.encryptionKey).toBeUndefined();
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: '' }).twoFactor.encryptionKey).toBeUndefined();
  });

  it('takes 32 bytes as 64 hex digits or base64', () => {
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: key.toString('hex') }).twoFactor.encryptionKey).toEqual(key);
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: key.toString('base64') }).twoFactor.encryptionKey).toEqual(key);
    expect(loadConfig({ TOTP_ENCRYPTION_KEY: key.toString('base64url') }).twoFactor.encryptionKey).toEqual(key);
  });

  it.each(['secret', 'ab'.repeat(31), Buffer.alloc(16).toString('base64')])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ TOTP_ENCRYPTION_KEY: value })).toThrow(/TOTP_ENCRYPTION_KEY: must be 32 bytes/);
  });
});

describe('mail delivery (ADR 141)', () => {
  it('without SMTP_URL on a local PUBLIC_URL, writes mail to the dev mailbox (an absolute path)', () => {
    expect(loadConfig({}).mail.devMailboxDir).toMatch(/^\/.*\/\.data\/mail$/);
    expect(loadConfig({ PUBLIC_URL: 'http://suego.localhost:8080', DEV_MAILBOX_DIR: '/tmp/x-mail' }).mail.devMailboxDir).toBe('/tmp/x-mail');
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mail).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:2525', devMailboxDir: undefined });
  });

  it('refuses a public PUBLIC_URL without SMTP_URL, naming both variables', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://suego.example.com' })).toThrow(/SMTP_URL: is required when PUBLIC_URL is not local/);
    expect(() =>
      loadConfig({ PUBLIC_URL: 'https://suego.example.com', SMTP_URL: 'smtps://mail.example.com', PAYMENT_MODE: 'sandbox' }),
    ).not.toThrow();
  });
});
