import type { NestExpressApplication } from '@nestjs/platform-express';
import { json, type NextFunction, type Request, type Response } from 'express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { requestLogging, ROOT_LOGGER, type PinoRootLogger } from './logging';
import { AllExceptionsFilter } from './common/http-exception.filter';
import { verifyJsonBody } from './common/request-input';
import { createValidationPipe } from './common/validation.pipe';
import type { AppConfig } from './config/env';
import { testModeNotices } from './config/test-mode';
import { APP_VERSION } from './version';
import { apiCompression } from './web/api-compression';
import { spaRouter } from './web/spa';

const STRIPE_JS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/** Content-Security-Policy for the SPA and API: strict scripts, Stripe.js allowed for card payments. */
export function contentSecurityPolicy(config: AppConfig) {
  return {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'", ...STRIPE_JS],
      'script-src-attr': ["'none'"],
      // Radix and the toast library set inline style attributes; scripts stay strict.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https://*.stripe.com'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", 'https://api.stripe.com'],
      'frame-src': [...STRIPE_JS, 'https://hooks.stripe.com'],
      'frame-ancestors': ["'none'"],
      'form-action': ["'self'"],
      'object-src': ["'none'"],
      ...(config.env === 'production' ? { 'upgrade-insecure-requests': [] } : {}),
    },
  };
}

/** Everything the HTTP app needs beyond its modules; shared by main.ts and the integration tests. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // API answers are personal or short-lived: no ETag hashing of every body, and nothing stored by browsers or
  // proxies unless a route says otherwise (pricing and the jurisdiction list set their own Cache-Control).
  app.set('etag', false);
  // Whose X-Forwarded-For is believed (TRUST_PROXY); by default nobody's, so clients cannot pick their own address.
  app.set('trust proxy', config.http.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: contentSecurityPolicy(config),
      hsts: config.env === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(requestLogging(app.get<PinoRootLogger>(ROOT_LOGGER)));
  app.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use('/api', apiCompression());
  if (config.http.corsOrigins.length > 0) {
    app.enableCors({ origin: config.http.corsOrigins, credentials: true });
  }
  // A revision carries up to 100,000 characters (up to ~1.2 MB as JSON with escapes); every other body keeps the
  // 100 KB default. Registered before Nest's own parser, which then leaves the parsed body alone. Wrapped, because
  // Nest skips its global parser when it finds a layer named `jsonParser`.
  const revisionBody = json({ limit: '1536kb', verify: verifyJsonBody });
  app.use(
    /^\/api\/cases\/[^/]+\/revisions$/,
    function revisionBodyParser(req: Request, res: Response, next: NextFunction) {
      revisionBody(req, res, next);
    },
  );
  // Our JSON parser replaces Nest's (same name, so Nest skips its own): it keeps the raw body for webhook
  // signatures and refuses deep nesting before JSON.parse and the validators ever recurse into it.
  app.use(json({ limit: '100kb', verify: verifyJsonBody }));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  if (config.env !== 'production') {
    const document = SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('SueGo API')
        .setDescription('Demand letters, small-claims packages, payments and the case audit trail.')
        .setVersion(APP_VERSION)
        .addBearerAuth()
        .build(),
    );
    SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  }
  if (config.web.serve) {
    const logger = app.get<PinoRootLogger>(ROOT_LOGGER);
    const spa = spaRouter(config.web.distDir, {
      warn: (message) => logger.warn({ context: 'Web' }, message),
      testModeNotices: testModeNotices(config),
    });
    if (spa) app.use(spa);
  }
}
