/**
 * The Spanish of the emails about money, support, referrals, reminders and the email-changed notice (issue 33, ADR
 * 204; glossary: common/glossary.ts): the same data and secrets as their English in templates.ts,
 * the subject translated. Values computed in English by other contexts are handled here: a date in English is
 * rewritten by the `fecha` helper, the receipt's test-mode line is said in Spanish, a reminder brings its Spanish
 * words (`es`, built by follow-up beside the English). What a user or the catalog wrote (a ticket's subject, a
 * reply, a product name) stays as written.
 *
 * Kept apart from templates.ts (its size) and typed structurally: templates.ts checks the kinds and the unit spec
 * renders each one with its data.
 */
export interface SpanishTemplate {
  subject: string;
  text: string;
  html: string;
  secrets?: readonly string[];
  headers?: Record<string, string>;
}

const TEST_MODE_ES = 'Modo de prueba: sin cargo real';

export const MORE_SPANISH_TEMPLATES: Record<string, SpanishTemplate> = {
  'email-changed': {
    subject: 'Se cambió su correo electrónico de SueGo',
    text: `Hola, {{name}}:\n\nEl correo electrónico de su cuenta de SueGo se cambió a {{newEmailMasked}}. De ahora en adelante le escribimos a esa dirección.\n\nSi usted no hizo este cambio, contáctenos de inmediato: {{supportUrl}}`,
    html: `<p>Hola, {{name}}:</p><p>El correo electrónico de su cuenta de SueGo se cambió a <strong>{{newEmailMasked}}</strong>. De ahora en adelante le escribimos a esa dirección.</p><p>Si usted no hizo este cambio, contáctenos de inmediato.</p><p><a class="button" href="{{supportUrl}}">Contactar a soporte</a></p>`,
  },
  'payment-receipt': {
    subject: '{{#if refund}}Su recibo de reembolso de SueGo{{else}}Su recibo de SueGo{{/if}}',
    text: `Hola, {{name}}:\n\n{{#if testModeLine}}${TEST_MODE_ES}\n\n{{/if}}{{#if refund}}Le reembolsamos {{amount}} por: {{compra description}}.{{else}}Recibimos su pago de {{amount}} por: {{compra description}}. Gracias.{{/if}}\n\nNúmero de recibo: {{receiptNumber}}\nFecha: {{fecha date}}\nImporte: {{amount}}\n{{#if paidWith}}{{#if refund}}Reembolsado a{{else}}Pagado con{{/if}}: {{tarjeta paidWith}}\n{{/if}}Vendedor: {{sellerName}}, {{sellerAddress}}, {{sellerEmail}}\n{{#if providerReceiptUrl}}\nEl recibo del procesador de pagos: {{providerReceiptUrl}}\n{{/if}}{{#if caseUrl}}\nSu caso: {{caseUrl}}\n{{/if}}\nCada cobro y reembolso, con un recibo en PDF para cada uno: {{historyUrl}}`,
    html: `<p>Hola, {{name}}:</p>{{#if testModeLine}}<p><strong>${TEST_MODE_ES}</strong></p>{{/if}}<p>{{#if refund}}Le reembolsamos <strong>{{amount}}</strong> por: {{compra description}}.{{else}}Recibimos su pago de <strong>{{amount}}</strong> por: {{compra description}}. Gracias.{{/if}}</p><table role="presentation" style="border-collapse:collapse"><tr><td style="padding:2px 12px 2px 0">Número de recibo</td><td>{{receiptNumber}}</td></tr><tr><td style="padding:2px 12px 2px 0">Fecha</td><td>{{fecha date}}</td></tr><tr><td style="padding:2px 12px 2px 0">Importe</td><td>{{amount}}</td></tr>{{#if paidWith}}<tr><td style="padding:2px 12px 2px 0">{{#if refund}}Reembolsado a{{else}}Pagado con{{/if}}</td><td>{{tarjeta paidWith}}</td></tr>{{/if}}<tr><td style="padding:2px 12px 2px 0">Vendedor</td><td>{{sellerName}}<br>{{sellerAddress}}<br>{{sellerEmail}}</td></tr></table>{{#if providerReceiptUrl}}<p><a href="{{providerReceiptUrl}}">El recibo del procesador de pagos</a></p>{{/if}}{{#if caseUrl}}<p><a class="button" href="{{caseUrl}}">Abrir su caso</a></p>{{/if}}<p><a href="{{historyUrl}}">Su historial de facturación</a>: cada cobro y reembolso, con un recibo en PDF para cada uno.</p>`,
  },
  'subscription-recovered': {
    subject: 'Su plan {{planName}} vuelve a estar activo',
    text: `Hola, {{name}}:\n\nSu pago de {{amount}} se realizó y su plan {{planName}} vuelve a estar activo. Gracias.\n\nSu cuenta: {{billingUrl}}`,
    html: `<p>Hola, {{name}}:</p><p>Su pago de <strong>{{amount}}</strong> se realizó y su plan {{planName}} vuelve a estar activo. Gracias.</p><p><a class="button" href="{{billingUrl}}">Abrir su cuenta</a></p>`,
  },
  'plan-needs-card': {
    subject: 'Agregue una tarjeta para conservar su plan {{planName}}',
    text: `Hola, {{name}}:\n\n{{#if freeMonth}}Su mes gratis{{else}}Su plan {{planName}}{{/if}} termina el {{fecha endsOn}}. No hay ninguna tarjeta en su cuenta, así que no se cobrará nada y el plan simplemente termina ese día. Para conservarlo, agregue una tarjeta antes de esa fecha:\n\n{{billingUrl}}`,
    html: `<p>Hola, {{name}}:</p><p>{{#if freeMonth}}Su mes gratis{{else}}Su plan {{planName}}{{/if}} termina el <strong>{{fecha endsOn}}</strong>. No hay ninguna tarjeta en su cuenta, así que no se cobrará nada y el plan simplemente termina ese día. Para conservarlo, agregue una tarjeta antes de esa fecha.</p><p><a class="button" href="{{billingUrl}}">Agregar una tarjeta</a></p>`,
  },
  'ticket-received': {
    subject: 'Recibimos su solicitud de soporte de SueGo',
    text: `Hola:\n\nGracias por escribir al soporte de SueGo. Recibimos su solicitud (referencia {{ticketId}}) y le responderemos en un plazo de 24 horas en días hábiles (lunes a viernes, de 9:00 a. m. a 6:00 p. m., hora del Este).\n\nSi usted no escribió al soporte de SueGo, puede ignorar este correo.`,
    html: `<p>Hola:</p><p>Gracias por escribir al soporte de SueGo. Recibimos su solicitud (referencia {{ticketId}}) y le responderemos en un plazo de 24 horas en días hábiles (lunes a viernes, de 9:00 a. m. a 6:00 p. m., hora del Este).</p><p>Si usted no escribió al soporte de SueGo, puede ignorar este correo.</p>`,
  },
  'staff-reply': {
    subject: 'Respuesta de SueGo: {{ticketSubject}}',
    text: `Hola, {{name}}:\n\nEl soporte de SueGo respondió a su solicitud "{{ticketSubject}}":\n\n{{reply}}\n\nResponda o siga su solicitud aquí: {{ticketUrl}}`,
    html: `<p>Hola, {{name}}:</p><p>El soporte de SueGo respondió a su solicitud <strong>{{ticketSubject}}</strong>:</p><blockquote>{{reply}}</blockquote><p><a class="button" href="{{ticketUrl}}">Ver su solicitud</a></p>`,
  },
  // The claimant's copy only: the attorney's copy is always written in English (support-notifications.ts).
  'referral-sent': {
    subject:
      '{{#if contact}}Se envió su solicitud de contacto a {{names attorneys}}{{else}}Se envió su referencia a {{names attorneys}}{{/if}}',
    text: `Hola, {{name}}:\n\n{{#if contact}}Enviamos su solicitud de contacto a:{{else}}Enviamos su caso a:{{/if}}\n{{#each attorneys}}- {{this.name}}, {{this.firm}}, {{this.city}}, {{this.state}}{{#if this.sample}} (directorio de muestra: un abogado ficticio, no se le contactó){{/if}}\n{{/each}}\nLos abogados se comunicarán con usted directamente.\n\nResumen (en inglés, como lo leen los abogados): {{caseSummary}}`,
    html: `<p>Hola, {{name}}:</p><p>{{#if contact}}Enviamos su solicitud de contacto a:{{else}}Enviamos su caso a:{{/if}}</p><ul>{{#each attorneys}}<li><strong>{{this.name}}</strong>, {{this.firm}}, {{this.city}}, {{this.state}}{{#if this.sample}} <em>(directorio de muestra: un abogado ficticio, no se le contactó)</em>{{/if}}</li>{{/each}}</ul><p>Los abogados se comunicarán con usted directamente.</p><p>Resumen (en inglés, como lo leen los abogados):</p><blockquote lang="en">{{caseSummary}}</blockquote>`,
  },
  'case-reminder': {
    subject: '{{#if es}}{{es.subjectLine}}{{else}}{{subjectLine}}{{/if}}',
    text: `Hola, {{name}}:\n\n{{#if es}}{{es.intro}}\n\n{{es.question}}\n\n{{#each es.answers}}- {{label}}: {{../answerUrl}}?outcome={{outcome}}&token={{../answerToken}}\n{{/each}}{{else}}{{intro}}\n\n{{question}}\n\n{{#each answers}}- {{label}}: {{../answerUrl}}?outcome={{outcome}}&token={{../answerToken}}\n{{/each}}{{/if}}\nCada enlace abre una página de SueGo donde usted confirma su respuesta. Su caso: {{caseUrl}}\n\nRecibe estos recordatorios porque envió una carta con SueGo. Para dejar de recibirlos: {{unsubscribePageUrl}}?token={{unsubscribeToken}}`,
    html: `<p>Hola, {{name}}:</p>{{#if es}}<p>{{es.intro}}</p><p><strong>{{es.question}}</strong></p><p>{{#each es.answers}}<a class="button" href="{{../answerUrl}}?outcome={{outcome}}&amp;token={{../answerToken}}" style="display:inline-block;margin:0 8px 8px 0;padding:8px 14px;border:1px solid #16294f;border-radius:6px;color:#16294f;text-decoration:none">{{label}}</a>{{/each}}</p>{{else}}<p>{{intro}}</p><p><strong>{{question}}</strong></p><p>{{#each answers}}<a class="button" href="{{../answerUrl}}?outcome={{outcome}}&amp;token={{../answerToken}}" style="display:inline-block;margin:0 8px 8px 0;padding:8px 14px;border:1px solid #16294f;border-radius:6px;color:#16294f;text-decoration:none">{{label}}</a>{{/each}}</p>{{/if}}<p>Cada botón abre una página de SueGo donde usted confirma su respuesta. <a href="{{caseUrl}}">Abrir su caso</a></p><p style="font-size:12px;color:#2c4a80">Recibe estos recordatorios porque envió una carta con SueGo. <a href="{{unsubscribePageUrl}}?token={{unsubscribeToken}}" style="color:#2c4a80">Dejar de recibir recordatorios del caso</a></p>`,
    secrets: ['answerToken', 'unsubscribeToken'],
    headers: {
      'List-Unsubscribe': '<{{unsubscribeApiUrl}}?token={{unsubscribeToken}}>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  },
};

/**
 * A date another context wrote in English ("December 5, 2026", "Fri Nov 27 2026") as Spanish reads it ("5 de
 * diciembre de 2026"); anything that is not a date stays as it is.
 */
export function spanishDate(english: unknown): string {
  const text = typeof english === 'string' ? english : '';
  const date = new Date(text);
  if (!/[A-Za-z]/.test(text) || Number.isNaN(date.getTime())) return text;
  return date.toLocaleDateString('es-US', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A card line of the receipts ("Visa ending in 4242") in Spanish ("Visa terminada en 4242"). */
export const spanishCard = (english: unknown): string =>
  (typeof english === 'string' ? english : '').replace(/ ending in /, ' terminada en ');

/** What the catalog names a purchase, in English (payments' charge descriptions), as Spanish reads it (glossary). */
const PURCHASES: [RegExp, string][] = [
  [/^Small Claims Filing Package\b/, 'Paquete para presentar una demanda de reclamos menores'],
  [/^Demand Letter\b/, 'Carta de reclamación'],
  [/^Attorney Search\b/, 'Búsqueda de abogados'],
  [/^Attorney Referral\b/, 'Referencia de abogado'],
  [
    /^USPS Certified Mail with electronic return receipt\b/,
    'Correo certificado de USPS con acuse de recibo electrónico',
  ],
  [/^USPS First-Class Mail\b/, 'Correo de primera clase de USPS'],
  [/^(SueGo|SuePro Business) plan\b/, 'Plan $1'],
  [/\(case ([^)]*)\)/, '(caso $1)'],
  [/: (\d+) days of access/, ': $1 días de acceso'],
];

/** A receipt's description in Spanish where it is the catalog's words; a plan's name and anything else as it is. */
export function spanishPurchase(english: unknown): string {
  let text = typeof english === 'string' ? english : '';
  for (const [pattern, spanish] of PURCHASES) text = text.replace(pattern, spanish);
  // A plan's period ("Dec 5, 2026 – Jan 4, 2027"): each date as Spanish writes it ("5 dic 2026").
  return text.replace(/\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/g, (date) =>
    new Date(date).toLocaleDateString('es-US', { day: 'numeric', month: 'short', year: 'numeric' }),
  );
}
