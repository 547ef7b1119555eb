import Handlebars from 'handlebars';
import { MORE_SPANISH_TEMPLATES, spanishCard, spanishDate, spanishPurchase } from './spanish-templates';

/** Every email the product sends, with the data its template needs. */
export interface NotificationData {
  'password-reset': { name: string; resetUrl: string; validMinutes: number };
  'verify-email': { name: string; verifyUrl: string; validHours: number };
  'email-change-confirm': { name: string; newEmail: string; confirmUrl: string; validHours: number };
  'email-changed': { name: string; newEmailMasked: string; supportUrl: string };
  /** A charge or a refund (issue 27): what was bought, amount, card, seller, receipt number, test mode. */
  'payment-receipt': {
    name: string;
    refund?: boolean;
    description: string;
    amount: string;
    date: string;
    receiptNumber: string;
    paidWith: string | null;
    sellerName: string;
    sellerAddress: string;
    sellerEmail: string;
    providerReceiptUrl: string | null;
    testModeLine: string | null;
    /** The case it paid for, when there is one. */
    caseUrl: string | null;
    historyUrl: string;
  };
  'subscription-recovered': { name: string; planName: string; amount: string; billingUrl: string };
  'plan-needs-card': {
    name: string;
    planName: string;
    endsOn: string;
    freeMonth: boolean;
    billingUrl: string;
  };
  'document-ready': { name: string; documentTitle: string; documentUrl: string };
  'trial-ending': { name: string; trialEndsOn: string; billingUrl: string };
  'subscription-payment-failed': { name: string; billingUrl: string };
  'ticket-received': { ticketId: string };
  'staff-reply': { name: string; ticketSubject: string; reply: string; ticketUrl: string };
  'referral-sent': {
    name: string;
    recipient: 'user' | 'attorney';
    clientName: string;
    /** Every attorney of the referral, named (issue 32): sample ones too, marked, since they are not contacted. */
    attorneys: ReferralEmailAttorney[];
    caseSummary: string;
    /** Contact Attorney (kind direct): a contact request, never called a referral (issue 37 point 4). */
    contact?: boolean;
  };
  /**
   * A reminder about a mailed letter (issue 29). Its answer links open a confirmation page that records the answer
   * by a POST; `answerToken` and `unsubscribeToken` are each link's only secret part.
   */
  'case-reminder': {
    name: string;
    subjectLine: string;
    intro: string;
    question: string;
    answers: { outcome: string; label: string }[];
    answerUrl: string;
    answerToken: string;
    caseUrl: string;
    unsubscribePageUrl: string;
    unsubscribeApiUrl: string;
    unsubscribeToken: string;
    /** The same words in Spanish, for an account that reads Spanish (issue 33; the Spanish template uses them). */
    es?: {
      subjectLine: string;
      intro: string;
      question: string;
      answers: { outcome: string; label: string }[];
    };
  };
  /**
   * A hearing reminder (issue 30, ADR 186): 7 days or 1 day before, with what to bring. Both languages' sentences
   * of the date and the checklist are given; the template of the account's language picks its own.
   */
  'hearing-reminder': {
    name: string;
    tomorrow: boolean;
    court: string;
    whenEn: string;
    whenEs: string;
    checklist: { en: string; es: string }[];
    caseUrl: string;
    unsubscribePageUrl: string;
    unsubscribeApiUrl: string;
    unsubscribeToken: string;
  };
}
export type NotificationKind = keyof NotificationData;

export interface RenderedEmail {
  subject: string;
  /** Plain text and HTML bodies; each secret value appears only as its marker (see {@link secretMarker}). */
  text: string;
  html: string;
  /** The secret values by name (empty for most kinds): sealed for delivery, never stored in the clear. */
  secrets: Record<string, string>;
  /** Extra message headers (List-Unsubscribe…), secret values as markers like the bodies; empty for most kinds. */
  headers: Record<string, string>;
}

export interface ReferralEmailAttorney {
  name: string;
  firm: string;
  city: string;
  state: string;
  /** From the labelled sample directory: fictional, never emailed. */
  sample: boolean;
}

/** The languages an email can be written in (issue 33): the account's language, English when it has none. */
export type EmailLanguage = 'en' | 'es';

const NOT_A_LAW_FIRM = 'SueGo is not a law firm and does not give legal advice.';
const NOT_A_LAW_FIRM_ES = 'SueGo no es un bufete de abogados y no da asesoría legal.';
/**
 * The standard footer of every email (issue 32: the payment-failed and trial emails had none): who wrote, and that
 * SueGo gives no legal advice.
 */
export const FOOTER = `SueGo · ${NOT_A_LAW_FIRM}`;
export const FOOTER_ES = `SueGo · ${NOT_A_LAW_FIRM_ES}`;

interface Template<K extends NotificationKind = NotificationKind> {
  subject: string;
  /** Plain text body (no escaping). */
  text: string;
  /** HTML body content, placed inside the product's layout (escaped by Handlebars). */
  html: string;
  /**
   * Values that let whoever reads them act as the recipient (reset, verification, one-click links): the stored
   * copy and every staff screen show a placeholder, only the delivered email carries them (ADR 142).
   */
  secrets?: readonly (keyof NotificationData[K] & string)[];
  /** Extra headers, each a template of the same data (plain text). */
  headers?: Record<string, string>;
}

const TEMPLATES: { [K in NotificationKind]: Template<K> } = {
  'password-reset': {
    subject: 'Reset your SueGo password',
    text: `Hello {{name}},\n\nSomeone (hopefully you) asked to reset the password of your SueGo account. Open this link to choose a new one:\n\n{{resetUrl}}\n\nThe link works once and expires in {{validMinutes}} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    html: `<p>Hello {{name}},</p><p>Someone (hopefully you) asked to reset the password of your SueGo account.</p><p><a class="button" href="{{resetUrl}}">Choose a new password</a></p><p>The link works once and expires in {{validMinutes}} minutes. If you did not ask for it, ignore this email: your password stays as it is.</p>`,
    secrets: ['resetUrl'],
  },
  'verify-email': {
    subject: 'Confirm your email address for SueGo',
    text: `Hello {{name}},\n\nPlease confirm that this is your email address. Open this link:\n\n{{verifyUrl}}\n\nThe link expires in {{validHours}} hours. If you did not create a SueGo account, ignore this email.`,
    html: `<p>Hello {{name}},</p><p>Please confirm that this is your email address.</p><p><a class="button" href="{{verifyUrl}}">Confirm my email</a></p><p>The link expires in {{validHours}} hours. If you did not create a SueGo account, ignore this email.</p>`,
    secrets: ['verifyUrl'],
  },
  'email-change-confirm': {
    subject: 'Confirm your new email address for SueGo',
    text: `Hello {{name}},\n\nYou asked to use {{newEmail}} for your SueGo account. Open this link to confirm the change:\n\n{{confirmUrl}}\n\nThe link expires in {{validHours}} hours. Until you open it, your account keeps its current email. If you did not ask for this, ignore this email.`,
    html: `<p>Hello {{name}},</p><p>You asked to use <strong>{{newEmail}}</strong> for your SueGo account.</p><p><a class="button" href="{{confirmUrl}}">Confirm the new email</a></p><p>The link expires in {{validHours}} hours. Until you open it, your account keeps its current email. If you did not ask for this, ignore this email.</p>`,
    secrets: ['confirmUrl'],
  },
  'email-changed': {
    subject: 'Your SueGo email address was changed',
    text: `Hello {{name}},\n\nThe email address of your SueGo account was changed to {{newEmailMasked}}. From now on we write to that address.\n\nIf you did not make this change, contact us at once: {{supportUrl}}`,
    html: `<p>Hello {{name}},</p><p>The email address of your SueGo account was changed to <strong>{{newEmailMasked}}</strong>. From now on we write to that address.</p><p>If you did not make this change, contact us at once.</p><p><a class="button" href="{{supportUrl}}">Contact support</a></p>`,
  },
  'payment-receipt': {
    subject: '{{#if refund}}Your SueGo refund receipt{{else}}Your SueGo receipt{{/if}}',
    text: `Hello {{name}},\n\n{{#if testModeLine}}{{testModeLine}}\n\n{{/if}}{{#if refund}}We refunded {{amount}} for: {{description}}.{{else}}We received your payment of {{amount}} for: {{description}}. Thank you.{{/if}}\n\nReceipt number: {{receiptNumber}}\nDate: {{date}}\nAmount: {{amount}}\n{{#if paidWith}}{{#if refund}}Refunded to{{else}}Paid with{{/if}}: {{paidWith}}\n{{/if}}Seller: {{sellerName}}, {{sellerAddress}}, {{sellerEmail}}\n{{#if providerReceiptUrl}}\nThe payment processor's receipt: {{providerReceiptUrl}}\n{{/if}}{{#if caseUrl}}\nYour case: {{caseUrl}}\n{{/if}}\nEvery charge and refund, with a PDF receipt for each: {{historyUrl}}`,
    html: `<p>Hello {{name}},</p>{{#if testModeLine}}<p><strong>{{testModeLine}}</strong></p>{{/if}}<p>{{#if refund}}We refunded <strong>{{amount}}</strong> for: {{description}}.{{else}}We received your payment of <strong>{{amount}}</strong> for: {{description}}. Thank you.{{/if}}</p><table role="presentation" style="border-collapse:collapse"><tr><td style="padding:2px 12px 2px 0">Receipt number</td><td>{{receiptNumber}}</td></tr><tr><td style="padding:2px 12px 2px 0">Date</td><td>{{date}}</td></tr><tr><td style="padding:2px 12px 2px 0">Amount</td><td>{{amount}}</td></tr>{{#if paidWith}}<tr><td style="padding:2px 12px 2px 0">{{#if refund}}Refunded to{{else}}Paid with{{/if}}</td><td>{{paidWith}}</td></tr>{{/if}}<tr><td style="padding:2px 12px 2px 0">Seller</td><td>{{sellerName}}<br>{{sellerAddress}}<br>{{sellerEmail}}</td></tr></table>{{#if providerReceiptUrl}}<p><a href="{{providerReceiptUrl}}">The payment processor's receipt</a></p>{{/if}}{{#if caseUrl}}<p><a class="button" href="{{caseUrl}}">Open your case</a></p>{{/if}}<p><a href="{{historyUrl}}">Your billing history</a>: every charge and refund, with a PDF receipt for each.</p>`,
  },
  'subscription-recovered': {
    subject: 'Your {{planName}} plan is active again',
    text: `Hello {{name}},\n\nYour payment of {{amount}} went through and your {{planName}} plan is active again. Thank you.\n\nYour account: {{billingUrl}}`,
    html: `<p>Hello {{name}},</p><p>Your payment of <strong>{{amount}}</strong> went through and your {{planName}} plan is active again. Thank you.</p><p><a class="button" href="{{billingUrl}}">Open your account</a></p>`,
  },
  'plan-needs-card': {
    subject: 'Add a card to keep your {{planName}} plan',
    text: `Hello {{name}},\n\n{{#if freeMonth}}Your free month{{else}}Your {{planName}} plan{{/if}} ends on {{endsOn}}. There is no card on your account, so nothing will be charged and the plan simply ends then. To keep it, add a card before that date:\n\n{{billingUrl}}`,
    html: `<p>Hello {{name}},</p><p>{{#if freeMonth}}Your free month{{else}}Your {{planName}} plan{{/if}} ends on <strong>{{endsOn}}</strong>. There is no card on your account, so nothing will be charged and the plan simply ends then. To keep it, add a card before that date.</p><p><a class="button" href="{{billingUrl}}">Add a card</a></p>`,
  },
  'document-ready': {
    subject: 'Your document is ready',
    text: `Hello {{name}},\n\nYour {{documentTitle}} is ready. Sign in to review and download it:\n\n{{documentUrl}}\n\nReview your document carefully before you send it.`,
    html: `<p>Hello {{name}},</p><p>Your <strong>{{documentTitle}}</strong> is ready. Sign in to review and download it.</p><p><a class="button" href="{{documentUrl}}">View your document</a></p><p>Review your document carefully before you send it.</p>`,
  },
  'trial-ending': {
    subject: 'Your SueGo trial ends in 3 days',
    text: `Hello {{name}},\n\nYour free trial ends on {{trialEndsOn}}. Your subscription continues after that unless you cancel. Manage it here:\n\n{{billingUrl}}`,
    html: `<p>Hello {{name}},</p><p>Your free trial ends on <strong>{{trialEndsOn}}</strong>. Your subscription continues after that unless you cancel.</p><p><a class="button" href="{{billingUrl}}">Manage your subscription</a></p>`,
  },
  'subscription-payment-failed': {
    subject: 'Your SueGo subscription payment failed',
    text: `Hello {{name}},\n\nWe could not charge your card for your SueGo subscription. Please update your payment method to keep your plan:\n\n{{billingUrl}}`,
    html: `<p>Hello {{name}},</p><p>We could not charge your card for your SueGo subscription. Please update your payment method to keep your plan.</p><p><a class="button" href="{{billingUrl}}">Update payment method</a></p>`,
  },
  'ticket-received': {
    subject: 'We received your SueGo support request',
    text: `Hello,\n\nThank you for contacting SueGo support. We received your request (reference {{ticketId}}) and will answer within 24 hours on business days (Monday-Friday 9:00 AM-6:00 PM EST).\n\nIf you did not write to SueGo support, you can ignore this email.`,
    html: `<p>Hello,</p><p>Thank you for contacting SueGo support. We received your request (reference {{ticketId}}) and will answer within 24 hours on business days (Monday-Friday 9:00 AM-6:00 PM EST).</p><p>If you did not write to SueGo support, you can ignore this email.</p>`,
  },
  'staff-reply': {
    subject: 'Re: {{ticketSubject}}',
    text: `Hello {{name}},\n\nSueGo support replied to your request "{{ticketSubject}}":\n\n{{reply}}\n\nReply or follow your request here: {{ticketUrl}}`,
    html: `<p>Hello {{name}},</p><p>SueGo support replied to your request <strong>{{ticketSubject}}</strong>:</p><blockquote>{{reply}}</blockquote><p><a class="button" href="{{ticketUrl}}">View your request</a></p>`,
  },
  'referral-sent': {
    subject:
      '{{#if (eq recipient "attorney")}}{{#if contact}}New contact request from SueGo{{else}}New client referral from SueGo{{/if}}{{else}}{{#if contact}}Your contact request to {{names attorneys}} was sent{{else}}Your referral to {{names attorneys}} was sent{{/if}}{{/if}}',
    text: `Hello {{name}},\n\n{{#if (eq recipient "attorney")}}{{clientName}} would like your help with a small-claims matter:\n\n{{caseSummary}}{{else}}{{#if contact}}We sent your contact request to:{{else}}We sent your case to:{{/if}}\n{{#each attorneys}}- {{this.name}}, {{this.firm}}, {{this.city}}, {{this.state}}{{#if this.sample}} (sample directory: a fictional attorney, not contacted){{/if}}\n{{/each}}\nThe attorneys will contact you directly.\n\nSummary: {{caseSummary}}{{/if}}`,
    html: `<p>Hello {{name}},</p>{{#if (eq recipient "attorney")}}<p>{{clientName}} would like your help with a small-claims matter:</p><blockquote>{{caseSummary}}</blockquote>{{else}}<p>{{#if contact}}We sent your contact request to:{{else}}We sent your case to:{{/if}}</p><ul>{{#each attorneys}}<li><strong>{{this.name}}</strong>, {{this.firm}}, {{this.city}}, {{this.state}}{{#if this.sample}} <em>(sample directory: a fictional attorney, not contacted)</em>{{/if}}</li>{{/each}}</ul><p>The attorneys will contact you directly.</p><blockquote>{{caseSummary}}</blockquote>{{/if}}`,
  },
  'case-reminder': {
    subject: '{{subjectLine}}',
    text: `Hello {{name}},\n\n{{intro}}\n\n{{question}}\n\n{{#each answers}}- {{label}}: {{../answerUrl}}?outcome={{outcome}}&token={{../answerToken}}\n{{/each}}\n\nEach link opens a page on SueGo where you confirm your answer. Your case: {{caseUrl}}\n\nYou get these reminders because you sent a letter with SueGo. Stop them: {{unsubscribePageUrl}}?token={{unsubscribeToken}}`,
    html: `<p>Hello {{name}},</p><p>{{intro}}</p><p><strong>{{question}}</strong></p><p>{{#each answers}}<a class="button" href="{{../answerUrl}}?outcome={{outcome}}&amp;token={{../answerToken}}" style="display:inline-block;margin:0 8px 8px 0;padding:8px 14px;border:1px solid #16294f;border-radius:6px;color:#16294f;text-decoration:none">{{label}}</a>{{/each}}</p><p>Each button opens a page on SueGo where you confirm your answer. <a href="{{caseUrl}}">Open your case</a></p><p style="font-size:12px;color:#2c4a80">You get these reminders because you sent a letter with SueGo. <a href="{{unsubscribePageUrl}}?token={{unsubscribeToken}}" style="color:#2c4a80">Stop case reminders</a></p>`,
    // Each token lets its holder answer for the case or stop the reminders: sealed like a reset link (ADR 142).
    secrets: ['answerToken', 'unsubscribeToken'],
    // RFC 8058 one-click unsubscribe: a mail provider POSTs "List-Unsubscribe=One-Click" to this address.
    headers: {
      'List-Unsubscribe': '<{{unsubscribeApiUrl}}?token={{unsubscribeToken}}>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  },
  'hearing-reminder': {
    subject: '{{#if tomorrow}}Your hearing is tomorrow{{else}}Your hearing is in 7 days{{/if}}',
    text: `Hello {{name}},\n\nYour small-claims hearing is {{#if tomorrow}}tomorrow{{else}}in 7 days{{/if}}: {{whenEn}}, at {{court}}.\n\nWhat to bring:\n{{#each checklist}}- {{this.en}}\n{{/each}}\nArrive early: you may have to pass security and find the courtroom. Your case: {{caseUrl}}\n\nYou get these reminders because you set a hearing date on SueGo. Stop case reminders: {{unsubscribePageUrl}}?token={{unsubscribeToken}}`,
    html: `<p>Hello {{name}},</p><p>Your small-claims hearing is {{#if tomorrow}}<strong>tomorrow</strong>{{else}}<strong>in 7 days</strong>{{/if}}: {{whenEn}}, at {{court}}.</p><p><strong>What to bring</strong></p><ul>{{#each checklist}}<li>{{this.en}}</li>{{/each}}</ul><p>Arrive early: you may have to pass security and find the courtroom.</p><p><a class="button" href="{{caseUrl}}">Open your case</a></p><p style="font-size:12px;color:#2c4a80">You get these reminders because you set a hearing date on SueGo. <a href="{{unsubscribePageUrl}}?token={{unsubscribeToken}}" style="color:#2c4a80">Stop case reminders</a></p>`,
    secrets: ['unsubscribeToken'],
    headers: {
      'List-Unsubscribe': '<{{unsubscribeApiUrl}}?token={{unsubscribeToken}}>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  },
};

/**
 * The Spanish of the emails a Spanish account gets (issue 33; glossary: backend/src/common/glossary.ts): same
 * data, same secrets, subject translated. A kind without a Spanish template is sent in English.
 */
const SPANISH_TEMPLATES: { [K in NotificationKind]?: Template<K> } = {
  ...(MORE_SPANISH_TEMPLATES as { [K in NotificationKind]?: Template<K> }),
  'password-reset': {
    subject: 'Restablezca su contraseña de SueGo',
    text: `Hola, {{name}}:\n\nAlguien (esperamos que usted) pidió restablecer la contraseña de su cuenta de SueGo. Abra este enlace para elegir una nueva:\n\n{{resetUrl}}\n\nEl enlace funciona una sola vez y vence en {{validMinutes}} minutos. Si usted no lo pidió, ignore este correo: su contraseña no cambia.`,
    html: `<p>Hola, {{name}}:</p><p>Alguien (esperamos que usted) pidió restablecer la contraseña de su cuenta de SueGo.</p><p><a class="button" href="{{resetUrl}}">Elegir una contraseña nueva</a></p><p>El enlace funciona una sola vez y vence en {{validMinutes}} minutos. Si usted no lo pidió, ignore este correo: su contraseña no cambia.</p>`,
    secrets: ['resetUrl'],
  },
  'verify-email': {
    subject: 'Confirme su correo electrónico para SueGo',
    text: `Hola, {{name}}:\n\nConfirme que esta es su dirección de correo electrónico. Abra este enlace:\n\n{{verifyUrl}}\n\nEl enlace vence en {{validHours}} horas. Si usted no creó una cuenta de SueGo, ignore este correo.`,
    html: `<p>Hola, {{name}}:</p><p>Confirme que esta es su dirección de correo electrónico.</p><p><a class="button" href="{{verifyUrl}}">Confirmar mi correo</a></p><p>El enlace vence en {{validHours}} horas. Si usted no creó una cuenta de SueGo, ignore este correo.</p>`,
    secrets: ['verifyUrl'],
  },
  'email-change-confirm': {
    subject: 'Confirme su nuevo correo electrónico para SueGo',
    text: `Hola, {{name}}:\n\nUsted pidió usar {{newEmail}} en su cuenta de SueGo. Abra este enlace para confirmar el cambio:\n\n{{confirmUrl}}\n\nEl enlace vence en {{validHours}} horas. Hasta que lo abra, su cuenta conserva su correo actual. Si usted no lo pidió, ignore este correo.`,
    html: `<p>Hola, {{name}}:</p><p>Usted pidió usar <strong>{{newEmail}}</strong> en su cuenta de SueGo.</p><p><a class="button" href="{{confirmUrl}}">Confirmar el nuevo correo</a></p><p>El enlace vence en {{validHours}} horas. Hasta que lo abra, su cuenta conserva su correo actual. Si usted no lo pidió, ignore este correo.</p>`,
    secrets: ['confirmUrl'],
  },
  'document-ready': {
    subject: 'Su documento está listo',
    text: `Hola, {{name}}:\n\nSu documento "{{documentTitle}}" está listo. Revíselo, descárguelo en PDF y envíelo:\n\n{{documentUrl}}\n\nLa carta está en inglés, como lo exigen las cortes y la mayoría de los destinatarios. Léala con cuidado antes de enviarla.`,
    html: `<p>Hola, {{name}}:</p><p>Su documento <strong>{{documentTitle}}</strong> está listo. Revíselo, descárguelo en PDF y envíelo.</p><p><a class="button" href="{{documentUrl}}">Ver mi documento</a></p><p>La carta está en inglés, como lo exigen las cortes y la mayoría de los destinatarios. Léala con cuidado antes de enviarla.</p>`,
  },
  'trial-ending': {
    subject: 'Su prueba gratis de SueGo termina en 3 días',
    text: `Hola, {{name}}:\n\nSu prueba gratis termina el {{fecha trialEndsOn}}. Después se cobrará su plan a la tarjeta guardada. Puede revisar o cancelar su plan aquí:\n\n{{billingUrl}}`,
    html: `<p>Hola, {{name}}:</p><p>Su prueba gratis termina el <strong>{{fecha trialEndsOn}}</strong>. Después se cobrará su plan a la tarjeta guardada.</p><p><a class="button" href="{{billingUrl}}">Revisar mi plan</a></p>`,
  },
  'subscription-payment-failed': {
    subject: 'No se pudo cobrar su suscripción de SueGo',
    text: `Hola, {{name}}:\n\nNo pudimos cobrar el pago de su suscripción. Actualice su tarjeta para conservar su plan:\n\n{{billingUrl}}`,
    html: `<p>Hola, {{name}}:</p><p>No pudimos cobrar el pago de su suscripción. Actualice su tarjeta para conservar su plan.</p><p><a class="button" href="{{billingUrl}}">Actualizar mi tarjeta</a></p>`,
  },
  'hearing-reminder': {
    subject: '{{#if tomorrow}}Su audiencia es mañana{{else}}Su audiencia es en 7 días{{/if}}',
    text: `Hola, {{name}}:\n\nSu audiencia de reclamos menores es {{#if tomorrow}}mañana{{else}}en 7 días{{/if}}: {{whenEs}}, en {{court}}.\n\nQué llevar:\n{{#each checklist}}- {{this.es}}\n{{/each}}\nLlegue temprano: quizá deba pasar por seguridad y buscar la sala. Su caso: {{caseUrl}}\n\nRecibe estos recordatorios porque anotó la fecha de su audiencia en SueGo. Dejar de recibir recordatorios del caso: {{unsubscribePageUrl}}?token={{unsubscribeToken}}`,
    html: `<p>Hola, {{name}}:</p><p>Su audiencia de reclamos menores es {{#if tomorrow}}<strong>mañana</strong>{{else}}<strong>en 7 días</strong>{{/if}}: {{whenEs}}, en {{court}}.</p><p><strong>Qué llevar</strong></p><ul>{{#each checklist}}<li>{{this.es}}</li>{{/each}}</ul><p>Llegue temprano: quizá deba pasar por seguridad y buscar la sala.</p><p><a class="button" href="{{caseUrl}}">Abrir mi caso</a></p><p style="font-size:12px;color:#2c4a80">Recibe estos recordatorios porque anotó la fecha de su audiencia en SueGo. <a href="{{unsubscribePageUrl}}?token={{unsubscribeToken}}" style="color:#2c4a80">Dejar de recibir recordatorios del caso</a></p>`,
    secrets: ['unsubscribeToken'],
    headers: {
      'List-Unsubscribe': '<{{unsubscribeApiUrl}}?token={{unsubscribeToken}}>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  },
};

const hb = Handlebars.create();
hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);
hb.registerHelper('names', (list: readonly ReferralEmailAttorney[]) => list.map((a) => a.name).join(', '));
hb.registerHelper('fecha', spanishDate);
hb.registerHelper('tarjeta', spanishCard);
hb.registerHelper('compra', spanishPurchase);

/** The product's look: navy header, white card, footer line. Inline styles (mail clients drop <style> often). */
const layout = (lang: EmailLanguage, footer: string) =>
  hb.compile(
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>{{subject}}</title></head>
<body style="margin:0;background:#f1f4f9;font-family:Arial,Helvetica,sans-serif;color:#0f1f3d">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#16294f;color:#fff;padding:16px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">SueGo</div>
<div style="background:#fff;padding:24px;border-radius:0 0 8px 8px;line-height:1.5">{{{content}}}</div>
<p style="font-size:12px;color:#2c4a80;margin-top:16px">${footer}</p>
</div></body></html>`,
  );
const LAYOUTS: Record<EmailLanguage, HandlebarsTemplateDelegate> = {
  en: layout('en', FOOTER),
  es: layout('es', FOOTER_ES),
};

interface CompiledTemplate {
  subject: HandlebarsTemplateDelegate;
  text: HandlebarsTemplateDelegate;
  html: HandlebarsTemplateDelegate;
  secrets: readonly string[];
  headers: (readonly [string, HandlebarsTemplateDelegate])[];
}

const compileAll = (
  templates: Partial<Record<string, Omit<Template, 'secrets'> & { secrets?: readonly string[] }>>,
) =>
  Object.fromEntries(
    Object.entries(templates).flatMap(([kind, t]) =>
      t
        ? [
            [
              kind,
              {
                subject: hb.compile(t.subject, { noEscape: true }),
                text: hb.compile(t.text, { noEscape: true }),
                html: hb.compile(t.html),
                secrets: t.secrets ?? [],
                headers: Object.entries(t.headers ?? {}).map(
                  ([name, value]) => [name, hb.compile(value, { noEscape: true })] as const,
                ),
              },
            ],
          ]
        : [],
    ),
  ) as Partial<Record<NotificationKind, CompiledTemplate>>;

const compiled = compileAll(TEMPLATES) as Record<NotificationKind, CompiledTemplate>;
const compiledSpanish = compileAll(SPANISH_TEMPLATES);

/** The kinds that have a Spanish template (the others are sent in English to everyone). */
export const SPANISH_KINDS = Object.keys(SPANISH_TEMPLATES) as NotificationKind[];

/**
 * Where a secret value stands in a rendered body: two private-use characters around its name. They pass HTML
 * escaping unchanged, and they are removed from every other value before rendering, so no text a user typed can
 * produce a marker.
 */
const MARK_OPEN = '\uE000';
const MARK_CLOSE = '\uE001';
const MARKER = /\uE000([A-Za-z]+)\uE001/g;
export const secretMarker = (name: string) => `${MARK_OPEN}${name}${MARK_CLOSE}`;
const unmarked = (value: unknown): unknown =>
  typeof value === 'string' ? value.replace(/[\uE000\uE001]/g, '') : value;

/** What a stored copy shows (staff, the export) where the delivered email has a secret link. */
export const HIDDEN_LINK = '[private link: only the recipient can see it]';

/**
 * Renders one email as plain text and HTML. Secret values (the template's `secrets`) are left out of the bodies:
 * each appears as its marker, and is returned in `secrets` for {@link fillSecrets} at delivery.
 */
export function renderEmail<K extends NotificationKind>(
  kind: K,
  data: NotificationData[K],
  language: EmailLanguage = 'en',
): RenderedEmail {
  const spanish = language === 'es' ? compiledSpanish[kind] : undefined;
  const t = spanish ?? compiled[kind];
  const written: EmailLanguage = spanish ? 'es' : 'en';
  const secrets: Record<string, string> = {};
  const values = Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([key, value]) => {
      if (!t.secrets.includes(key)) return [key, unmarked(value)];
      secrets[key] = String(value);
      return [key, secretMarker(key)];
    }),
  );
  const subject = t
    .subject(values)
    .replace(/[\r\n]+/g, ' ')
    .replace(MARKER, '')
    .trim();
  const text = `${t.text(values)}\n\n--\n${written === 'es' ? FOOTER_ES : FOOTER}\n`;
  const html = LAYOUTS[written]({ subject, content: t.html(values) });
  const headers = Object.fromEntries(
    t.headers.map(([name, value]) => [
      name,
      value(values)
        .replace(/[\r\n]+/g, ' ')
        .trim(),
    ]),
  );
  return { subject, text, html, secrets, headers };
}

/** A stored body as staff may read it: every secret marker becomes {@link HIDDEN_LINK}. */
export function redactSecrets(body: string): string {
  return body.replace(MARKER, HIDDEN_LINK);
}

/** The body as delivered: each marker becomes its value (HTML-escaped in HTML). A marker without a value throws. */
export function fillSecrets(body: string, secrets: Record<string, string>, format: 'text' | 'html'): string {
  return body.replace(MARKER, (_, name: string) => {
    const value = secrets[name];
    if (value === undefined) throw new Error(`The secret "${name}" of this email is missing`);
    return format === 'html' ? hb.Utils.escapeExpression(value) : value;
  });
}

export const NOTIFICATION_KINDS = Object.keys(TEMPLATES) as NotificationKind[];
