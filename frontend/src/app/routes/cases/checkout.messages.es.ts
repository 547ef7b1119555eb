import { translations } from '@/lib/i18n/define';
import type { messages } from './checkout.messages';

export default translations<typeof messages>('page.checkout', {
  title: 'Pago',
  description: 'Revise su pedido y luego pague su documento.',
  loadFailed: 'No pudimos cargar su pedido',
  checkConnection: 'Revise su conexión y vuelva a intentarlo.',
  notChargedAfter: '{reason} No se le ha cobrado nada.',
  notCharged: 'No se le ha cobrado nada.',
  tryAgain: 'Intentar de nuevo',
  includedInPlan: 'Incluido en su plan',
  nothingCharged: '{message} No se cobra nada por él.',
  notCovered: 'No está cubierto',
  pleaseTryAgain: 'Inténtelo de nuevo.',
  gettingDocument: 'Obteniendo su documento…',
  getMyDocument: 'Obtener mi documento',
  cannotBuy: 'Este documento no se puede comprar aquí',
  cannotBuyBody:
    'No encontramos un precio para el tipo de documento de este caso. Revise el tipo de documento en la página de revisión del caso, o comuníquese con soporte. No se le ha cobrado nada.',
  reviewDetails: 'Revisar los detalles del caso',
  missingTitle: 'Falta información antes de comprar',
  missingAddress:
    'Agregue la dirección postal de la otra parte antes de comprar: la carta se envía a esa dirección y allí se entregan los documentos de la corte. No se le ha cobrado nada.',
  addAddress: 'Agregar su dirección',
  promoNote:
    '¿Tiene un código de promoción? Los códigos se aplican a los <link>planes SueGo y SuePro</link>, no a un solo documento.',
  caseNotFound: 'Caso no encontrado',
  caseNotFoundBody:
    'No encontramos este caso en su cuenta. Es posible que pertenezca a otra cuenta o que el enlace esté equivocado.',
  goToMyDocuments: 'Ir a Mis documentos',
  startNewCase: 'Comenzar un caso nuevo',
});
