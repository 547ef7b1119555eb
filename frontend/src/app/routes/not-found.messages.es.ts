import { translations } from '@/lib/i18n/define';
import type { messages } from './not-found.messages';

export default translations<typeof messages>('page.notFound', {
  title: 'Página no encontrada',
  heading: '404 — Página no encontrada',
  body: 'No encontramos la página que busca. Es posible que el enlace sea antiguo o tenga un error.',
  home: 'Ir a la página de inicio',
});
