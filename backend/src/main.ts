import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pino from 'pino';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { describeError } from './common/describe-error';
import { InvalidEnvironmentError, loadConfig, type AppConfig } from './config/env';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres';
import { createRootLogger, ROOT_LOGGER, type PinoRootLogger } from './logging';
import { devMailboxNotice } from './outbox/mailer';

const SHUTDOWN_TIMEOUT_MS = 15_000;

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof InvalidEnvironmentError) {
      process.stderr.write(`${error.message}\nSee .env.example for every variable and its default.\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The one line a person looks for, set apart from the JSON log lines (blank lines around it, bold on a terminal).
 * Written through the log's own stream: pino writes asynchronously, and the line must come after its lines.
 */
function announce(logger: PinoRootLogger, line: string): void {
  const text = process.stdout.isTTY ? `\u001b[1m${line}\u001b[22m` : line;
  const stream = (logger as unknown as Record<symbol, { write(s: string): void } | undefined>)[pino.symbols.streamSym];
  (stream ?? process.stdout).write(`\n  ${text}\n\n`);
}

async function bootstrap() {
  const config = readConfig();
  let embedded: EmbeddedDatabase | undefined;
  let app: NestExpressApplication | undefined;
  let stopping: NodeJS.Signals | undefined;
  let running = false;

  // Stop in order: the app drains (HTTP, subscriptions, jobs, pools), then the database stops. A signal during
  // start-up lets the current step finish, then stops the same way; a second signal stops at once.
  const shutdown = async (signal: NodeJS.Signals) => {
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app?.close();
      await embedded?.stop();
      process.stdout.write(`SueGo stopped cleanly after ${signal}.\n`);
      process.exit(0);
    } catch (error) {
      process.stderr.write(`Shutdown failed: ${describeError(error)}\n`);
      process.exit(1);
    }
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      process.stderr.write(`SueGo: ${signal} again, stopping at once.\n`);
      void embedded?.stop().finally(() => process.exit(130));
      return;
    }
    stopping = signal;
    process.stdout.write(`SueGo is stopping (${signal})…\n`);
    if (running) void shutdown(signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  try {
    let databaseUrl = config.database.url;
    if (!databaseUrl) {
      const postgres = createRootLogger(config.log.level).child({ context: 'PostgreSQL' });
      embedded = await startEmbeddedPostgres({
        dir: config.database.embeddedDir,
        port: config.database.embeddedPort,
        log: ({ level, message }) => postgres[level](message),
        // Three restarts in a row failed (docs/adr/213): stop with an error, for a supervisor or a person.
        onGiveUp: (error) => {
          process.stderr.write(`SueGo is stopping: ${error.message}\n`);
          const timer = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS);
          timer.unref();
          void (app?.close() ?? Promise.resolve()).catch(() => undefined).finally(() => process.exit(1));
        },
      });
      databaseUrl = embedded.url;
    }
    if (stopping) return await shutdown(stopping);

    app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
      rawBody: true,
      bufferLogs: true,
    });
    configureApp(app, config);
    if (stopping) return await shutdown(stopping);

    if (config.role === 'worker') await app.init();
    else await app.listen(config.http.port, config.http.host);
  } catch (error) {
    // Ctrl-C reaches the whole process group: a step that failed because the same signal stopped it (initdb ended
    // with SIGINT) is the stop that was asked for, not a failed start.
    if (stopping) return await shutdown(stopping);
    // Leave nothing running behind a failed start (an orphaned PostgreSQL would hold the data directory).
    await app?.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
  running = true;
  if (stopping) return shutdown(stopping);
  const logger = app.get<PinoRootLogger>(ROOT_LOGGER);
  if (config.role === 'worker') {
    announce(logger, 'SueGo worker is running (role worker)');
  } else {
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : config.http.port;
    announce(logger, `SueGo is listening on http://localhost:${port} (role ${config.role})`);
  }
  // Where the mail goes when there is no mail server: said once, on the console, never in the log (ADR 141).
  const mailbox = devMailboxNotice(config);
  if (mailbox && config.role !== 'api') announce(logger, mailbox);
}

void bootstrap().catch((error: unknown) => {
  const cause = describeError(error);
  process.stderr.write(`SueGo failed to start: ${cause}\n`);
  // A cause we know needs no stack trace; an unexpected one gets it, for whoever fixes the bug.
  const known = cause.includes('What to do') || (error instanceof Error && error.name.startsWith('Embedded'));
  if (!known && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
});
