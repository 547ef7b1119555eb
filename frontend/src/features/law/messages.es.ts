import { translations } from '@/lib/i18n/define';
import type { messages } from './messages';

export default translations<typeof messages>('law', {
  overStateLimit: 'Por encima del límite de reclamos menores',
  overCeiling: 'Por encima del límite de $10,000',
  limitationPeriod: 'Revise el plazo de prescripción',
  preSuitNotice: 'Se exige un aviso antes de demandar',
  businessCourt: 'Dónde presenta su demanda una empresa',
  representation: 'Quién puede presentar el reclamo de una empresa',
  depositClock: 'Cuándo empieza a correr el plazo del arrendador',
  defendantOutOfState: 'La otra parte está en otro estado',
  pleaseNote: 'Tenga en cuenta',
  overStateLimitHelp:
    'La cantidad supera el límite de reclamos menores de este estado para este tipo de reclamo.',
  overCeilingHelp: 'SueGo atiende reclamos de hasta $10,000.00.',
  limitationPeriodHelp:
    'Es posible que el plazo de prescripción para demandar haya vencido o esté por vencer.',
  preSuitNoticeHelp:
    'Este estado exige un aviso por escrito antes de presentar la demanda, y un tiempo de espera después del aviso.',
  businessCourtHelp: 'Una empresa puede tener que presentar su demanda en otra corte o con otros límites.',
  representationHelp:
    'El estado tiene reglas sobre quién puede presentar en la corte el reclamo de una empresa.',
  depositClockHelp:
    'El plazo del arrendador para devolver el depósito de garantía empieza un día determinado.',
  defendantOutOfStateHelp:
    'Demandar a alguien de otro estado tiene sus propias reglas sobre dónde presentar la demanda y cómo notificarla.',
  ruleInEnglish: 'La regla, en inglés: <q>{text}</q>',
  source: 'Fuente: {citation}',
  checkFailed:
    'No pudimos revisar este reclamo según las reglas de {where} en este momento. Puede continuar; lo revisaremos de nuevo cuando cree el caso.',
  checking: 'Revisando su reclamo según las reglas de {where}…',
  refusedTitle: 'SueGo no puede aceptar este reclamo tal como está',
  withinLimits: 'Este reclamo está dentro de los límites que revisamos para {where}.',
  sectionLabel: 'Revisión de elegibilidad',
});
