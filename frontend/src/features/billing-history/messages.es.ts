import { translations } from '@/lib/i18n/define';
import type { messages } from './messages';

export default translations<typeof messages>('billingHistory', {
  card: 'Tarjeta',
  cardLine: '{brand} •••• {last4}',
  statusPaid: 'Pagado',
  statusPartlyRefunded: 'Reembolsado en parte',
  statusRefunded: 'Reembolsado',
  refund: 'Reembolso',
  downloadReceipt: 'Descargar el recibo {number} (PDF)',
  receiptUnavailable: 'Recibo no disponible',
  pleaseTryAgain: 'Inténtelo de nuevo.',
  receiptPdf: 'Recibo (PDF)',
  receiptNumber: 'Recibo {number}',
  stripeReceipt: 'Recibo de Stripe',
  loading: 'Cargando su historial de facturación…',
  loadFailed: 'No pudimos cargar su historial de facturación.',
  checkConnection: 'Revise su conexión e inténtelo de nuevo.',
  tryAgain: 'Intentar de nuevo',
  empty: 'Todavía no hay cobros. Cada pago y reembolso aparecerá aquí con su recibo.',
  listLabel: 'Cobros y reembolsos',
  pagesLabel: 'Páginas del historial de facturación',
  previous: 'Anterior',
  next: 'Siguiente',
  pageOf: 'Página {page} de {pages}',
  testModeLine: 'Modo de prueba: sin cargo real',
});
