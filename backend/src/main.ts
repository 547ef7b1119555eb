import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { InvalidEnvironmentError, loadConfig, type AppConfig } from './config/env';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './database/embedded-postgres';

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

async function bootstrap() {
  const config = readConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.database.url;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dir: config.database.embeddedDir, port: config.database.embeddedPort });
    databaseUrl = embedded.url;
  }
  // embedded-postgres installs its own SIGINT/SIGTERM hooks that stop the database at once; we stop it
  // ourselves after the app has drained, so take the signals over.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    rawBody: true,
    bufferLogs: true,
  });
  configureApp(app, config);

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    void (async () => {
      try {
        await app.close();
        await embedded?.stop();
        process.stdout.write(`SueGo stopped cleanly after ${signal}.\n`);
        process.exit(0);
      } catch (error) {
        process.stderr.write(`Shutdown failed: ${String(error)}\n`);
        process.exit(1);
      }
    })();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  if (config.role === 'worker') {
    await app.init();
  } else {
    await app.listen(config.http.port, config.http.host);
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : config.http.port;
    process.stdout.write(`SueGo is listening on http://localhost:${port} (role ${config.role})\n`);
  }
}

void bootstrap().catch((error: unknown) => {
  process.stderr.write(`SueGo failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
