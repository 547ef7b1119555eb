import { defineMessages } from '@/lib/i18n/define';

export const messages = defineMessages('page.notFound', {
  title: 'Page not found',
  heading: '404 — Page not found',
  body: "We couldn't find the page you were looking for. The link may be old or mistyped.",
  home: 'Go to the home page',
});
