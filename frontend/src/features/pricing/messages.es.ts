import { translations } from '@/lib/i18n/define';
import type { messages } from './messages';

export default translations<typeof messages>('pricing', {
  loading: 'Cargando precios…',
  payPerDocument: 'Pago por documento',
  oneTime: 'un solo pago',
  startYourCase: 'Comience su caso',
  subscription: 'Suscripción',
  mostPopular: 'El más popular',
  perInterval: 'al {interval, select, year {año} other {mes}}',
  freeTrial: 'Prueba gratis de {days} días',
  choosePlan: 'Elegir {plan}',
  includedWithPlan: 'Incluido en su plan',
  extrasWithout: 'Extras sin suscripción',
  included: 'Incluido',
  forDaysOfAccess: 'por {days} días de acceso',
  subscribersGet: 'Los suscriptores tienen incluidas la búsqueda de abogados y las referencias.',
  title: 'Precios simples y claros',
  intro:
    'Pague una sola vez por un documento, o suscríbase si tiene varias disputas. Sin cargos ocultos: usted ve el precio antes de pagar.',
  loadFailed: 'No pudimos cargar nuestros precios en este momento.',
  loadFailedHelp: 'Revise su conexión e inténtelo de nuevo. Los precios siempre se muestran antes de pagar.',
  details: 'Detalles: {details}',
  networkError: 'Error de red',
  tryingAgain: 'Intentando de nuevo…',
  tryAgain: 'Intentar de nuevo',
});
