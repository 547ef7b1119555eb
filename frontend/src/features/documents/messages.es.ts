import { translations } from '@/lib/i18n/define';
import type { messages } from './messages';

export default translations<typeof messages>('documents', {
  disclaimer:
    '<b>Revise su documento con cuidado antes de enviarlo.</b> SueGo no es un bufete de abogados y no da asesoría legal; no sustituye el consejo de un abogado.',
  downloadFailed: 'No se pudo descargar',
  downloadFailedBody: 'No se pudo descargar el documento.',
  downloading: 'Descargando…',
  downloadPdf: 'Descargar PDF',
});
