import { type ModuleMetadata } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Module } from '@nestjs/common';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { AppModule } from '../app.module';
import { configureApp } from '../app.setup';
import { loadConfig, type AppConfig } from '../config/env';
import { createTestDatabase, type TestDatabase } from './test-database';

/** The master key of test apps (each test database is new, so any fixed key works; the key file is not used). */
export const TEST_MASTER_KEY = Buffer.alloc(32, 7).toString('base64');

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  database: TestDatabase;
  /** The HTTP server, for supertest. */
  http: ReturnType<NestExpressApplication['getHttpServer']>;
  close(): Promise<void>;
}

/**
 * The real application (same modules, pipes, filter, headers as `npm start`) on a fresh database.
 * `env` overrides variables; `extra` adds test-only modules or controllers.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    extra?: ModuleMetadata;
    database?: TestDatabase;
    /** Receives every log line (set `LOG_LEVEL` in `env` too). One per test file: nestjs-pino keeps its first logger. */
    logStream?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    // The ~80 test apps do not each load 15,000 sample attorneys; attorney tests load what they need.
    ATTORNEY_SAMPLE_DIRECTORY: 'off',
    PRIVACY_MASTER_KEY: TEST_MASTER_KEY,
    // Without SMTP_URL, mail that a test's worker delivers lands here, never in the repository's .data/mail.
    DEV_MAILBOX_DIR: path.join(tmpdir(), `suego-test-mail-${process.pid}`),
    ...options.env,
  });
  @Module(options.extra ?? {})
  class ExtraModule {}
  @Module({
    imports: [AppModule.forRoot(config, database.url, { logStream: options.logStream }), ExtraModule],
  })
  class TestRootModule {}

  const app = await NestFactory.create<NestExpressApplication>(TestRootModule, {
    rawBody: true,
    logger: false,
    abortOnError: false,
  });
  configureApp(app, config);
  await app.init();
  return {
    app,
    config,
    database,
    http: app.getHttpServer(),
    async close() {
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}
