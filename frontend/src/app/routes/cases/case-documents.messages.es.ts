import { translations } from '@/lib/i18n/define';
import type { messages } from './case-documents.messages';

export default translations<typeof messages>('caseDocuments', {
  title: 'Sus siguientes documentos',
  intro:
    'Cada documento tiene sus propias versiones, su editor y su PDF. Su primer documento queda como está.',
  listLabel: 'Documentos posteriores',
  version: 'Versión {version}',
  edit: 'Editar {kind, select, final_notice {el aviso final} small_claims {el paquete de reclamos menores} other {la carta de reclamación}}',
  offer:
    'No le han pagado todo. Un aviso final es breve y lleva fecha: menciona su carta y su entrega, da un último plazo de 14 días y nombra la corte. Es gratis.',
  pleaseTryAgain: 'Inténtelo de nuevo.',
  drafting: 'Redactando…',
  draft: 'Redactar el aviso final',
});
