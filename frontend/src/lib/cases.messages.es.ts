import { translations } from '@/lib/i18n/define';
import type { messages } from './cases.messages';

export default translations<typeof messages>('cases', {
  unpaidWork: 'Trabajo no pagado',
  landlordDispute: 'Disputa con el arrendador',
  vehicleDamage: 'Daños al vehículo',
  propertyDamage: 'Daños a la propiedad',
  contractBreach: 'Incumplimiento de contrato',
  securityDeposit: 'Depósito de garantía',
  other: 'Otra disputa',
  case: 'Caso',
  demandLetter: 'Carta de reclamación',
  smallClaims: 'Paquete para la demanda de reclamos menores',
  individual: 'Yo, como persona',
  business: 'Una empresa u organización (compañía, LLC, sociedad, organización sin fines de lucro)',
});
