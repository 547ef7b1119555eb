import type { Plugin } from 'vite';

/**
 * `<link rel="preload" as="font">` for the font files the first screen uses (matched by name in the build), so they
 * download beside the JavaScript and are there when the app first paints: no late swap, no layout shift.
 */
export function preloadFonts(files: readonly RegExp[]): Plugin {
  let base = '/';
  return {
    name: 'suego:preload-fonts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const names = Object.keys(context.bundle ?? {}).filter((name) =>
          files.some((file) => file.test(name)),
        );
        return names.map((name) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `${base}${name}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
