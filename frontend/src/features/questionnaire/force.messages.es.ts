import { translations } from '@/lib/i18n/define';
import type { messages } from './force.messages';

export default translations<typeof messages>('questionnaire.force', {
  responseLegend: 'Cuánto tiempo darles para pagar o responder',
  responseHint:
    'Para una suma que ya le deben, como un depósito o una factura sin pagar, lo habitual son 14 días. Para daños, 30 días les dan tiempo de consultar con una aseguradora.',
  responseOption: '{days} días',
  responseRecommended: '{days} días (sugerido)',
  responseTooShort: 'No disponible: {reason}',
  responseAllTooShort: 'La ley exige al menos {days} días en este caso: {reason} Su carta da {days} días.',
  reasonReceipt:
    '{citation} {verified, select, yes {exige} other {puede exigir}} {days} {business, select, yes {días hábiles} other {días}} después de que reciban la carta, más {transit} días para la entrega.',
  reasonUntil:
    '{verified, select, yes {{citation} da al arrendador hasta el {date} para devolver el depósito.} other {es posible que el arrendador tenga hasta el {date} para devolver el depósito.}}',
  reasonNotice:
    '{citation} {verified, select, yes {exige} other {puede exigir}} un plazo de aviso de {days} {business, select, yes {días hábiles} other {días}}.',
  notConfirmed: 'SueGo no ha confirmado esta norma en un texto oficial.',
  leverageLegend: 'Hechos que fortalecen su carta',
  leverageHint: 'Todo es opcional. Responda solo lo que sepa: la carta solo afirma lo que usted nos dice.',
  moveOutLabel: 'Fecha de mudanza',
  moveOutHint:
    'El día en que se mudó y devolvió las llaves. El plazo del arrendador para devolver el depósito, y el plazo para demandar, se cuentan desde esa fecha.',
  tenancyLabel: '¿La vivienda alquilada era su hogar o un local comercial?',
  tenancyResidential: 'Mi hogar (un arrendamiento residencial)',
  tenancyCommercial: 'Un local comercial (un arrendamiento comercial)',
  forwardingLabel: '¿Le dio al arrendador su nueva dirección por escrito?',
  forwardingHint:
    'Sirve una carta, un correo electrónico o un mensaje de texto. En muchos estados, el plazo del arrendador corre desde ese momento.',
  forwardingDateLabel: '¿Cuándo se la dio?',
  itemizedLabel: '¿El arrendador le envió una lista escrita y detallada de los descuentos?',
  paymentDueLabel: '¿Cuándo vencía el pago según su acuerdo?',
  paymentDueHint:
    'La fecha de vencimiento de la factura o del acuerdo. Déjela en blanco si no se acordó una fecha.',
  faultLabel: '¿Admitieron que fue su culpa?',
  faultHint: 'En persona, en un mensaje, o ante la policía o una aseguradora.',
  policeLabel: '¿Se hizo un informe policial?',
  youTitle: 'Diríjase a {name} como “usted”',
  youHelp:
    'Su carta está dirigida a {name}, pero sus respuestas hablan de esa persona en tercera persona: {found}. La carta se lee mejor y es más clara si dice “you” (usted).',
  youFix: 'Dirigirme a ellos como “you”',
  youUndo: 'Deshacer',
  youDone: 'Sus respuestas ahora dicen “you”. Léalas abajo y corrija lo que no sea lo que quiso decir.',
  rowResponseDays: 'Días para responder',
  rowResponseDefault: 'Sugerido ({days} días)',
  rowTenancy: 'La vivienda alquilada era',
  rowForwarding: 'Nueva dirección entregada por escrito',
  rowForwardingDate: 'Nueva dirección entregada el',
  rowItemized: 'Lista detallada de descuentos recibida',
  rowPaymentDue: 'El pago vencía el',
  rowFault: 'Admitieron su culpa',
  rowPolice: 'Informe policial hecho',
});
