import { translations } from '@/lib/i18n/define';
import type { messages } from './timeline.messages';

export default translations<typeof messages>('followUpTimeline', {
  title_letter_ready: 'Carta lista',
  title_letter_not_ready: 'La carta todavía no está lista',
  title_mailed: 'Enviada por correo',
  title_in_the_mail: 'En el correo',
  title_returned: 'Devuelta al remitente',
  title_delivered: 'Entregada',
  title_deadline: 'Fecha límite de respuesta',
  title_deadline_passed: 'Pasó la fecha límite de respuesta',
  title_outcome: 'Resultado',
  title_paid_in_full: 'Resuelto: pagaron',
  title_paid_in_part: 'Pagaron una parte',
  title_refused: 'Se negaron a pagar',
  title_no_response: 'Sin respuesta',
  title_hearing: 'Audiencia',
  detail_mailed_self: 'Usted la envió por su cuenta.',
  detail_mailed_self_tracked: 'Usted la envió por su cuenta. Número de seguimiento {tracking}.',
  detail_mailed_service: '{service}, enviada por SueGo.',
  detail_mailed_service_tracked: '{service}, enviada por SueGo. Número de seguimiento {tracking}.',
  detail_mailed_suego: 'Enviada por SueGo.',
  detail_mailed_suego_tracked: 'Enviada por SueGo. Número de seguimiento {tracking}.',
  detail_returned: 'USPS no pudo entregar la carta.',
  detail_delivered: 'USPS confirmó la entrega.',
  detail_expected_confirmed: 'Entrega prevista. Mostraremos la fecha que confirme USPS.',
  detail_expected_unconfirmed: 'Entrega prevista (USPS no confirma este tipo de correo).',
  detail_deadline_unknown: 'La fecha límite de respuesta impresa en su carta.',
  detail_deadline_passed: 'La fecha límite de respuesta de su carta, el {due}, ya pasó.',
  detail_deadline_today: 'Hoy es la fecha límite de respuesta de su carta.',
  detail_deadline_until: 'Tienen hasta el {due} para responder.',
  detail_recorded: 'Usted lo registró el {recordedOn}.',
  detail_recorded_amount: 'Se recibieron {amount}. Usted lo registró el {recordedOn}.',
  detail_outcome_pending: 'Si le pagaron o no.',
  detail_hearing: '{when}, {court}. Le enviaremos un correo 7 días y 1 día antes.',
  next_mail_letter:
    'Envíe su carta por correo: elija «Envíenla por mí», o envíela usted mismo y registre la fecha.',
  next_resend: 'Vuelva a enviarla a una dirección corregida desde la página de su documento.',
  next_wait:
    'Espere su respuesta. Le enviaremos un correo 3 días antes de la fecha límite de respuesta y ese mismo día.',
  next_sue_verified:
    'Puede enviar un aviso final o presentar una demanda en la corte de reclamos menores. El último día para demandar es el {sueDate} ({citation}).',
  next_sue_ask_clerk:
    'Puede enviar un aviso final o presentar una demanda en la corte de reclamos menores. Pregunte al secretario de la corte de reclamos menores cuál es el último día para demandar: SueGo no ha verificado el plazo de prescripción de este estado para este tipo de reclamo.',
  next_record_outcome: '¿Le pagaron? Registre lo que pasó.',
  next_prepare_hearing:
    'Prepárese para su audiencia: copias de sus documentos, sus pruebas y la prueba de entrega de la demanda.',
});
