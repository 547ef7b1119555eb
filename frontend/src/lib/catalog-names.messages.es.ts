import { translations } from '@/lib/i18n/define';
import type { messages } from './catalog-names.messages';

export default translations<typeof messages>('catalogNames', {
  planSuego: 'SueGo',
  planSuepro: 'SuePro Business',
  documentDemandLetter: 'Carta de reclamación',
  documentSmallClaims: 'Paquete para presentar una demanda de reclamos menores',
  addonAttorneySearch: 'Búsqueda de abogados',
  addonAttorneyReferral: 'Referencia de abogado',
  mailingCertified: 'Correo certificado de USPS con acuse de recibo electrónico',
  mailingFirstClass: 'Correo de primera clase de USPS',
  describeDemandLetter:
    'Una carta de reclamación según las leyes de su estado, con un plazo claro, lista para enviar por correo certificado.',
  describeSmallClaims:
    'Su carta de reclamación más la corte, los pasos y la cuota de presentación, las instrucciones para entregar los documentos, la lista de pruebas y la lista para la audiencia.',
  describeAttorneySearch:
    'Busque en el directorio de abogados durante 30 días (incluido en todos los planes).',
  describeAttorneyReferral:
    'Enviamos su caso a 2 o 3 abogados adecuados en 24 horas (incluido en todos los planes).',
  describeCertified:
    'Imprimimos y enviamos su carta por correo certificado; USPS confirma la fecha de entrega (incluido en SuePro Business).',
  describeFirstClass:
    'Imprimimos y enviamos su carta por correo de primera clase, con seguimiento hasta que sale a reparto (incluido en SuePro Business).',
  featureUnlimitedReferrals: 'Referencias de abogado ilimitadas',
  featurePriorityReferrals: 'Referencias de abogado ilimitadas y prioritarias',
  featureSearchIncluded: 'Búsqueda de abogados incluida',
  featureVersionHistory: 'Historial completo de versiones de cada documento',
  featureMailedForYou: 'Enviamos sus cartas por correo certificado o de primera clase',
  featurePhoneSupport: 'Soporte por teléfono',
  featureCustomTemplates: 'Plantillas personalizadas',
  featureTeamCollaboration: 'Colaboración en equipo',
  featureAnalytics: 'Estadísticas',
  featureApiAccess: 'Acceso a la API',
  featureAccountManager: 'Gerente de cuenta dedicado',
  purchaseCase: '{name} (caso {case})',
  purchaseAccess: '{name}: {days} días de acceso',
  purchasePlan: 'Plan {plan}{period}',
});
