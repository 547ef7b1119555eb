import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { routePreloads } from './client-routes';

const chunk = (fileName: string, imports: string[], extra: Partial<Rolldown.OutputChunk> = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: false,
    facadeModuleId: null,
    ...extra,
  }) as Rolldown.OutputChunk;

describe('routePreloads', () => {
  it("lists a lazy page's chunk and what it imports, minus what index.html loads already", () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], { isEntry: true }),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/zod.js': chunk('assets/zod.js', []),
      'assets/form.js': chunk('assets/form.js', ['assets/zod.js', 'assets/react.js']),
      'assets/questionnaire.js': chunk('assets/questionnaire.js', ['assets/form.js', 'assets/index.js'], {
        facadeModuleId: '/app/src/app/routes/questionnaire.tsx',
      }),
      'index.html': { type: 'asset', fileName: 'index.html' },
    } as unknown as Rolldown.OutputBundle;

    const preloads = routePreloads(bundle, [
      { pattern: '/' },
      { pattern: '/questionnaire', module: '/app/src/app/routes/questionnaire' },
      { pattern: '/gone', module: '/app/src/app/routes/gone' },
    ]);

    expect(preloads).toEqual(
      new Map([['/questionnaire', ['assets/questionnaire.js', 'assets/form.js', 'assets/zod.js']]]),
    );
  });
});
