import { defineMessages } from '@/lib/i18n/define';

export const messages = defineMessages('cases', {
  unpaidWork: 'Unpaid Work',
  landlordDispute: 'Landlord Dispute',
  vehicleDamage: 'Vehicle Damage',
  propertyDamage: 'Property Damage',
  contractBreach: 'Breach of Contract',
  securityDeposit: 'Security Deposit',
  other: 'Other Dispute',
  case: 'Case',
  demandLetter: 'Demand Letter',
  smallClaims: 'Small Claims Filing Package',
  individual: 'Me, as a person',
  business: 'A business or organization (company, LLC, partnership, nonprofit)',
});
