import { translations } from '@/lib/i18n/define';
import type { messages } from './messages';

export default translations<typeof messages>('privacy', {
  downloadTitle: 'Descargar mis datos',
  downloadBody:
    'Un archivo JSON con todo lo que guardamos sobre usted: su perfil e inicios de sesión, cada caso con su historial completo, las versiones de sus documentos, pagos, suscripciones, tarjetas guardadas (marca y últimos 4 dígitos) y los correos que le enviamos.',
  preparing: 'Preparando sus datos…',
  saved: 'Sus datos se guardaron como {fileName}.',
  downloadFailed: 'No pudimos preparar sus datos. Inténtelo de nuevo.',
  deleteTitle: 'Eliminar mi cuenta',
  deleteFailed: 'No se pudo eliminar su cuenta. Inténtelo de nuevo.',
  deleteBody:
    'Esto cierra su cuenta para siempre. Su nombre, sus datos de contacto, las respuestas de sus casos, sus documentos y sus cambios se borran y nadie podrá volver a leerlos. Cualquier plan que tenga termina ahora. Solo guardamos lo que exige la ley: un registro de cada pago (la cantidad, la fecha y la referencia del pago) durante 7 años, sin nombre ni dirección. <link>Qué guardamos y por cuánto tiempo</link>.',
  deleteConfirmTitle: '¿Eliminar su cuenta?',
  deleteConfirmBody: 'Esto no se puede deshacer. Antes, descargue lo que quiera conservar.',
  typeEmail: 'Escriba su correo electrónico para confirmar',
  yourEmailIs: 'El correo de su cuenta es <b>{email}</b>.',
  keepAccount: 'Conservar mi cuenta',
  deleting: 'Eliminando…',
  deletePermanently: 'Eliminar mi cuenta para siempre',
});
