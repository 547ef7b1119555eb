import { translations } from '@/lib/i18n/define';
import type { messages } from './messages';

export default translations<typeof messages>('errors', {
  heading: 'Algo salió mal',
  body: 'No pudimos mostrar esta página. Su información está segura. Inténtelo de nuevo o vuelva a cargar la página para obtener la versión más reciente de SueGo. Si sigue ocurriendo, comuníquese con soporte.',
  tryAgain: 'Intentar de nuevo',
  reload: 'Volver a cargar la página',
});
