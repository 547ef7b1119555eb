import { translations } from '@/lib/i18n/define';
import type { messages } from './match-reasons.messages';

export default translations<typeof messages>('attorneyReasons', {
  reason_specialty: 'Atiende casos de {phrase}',
  reason_specialty_related: 'También atiende casos de {phrase}',
  reason_near: 'A menos de una milla de usted',
  reason_miles: 'A {miles, plural, one {# milla} other {# millas}} de usted',
  reason_rated: 'Calificación de {rating} según {reviews, plural, one {# cliente} other {# clientes}}',
  reason_experience_under_one: 'Menos de un año de experiencia',
  reason_experience: '{years, plural, one {# año} other {# años}} de experiencia',
  reason_experience_complex:
    '{years, plural, one {# año} other {# años}} de experiencia, adecuado para un caso complejo',
  reason_licensed: 'Con licencia en {stateName}',
  phrase_landlord_tenant: 'arrendador e inquilino',
  phrase_personal_injury: 'lesiones personales y accidentes de vehículos',
  phrase_employment: 'empleo y salarios no pagados',
  phrase_contract: 'contratos',
  phrase_small_claims: 'reclamos menores',
  phrase_consumer_protection: 'protección al consumidor',
  phrase_business: 'disputas comerciales',
  phrase_family: 'derecho de familia',
  phrase_real_estate: 'bienes raíces',
  label_landlord_tenant: 'Arrendador-inquilino',
  label_personal_injury: 'Lesiones personales',
  label_employment: 'Derecho laboral',
  label_contract: 'Disputas de contratos',
  label_small_claims: 'Reclamos menores',
  label_consumer_protection: 'Protección al consumidor',
  label_business: 'Disputas comerciales',
  label_family: 'Derecho de familia',
  label_real_estate: 'Bienes raíces',
});
