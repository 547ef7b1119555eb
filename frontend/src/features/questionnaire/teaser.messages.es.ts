import { translations } from '@/lib/i18n/define';
import type { messages } from './teaser.messages';

export default translations<typeof messages>('questionnaire.teaser', {
  stepOf: 'Paso {step} de {total}',
  percentComplete: '{percent}% completado',
  progressLabel: 'Avance del cuestionario',
  nextStep: 'Siguiente paso',
  question: '¿Qué tipo de problema legal tiene?',
  landlord: 'Disputa con el arrendador',
  vehicle: 'Daños al vehículo',
  unpaid: 'Trabajo no pagado',
  other: 'Otra disputa',
});
