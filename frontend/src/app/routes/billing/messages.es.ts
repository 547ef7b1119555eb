import { translations } from '@/lib/i18n/define';
import type { messages } from './messages';

export default translations<typeof messages>('billingPages', {
  choosePlanTitle: 'Elija su plan',
  choosePlanMeta: 'Compare los planes de suscripción de SueGo.',
  choosePlanIntro:
    'Suscríbase si tiene más de una disputa: documentos, búsqueda de abogados y referencias por un precio mensual, con una prueba gratis.',
  mostPopular: 'El más popular',
  recommended: 'Recomendado',
  choosePlan: 'Elegir {plan}',
  backToAccount: 'Volver a la cuenta',
  contactSupport: 'Contactar a soporte',
  oneTime: 'Pago único',
  included: 'Incluido',
  searchForDays: 'Busque en el directorio durante {days} días. Sin suscripción.',
  searchAttorneys: 'Buscar abogados',
  buyOneTime: 'Comprar acceso por única vez',
  allPlans: 'Todos los planes',
  planNotFound: 'Plan no encontrado',
  planNotFoundBody: 'No ofrecemos un plan llamado “{plan}”. Elija uno de nuestros planes.',
  createAndStart: 'Cree su cuenta y comience su plan',
  createAndStartBody:
    'Su tarjeta se guarda ahora y se cobra por primera vez cuando termina la prueba, u hoy si ya tuvo una prueba antes. Un código de mes gratis no necesita tarjeta.',
  subscribeTo: 'Suscribirse a {plan}',
  subscribe: 'Suscribirse',
  subscribeIntro:
    'Elija un plan, cree su cuenta y guarde una tarjeta. No se cobra nada durante la prueba gratis (una por cliente).',
  searchAccessMeta: 'Acceso a la búsqueda de abogados',
  getSearch: 'Obtenga la búsqueda de abogados',
  getSearchIntro:
    'La búsqueda de abogados está incluida en todos los planes, o puede comprar acceso por única vez sin suscripción.',
  searchPayment: 'Pago de la búsqueda de abogados',
  searchPaymentIntro: 'Un pago único que habilita la búsqueda de abogados durante 30 días.',
  loadFailed: 'No pudimos cargar los planes en este momento.',
  loadFailedBody: 'Revise su conexión e inténtelo de nuevo. No se le ha cobrado nada.',
  details: 'Detalles: {details}',
  networkError: 'Error de red',
  tryAgain: 'Intentar de nuevo',
  alreadySubscribed: 'Usted ya tiene una suscripción',
  alreadySubscribedBody:
    'Su plan {plan} está {status, select, trialing {en su prueba gratis} active {activo} past_due {con el pago vencido} unpaid {sin pagar} other {{status}}}. Adminístrelo desde su cuenta.',
  goToAccount: 'Ir a la cuenta',
  activate: 'Activar la suscripción',
  startTrial: 'Comenzar la prueba gratis de {days} días',
  subscribePrice: 'Suscribirse — {price}',
  oncePerCustomer:
    'Una prueba gratis por cliente. Si ya tuvo una prueba gratis antes (con este correo electrónico o esta tarjeta), no hay prueba: se cobra {amount} a su tarjeta hoy.',
  summaryLine: '{plan}: {price}',
  dueFreeMonth:
    'A pagar hoy: {zero}. Su primer mes es gratis y no necesita tarjeta. Para conservar su plan después, agregue una tarjeta desde su cuenta antes de que termine el mes (se lo recordamos 3 días antes); sin tarjeta, su plan simplemente termina y no se cobra nada.',
  dueTrial:
    'A pagar hoy: {zero}. Su prueba gratis de {days} días empieza ahora; cobramos {amount} cuando termine, a menos que cancele antes. Cancele cuando quiera desde su cuenta.',
  dueNoTrial:
    'A pagar hoy: {amount}. Ya tuvo su prueba gratis, así que su primer mes se cobra ahora. Se factura cada mes y se renueva automáticamente. Cancele cuando quiera.',
  billedMonthly: 'Se factura cada mes y se renueva automáticamente. Cancele cuando quiera.',
  promoLine: '{code}: {description}',
  noTrialTitle: 'Esta vez no hay prueba gratis',
  noTrialBody:
    'La prueba gratis es una por cliente, y este correo electrónico ya la tuvo. Presione “{label}” para pagar {amount} ahora, o salga de esta página: no se ha cobrado nada.',
  freeMonthNeedsVerified:
    'El mes gratis es para un correo electrónico verificado: le enviamos un enlace al crear su cuenta, y su mes gratis empieza cuando lo abra.',
  verifyEmailTitle: 'Verifique su correo electrónico para recibir su mes gratis',
  verifyEmailBody:
    'Enviamos un enlace a {email}. Ábralo, vuelva a esta página y presione “{label}” otra vez. No se ha cobrado nada.',
  resendLink: 'Enviar el enlace otra vez',
  linkSent: 'Enviamos un enlace nuevo. Revise su bandeja de entrada.',
  signedInAs: 'Sesión iniciada como <b>{email}</b>',
  starting: 'Iniciando su suscripción. Espere, por favor.',
  stepOf: 'Paso {step} de 2',
  yourAccount: 'Su cuenta',
  yourAccountBody: 'Primero cree su cuenta. Después agregará su tarjeta.',
  payment: 'Pago',
  paymentBody: 'Guarde una tarjeta para comenzar su plan.',
  prepareFailed: 'No pudimos preparar el formulario de la tarjeta. Inténtelo de nuevo.',
  setupFailed: 'No se pudo configurar el pago',
  preparing: 'Preparando el formulario de la tarjeta…',
  addCardTrigger: 'Agregar tarjeta',
  addCardTitle: 'Agregar una tarjeta',
  addCardBody: 'La tarjeta se guarda para su plan y pagos futuros. No se cobra nada ahora.',
  saveCard: 'Guardar la tarjeta',
  keepTrigger: 'Agregar una tarjeta',
  keepTitle: 'Agregue una tarjeta para conservar su plan',
  keepBody: 'Su plan se renueva con esta tarjeta al final del período. No se cobra nada ahora.',
  payTrigger: 'Actualizar la tarjeta y pagar ahora',
  payBody:
    'Esta tarjeta pasa a ser la predeterminada y paga su factura pendiente de inmediato; su plan vuelve a estar activo.',
  saveAndPay: 'Guardar la tarjeta y pagar',
  loadingCardForm: 'Cargando el formulario de la tarjeta…',
  billingHistory: 'Historial de facturación',
  billingHistoryIntro:
    'Cada cobro y reembolso, del más reciente al más antiguo, con un recibo para cada uno.',
  paymentMethods: 'Métodos de pago',
  paymentMethodsMeta: 'Métodos de pago',
  paymentMethodsIntro: 'Las tarjetas guardadas en su cuenta.',
});
