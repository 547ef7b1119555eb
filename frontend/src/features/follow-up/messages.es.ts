import { translations } from '@/lib/i18n/define';
import type { messages } from './messages';

export default translations<typeof messages>('followUp', {
  remindersTitle: 'Recordatorios del caso',
  remindersBody:
    'Cuando se entrega su carta, 3 días antes de la fecha límite de respuesta, ese mismo día, y una semana después si no nos ha dicho qué pasó.',
  remindersLabel: 'Enviarme recordatorios por correo sobre mis cartas',
  remindersFailed: 'No se pudo guardar su elección. Inténtelo de nuevo.',
});
