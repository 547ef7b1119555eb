import { translations } from '@/lib/i18n/define';
import type { messages } from './messages';

export default translations<typeof messages>('ui', {
  closeDialog: 'Cerrar el cuadro de diálogo',
  closeNotification: 'Cerrar la notificación',
  loading: 'Cargando…',
  skipToMain: 'Ir al contenido principal',
  comingSoon: 'Próximamente',
  pageBreak: 'Salto de página',
});
