import { translations } from '@/lib/i18n/define';
import type { messages } from './account.messages';

export default translations<typeof messages>('page.account', {
  metaTitle: 'Cuenta',
  title: 'Su cuenta',
  description: 'Su perfil, su plan y accesos rápidos a sus casos.',
  profile: 'Perfil',
  name: 'Nombre',
  email: 'Correo electrónico',
  yourData: 'Sus datos',
  yourDataDescription: 'Lo que SueGo guarda sobre usted, y lo que puede hacer con ello.',
  quickActions: 'Accesos rápidos',
  createDocument: 'Crear un documento',
  createDocumentBody: 'Responda unas preguntas para comenzar un caso nuevo.',
  myDocuments: 'Mis documentos',
  myDocumentsBody: 'Vea sus casos y descargue sus documentos.',
  findAttorney: 'Buscar un abogado',
  findAttorneyBody: 'Busque un abogado que atienda casos como el suyo.',
  myRequests: 'Mis solicitudes',
  myRequestsBody: 'Sus mensajes a soporte y nuestras respuestas.',
  billingHistory: 'Historial de facturación',
  billingHistoryBody: 'Cada cargo y reembolso, con un recibo de cada uno.',
  signingOut: 'Cerrando sesión…',
  signOut: 'Cerrar sesión',
});
