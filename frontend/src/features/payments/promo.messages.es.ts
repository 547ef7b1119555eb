import { translations } from '@/lib/i18n/define';
import type { messages } from './promo.messages';

export default translations<typeof messages>('promo', {
  checkAndRetry: 'Revise su código e inténtelo de nuevo.',
  invalid: 'Ese código promocional no es válido. Revise su código e inténtelo de nuevo.',
  invalidTitle: 'Código promocional no válido',
  applied: 'Código promocional aplicado',
  isApplied: 'Se aplicó {code}.',
  couldNotCheck: 'No se pudo comprobar el código promocional',
  checkConnection: 'Revise su conexión e inténtelo de nuevo.',
  appliedLine: 'Se aplicó el código promocional <mono>{code}</mono>.',
  remove: 'Quitar<hidden> el código promocional {code}</hidden>',
  label: 'Código promocional',
  placeholder: '¿Tiene un código?',
  checking: 'Comprobando…',
  apply: 'Aplicar',
  locked: 'No se puede agregar un código promocional una vez que empezó un pago.',
  loadingCardForm: 'Cargando el formulario de la tarjeta…',
  notCharged: 'No se cobró a su tarjeta. Inténtelo de nuevo.',
  notReady: 'El sistema de pago no está listo. Actualice la página e inténtelo de nuevo.',
  paymentFailed: 'El pago no se realizó',
  paymentProcessed: 'Pago procesado',
  savedCards: 'Sus tarjetas guardadas',
  payWithSaved: 'Pagar {amount} con la {brand} terminada en {last4}',
});
