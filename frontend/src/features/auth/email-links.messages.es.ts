import { translations } from '@/lib/i18n/define';
import type { messages } from './email-links.messages';

export default translations<typeof messages>('authLinks', {
  resetTitle: 'Elija una nueva contraseña',
  resetIntro: 'Después del cambio, se cierra la sesión en todos los dispositivos conectados a su cuenta.',
  resetMeta: 'Restablecer la contraseña',
  resetMetaDescription: 'Elija una nueva contraseña de SueGo.',
  forgotTitle: '¿Olvidó su contraseña?',
  forgotIntro:
    'Escriba el correo electrónico de su cuenta y le enviaremos un enlace para elegir una nueva contraseña.',
  forgotMeta: 'Olvidé mi contraseña',
  forgotMetaDescription: 'Restablezca su contraseña de SueGo.',
  verifyTitle: 'Confirme su correo electrónico',
  verifyIntro: 'Presione el botón para confirmar que este correo electrónico es suyo.',
  verifyMetaDescription: 'Confirme su correo electrónico de SueGo.',
  changeTitle: 'Confirme su nuevo correo electrónico',
  changeIntro:
    'Presione el botón para usar esta dirección en su cuenta de SueGo. Hasta entonces, no cambia nada.',
  changeMetaDescription: 'Confirme el nuevo correo electrónico de su cuenta de SueGo.',
  verifyButton: 'Confirmar mi correo electrónico',
  verifyDone: 'Su correo electrónico está verificado.',
  changeButton: 'Confirmar el nuevo correo electrónico',
  changeDone: 'Su correo electrónico cambió. De ahora en adelante, inicie sesión con él.',
  linkIncomplete:
    'Este enlace está incompleto. Vuelva a abrir el enlace del correo, o pida uno nuevo en la página de su cuenta.',
  goToAccount: 'Ir a su cuenta',
  tryLater: 'Inténtelo de nuevo más tarde.',
  linkOld:
    'Es posible que el enlace sea antiguo o ya se haya usado. Pida uno nuevo en la página de su cuenta.',
  confirming: 'Confirmando…',
  resetIncomplete: 'Este enlace para restablecer la contraseña está incompleto. <link>Pida uno nuevo</link>.',
  passwordUpdated: 'Contraseña actualizada',
  passwordUpdatedBody: 'Inicie sesión con su nueva contraseña.',
  resetFailed: 'No se pudo restablecer',
  couldNotReset: 'No se pudo restablecer la contraseña',
  newPassword: 'Nueva contraseña',
  passwordHint: 'Al menos 8 caracteres.',
  confirmNewPassword: 'Confirme la nueva contraseña',
  saving: 'Guardando…',
  setNewPassword: 'Guardar la nueva contraseña',
  resetLinkSent:
    'Si existe una cuenta con este correo electrónico, enviamos un enlace para restablecer la contraseña. Es válido durante 30 minutos.',
  requestFailed: 'No se pudo enviar la solicitud',
  backToSignIn: 'Volver a iniciar sesión',
  resetPassword: 'Restablecer la contraseña',
  email: 'Correo electrónico',
  sending: 'Enviando…',
  sendResetLink: 'Enviar el enlace',
  wrongPassword: 'Esta contraseña no es correcta',
  emailTaken: 'Ya existe una cuenta con este correo electrónico',
  couldNotChange: 'No se pudo cambiar el correo electrónico',
  changeEmail: 'Cambiar el correo electrónico',
  newEmail: 'Nuevo correo electrónico',
  currentPassword: 'Contraseña actual',
  sendConfirmation: 'Enviar el enlace de confirmación',
  changeSent:
    'Enviamos un enlace a {email}. Su correo electrónico cambia cuando lo abra (en un plazo de {hours} horas).',
});
