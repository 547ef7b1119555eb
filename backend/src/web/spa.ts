import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { NestExpressApplication } from '@nestjs/platform-express';

/**
 * Serves the built SPA from `distDir` on the API's port, with history fallback: any GET that is not under
 * /api and is not a file answers index.html, so deep links like /questionnaire work on reload.
 */
export function mountSpa(app: NestExpressApplication, distDir: string): boolean {
  const root = path.resolve(distDir);
  const index = path.join(root, 'index.html');
  if (!existsSync(index)) return false;
  app.use(
    '/assets',
    express.static(path.join(root, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: true }),
  );
  app.use(express.static(root, { index: false, maxAge: '1h' }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isApi = req.path === '/api' || req.path.startsWith('/api/');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApi || req.path.startsWith('/assets/')) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
