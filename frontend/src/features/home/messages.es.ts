import { translations } from '@/lib/i18n/define';
import type { messages } from './messages';

export default translations<typeof messages>('home', {
  heroKicker: 'Haga justicia sin pagar honorarios de abogado',
  heroTitle: 'Recupere el dinero que le deben',
  heroBody:
    'Responda unas preguntas sencillas. SueGo redacta una carta de reclamación o un paquete para presentar una demanda de reclamos menores que sigue las reglas de su estado. Descárguelo, revíselo y envíelo.',
  startYourCaseFrom: 'Comience su caso - {price}',
  startYourCase: 'Comience su caso',
  seeHowItWorks: 'Vea cómo funciona',
  highlightLimit: 'Disputas de hasta $10,000',
  highlightState: 'Redactado según las reglas de su estado',
  highlightMinutes: 'Preguntas en lenguaje sencillo, unos 10 minutos',
  notALawFirm: 'SueGo no es un bufete de abogados y no da asesoría legal.',
  caseTypesTitle: '¿Qué tipo de disputa tiene?',
  caseTypesIntro: 'SueGo atiende las disputas de dinero más comunes. Elija la suya para comenzar.',
  unpaidTitle: 'Trabajo no pagado',
  unpaidBody:
    'Un cliente o empleador no le ha pagado una factura, su salario o los honorarios que usted ganó.',
  landlordTitle: 'Disputas con el arrendador',
  landlordBody:
    'No le devolvieron su depósito de garantía, o usted pagó reparaciones que le correspondían a su arrendador.',
  vehicleTitle: 'Daños al vehículo',
  vehicleBody: 'Alguien dañó su auto y no quiere pagar las reparaciones ni la pérdida de valor.',
  startThisCase: 'Comenzar este caso',
  howItWorks: 'Cómo funciona',
  howItWorksIntro: 'Tres pasos desde “me deben dinero” hasta una carta en el correo.',
  stepNumber: 'Paso {step}:',
  stepAnswerTitle: 'Responda las preguntas',
  stepAnswerBody:
    'Díganos quién le debe, cuánto y qué pasó. En lenguaje sencillo, sin necesidad de términos legales.',
  stepDraftTitle: 'Redactamos su documento',
  stepDraftBody:
    'SueGo prepara una carta de reclamación o un paquete de reclamos menores con sus respuestas y las reglas de su estado.',
  stepSendTitle: 'Revise, descargue y envíe',
  stepSendBody:
    'Léalo con cuidado, corrija lo que no esté bien, descargue el PDF y envíelo por correo certificado.',
  tryFirstQuestion: 'Pruebe la primera pregunta',
  sampleTitle: 'Vea cómo es una carta de reclamación',
  sampleIntro:
    'Una carta de reclamación es una petición formal de pago. Le dice a la otra parte cuánto debe, por qué y para cuándo, y le muestra a la corte que usted intentó llegar a un acuerdo antes de demandar.',
  samplePointAmount: 'Una cantidad y razones claras',
  samplePointDeadline:
    'Un plazo firme para responder: {days} días en este ejemplo. Para dinero que ya le deben, la carta da 14 días, salvo que usted elija otro plazo o su estado exija más',
  samplePointCourt: 'Un aviso de que usted puede presentar una demanda de reclamos menores',
  sampleMadeUp:
    'Este ejemplo usa nombres y cantidades inventados. Su carta se redacta con sus propias respuestas.',
  sampleStaysEnglish:
    'Su carta se redacta en inglés, como lo exigen las cortes y la mayoría de los destinatarios.',
  sampleBadge: 'Ejemplo',
  sampleLabel: 'Ejemplo de carta de reclamación (en inglés)',
  sampleCaption: 'Solo un ejemplo. SueGo no es un bufete de abogados; revise cada carta antes de enviarla.',
  aiTitle: 'Sobre los documentos redactados con herramientas automáticas',
  aiBody:
    'SueGo redacta sus documentos con herramientas automáticas, incluida la inteligencia artificial, a partir de sus respuestas y de tablas de leyes estatales que mantenemos al día. Los borradores automáticos pueden tener errores. Lea cada documento con cuidado, verifique nombres, fechas y cantidades, y corrija lo que no esté bien antes de enviarlo o presentarlo.',
  aiNotALawFirm:
    'SueGo no es un bufete de abogados y no da asesoría legal; no sustituye el consejo de un abogado. Usar SueGo no crea una relación entre abogado y cliente. Si su situación es complicada o hay mucho dinero en juego, hable con un abogado con licencia.',
  aiReadDisclaimer: 'Lea nuestro <link>Aviso legal</link>.',
  loading: 'Cargando…',
});
