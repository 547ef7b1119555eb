import {
  fillSecrets,
  FOOTER,
  FOOTER_ES,
  HIDDEN_LINK,
  NOTIFICATION_KINDS,
  redactSecrets,
  renderEmail,
  SPANISH_KINDS,
  type NotificationData,
} from './templates';

const NOT_A_LAW_FIRM = 'SueGo is not a law firm and does not give legal advice.';
const JO = { name: 'Jo Law', firm: 'Law Offices of Jo', city: 'Austin', state: 'TX', sample: false };
const SAM = { name: 'Sam Sample', firm: 'Sample & Co', city: 'Round Rock', state: 'TX', sample: true };

const SAMPLES: { [K in keyof NotificationData]: NotificationData[K] } = {
  'password-reset': {
    name: 'Ana',
    resetUrl: 'https://suego.test/reset-password?token=abc',
    validMinutes: 30,
  },
  'verify-email': { name: 'Ana', verifyUrl: 'https://suego.test/verify-email?token=vvv', validHours: 48 },
  'email-change-confirm': {
    name: 'Ana',
    newEmail: 'ana.new@example.com',
    confirmUrl: 'https://suego.test/confirm-email-change?token=ccc',
    validHours: 24,
  },
  'email-changed': {
    name: 'Ana',
    newEmailMasked: 'a***@example.com',
    supportUrl: 'https://suego.test/support',
  },
  'payment-receipt': {
    name: 'Ana',
    amount: '$15.00',
    caseUrl: 'https://suego.test/document/c1',
    description: 'Small Claims Filing Package (case c1)',
    date: 'December 5, 2026',
    receiptNumber: 'SG-00001001',
    paidWith: 'Visa ending in 4242',
    sellerName: 'SueGo Inc.',
    sellerAddress: '1 Main St, Springfield, IL 62701',
    sellerEmail: 'support@suego.test',
    providerReceiptUrl: null,
    testModeLine: 'Test mode — no real charge',
    historyUrl: 'https://suego.test/account/billing',
  },
  'subscription-recovered': {
    name: 'Ana',
    planName: 'SueGo',
    amount: '$29.00',
    billingUrl: 'https://suego.test/account',
  },
  'plan-needs-card': {
    name: 'Ana',
    planName: 'SueGo',
    endsOn: 'December 5, 2026',
    freeMonth: true,
    billingUrl: 'https://suego.test/account',
  },
  'document-ready': {
    name: 'Ana',
    documentTitle: 'Demand Letter',
    documentUrl: 'https://suego.test/document/c1',
  },
  'trial-ending': { name: 'Ana', trialEndsOn: 'Fri Nov 27 2026', billingUrl: 'https://suego.test/account' },
  'subscription-payment-failed': { name: 'Ana', billingUrl: 'https://suego.test/account' },
  'ticket-received': { ticketId: 't1' },
  'staff-reply': {
    name: 'Ana',
    ticketSubject: 'Help',
    reply: 'Here you go',
    ticketUrl: 'https://suego.test/account',
  },
  'referral-sent': {
    name: 'Ana',
    recipient: 'user',
    clientName: 'Ana',
    attorneys: [JO],
    caseSummary: 'Unpaid invoice',
  },
  'case-reminder': {
    name: 'Ana',
    subjectLine: 'Did they pay?',
    intro: 'Today is the response date in your letter to Acme LLC.',
    question: 'Did they pay?',
    answers: [
      { outcome: 'paid_in_full', label: 'They paid in full' },
      { outcome: 'no_response', label: 'No answer yet' },
    ],
    answerUrl: 'https://suego.test/cases/c1/answer',
    answerToken: 'a1.tok.sig',
    caseUrl: 'https://suego.test/document/c1',
    unsubscribePageUrl: 'https://suego.test/unsubscribe',
    unsubscribeApiUrl: 'https://suego.test/api/reminders/unsubscribe',
    unsubscribeToken: 'u1.tok.sig',
    es: {
      subjectLine: '¿Le pagaron?',
      intro: 'Hoy es la fecha de respuesta de su carta a Acme LLC.',
      question: '¿Le pagaron?',
      answers: [
        { outcome: 'paid_in_full', label: 'Pagaron todo' },
        { outcome: 'no_response', label: 'Todavía no hay respuesta' },
      ],
    },
  },
  'hearing-reminder': {
    name: 'Ana',
    tomorrow: false,
    court: 'Fresno County Superior Court, 1130 O Street, Fresno, CA 93721',
    whenEn: 'Monday, March 1, 2027 at 8:30 AM (PST)',
    whenEs: 'lunes, 1 de marzo de 2027, 8:30 (PST)',
    checklist: [{ en: 'Copies of your documents.', es: 'Copias de sus documentos.' }],
    caseUrl: 'https://suego.test/document/c1',
    unsubscribePageUrl: 'https://suego.test/unsubscribe',
    unsubscribeApiUrl: 'https://suego.test/api/reminders/unsubscribe',
    unsubscribeToken: 'u1.tok.sig',
  },
};

describe('email templates', () => {
  it.each(NOTIFICATION_KINDS)('%s renders a subject, plain text and HTML in the product layout', (kind) => {
    const email = renderEmail(kind, SAMPLES[kind] as never);
    expect(email.subject).not.toBe('');
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.text).toMatch(kind === 'ticket-received' ? /^Hello,/ : /^Hello Ana,/);
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain('>SueGo</div>');
  });

  it.each(NOTIFICATION_KINDS)(
    '%s ends with the standard footer, payment failures and account mail included',
    (kind) => {
      const email = renderEmail(kind, SAMPLES[kind] as never);
      expect(email.text.trimEnd().endsWith(`--\n${FOOTER}`)).toBe(true);
      expect(email.html).toContain(FOOTER);
      expect(FOOTER).toContain(NOT_A_LAW_FIRM);
    },
  );

  it.each(SPANISH_KINDS)(
    '%s in Spanish: translated subject, Spanish body and footer, the same secrets',
    (kind) => {
      const english = renderEmail(kind, SAMPLES[kind] as never);
      const spanish = renderEmail(kind, SAMPLES[kind] as never, 'es');
      expect(spanish.subject).not.toBe(english.subject);
      expect(spanish.text).toMatch(kind === 'ticket-received' ? /^Hola:/ : /^Hola, Ana:/);
      expect(spanish.html).toContain('<html lang="es">');
      expect(spanish.text.trimEnd().endsWith(`--\n${FOOTER_ES}`)).toBe(true);
      expect(spanish.html).toContain(FOOTER_ES);
      expect(Object.keys(spanish.secrets)).toEqual(Object.keys(english.secrets));
      for (const value of Object.values(spanish.secrets)) {
        expect(spanish.text).not.toContain(value);
        expect(spanish.html).not.toContain(value);
      }
    },
  );

  it('snapshots the verification email in both languages (issue 33)', () => {
    const data = SAMPLES['verify-email'];
    expect(
      [renderEmail('verify-email', data), renderEmail('verify-email', data, 'es')].map((e) => [
        e.subject,
        e.text,
      ]),
    ).toMatchInlineSnapshot(`
     [
       [
         "Confirm your email address for SueGo",
         "Hello Ana,

     Please confirm that this is your email address. Open this link:

     verifyUrl

     The link expires in 48 hours. If you did not create a SueGo account, ignore this email.

     --
     SueGo · SueGo is not a law firm and does not give legal advice.
     ",
       ],
       [
         "Confirme su correo electrónico para SueGo",
         "Hola, Ana:

     Confirme que esta es su dirección de correo electrónico. Abra este enlace:

     verifyUrl

     El enlace vence en 48 horas. Si usted no creó una cuenta de SueGo, ignore este correo.

     --
     SueGo · SueGo no es un bufete de abogados y no da asesoría legal.
     ",
       ],
     ]
    `);
  });

  it('writes every email a claimant or a visitor gets in Spanish too (issue 33)', () => {
    expect([...SPANISH_KINDS].sort()).toEqual([...NOTIFICATION_KINDS].sort());
  });

  it('snapshots a receipt in both languages: Spanish date and test-mode line, what was bought as the catalog names it', () => {
    const data = { ...SAMPLES['payment-receipt'], caseUrl: null };
    expect(
      [renderEmail('payment-receipt', data), renderEmail('payment-receipt', data, 'es')].map((e) => [
        e.subject,
        e.text,
      ]),
    ).toMatchInlineSnapshot(`
     [
       [
         "Your SueGo receipt",
         "Hello Ana,

     Test mode — no real charge

     We received your payment of $15.00 for: Small Claims Filing Package (case c1). Thank you.

     Receipt number: SG-00001001
     Date: December 5, 2026
     Amount: $15.00
     Paid with: Visa ending in 4242
     Seller: SueGo Inc., 1 Main St, Springfield, IL 62701, support@suego.test
     Every charge and refund, with a PDF receipt for each: https://suego.test/account/billing

     --
     SueGo · SueGo is not a law firm and does not give legal advice.
     ",
       ],
       [
         "Su recibo de SueGo",
         "Hola, Ana:

     Modo de prueba: sin cargo real

     Recibimos su pago de $15.00 por: Paquete para presentar una demanda de reclamos menores (caso c1). Gracias.

     Número de recibo: SG-00001001
     Fecha: 5 de diciembre de 2026
     Importe: $15.00
     Pagado con: Visa terminada en 4242
     Vendedor: SueGo Inc., 1 Main St, Springfield, IL 62701, support@suego.test
     Cada cobro y reembolso, con un recibo en PDF para cada uno: https://suego.test/account/billing

     --
     SueGo · SueGo no es un bufete de abogados y no da asesoría legal.
     ",
       ],
     ]
    `);
  });

  it('snapshots the support acknowledgement, a staff reply and the email-changed notice in Spanish', () => {
    expect(
      [
        renderEmail('ticket-received', { ticketId: 't-42' }, 'es'),
        renderEmail('staff-reply', SAMPLES['staff-reply'], 'es'),
        renderEmail('email-changed', SAMPLES['email-changed'], 'es'),
      ].map((e) => [e.subject, e.text]),
    ).toMatchInlineSnapshot(`
     [
       [
         "Recibimos su solicitud de soporte de SueGo",
         "Hola:

     Gracias por escribir al soporte de SueGo. Recibimos su solicitud (referencia t-42) y le responderemos en un plazo de 24 horas en días hábiles (lunes a viernes, de 9:00 a. m. a 6:00 p. m., hora del Este).

     Si usted no escribió al soporte de SueGo, puede ignorar este correo.

     --
     SueGo · SueGo no es un bufete de abogados y no da asesoría legal.
     ",
       ],
       [
         "Respuesta de SueGo: Help",
         "Hola, Ana:

     El soporte de SueGo respondió a su solicitud "Help":

     Here you go

     Responda o siga su solicitud aquí: https://suego.test/account

     --
     SueGo · SueGo no es un bufete de abogados y no da asesoría legal.
     ",
       ],
       [
         "Se cambió su correo electrónico de SueGo",
         "Hola, Ana:

     El correo electrónico de su cuenta de SueGo se cambió a a***@example.com. De ahora en adelante le escribimos a esa dirección.

     Si usted no hizo este cambio, contáctenos de inmediato: https://suego.test/support

     --
     SueGo · SueGo no es un bufete de abogados y no da asesoría legal.
     ",
       ],
     ]
    `);
  });

  it("snapshots a reminder and the claimant's referral copy in Spanish; the dates of other contexts read in Spanish", () => {
    const reminder = renderEmail('case-reminder', SAMPLES['case-reminder'], 'es');
    expect([reminder.subject, redactSecrets(reminder.text)]).toMatchInlineSnapshot(`
     [
       "¿Le pagaron?",
       "Hola, Ana:

     Hoy es la fecha de respuesta de su carta a Acme LLC.

     ¿Le pagaron?

     - Pagaron todo: https://suego.test/cases/c1/answer?outcome=paid_in_full&token=[private link: only the recipient can see it]
     - Todavía no hay respuesta: https://suego.test/cases/c1/answer?outcome=no_response&token=[private link: only the recipient can see it]

     Cada enlace abre una página de SueGo donde usted confirma su respuesta. Su caso: https://suego.test/document/c1

     Recibe estos recordatorios porque envió una carta con SueGo. Para dejar de recibirlos: https://suego.test/unsubscribe?token=[private link: only the recipient can see it]

     --
     SueGo · SueGo no es un bufete de abogados y no da asesoría legal.
     ",
     ]
    `);
    expect(
      [
        'Small Claims Filing Package (case c1)',
        'SueGo plan, Dec 5, 2026 – Jan 4, 2027',
        'Attorney Search: 30 days of access',
      ].map(
        (description) =>
          renderEmail('payment-receipt', { ...SAMPLES['payment-receipt'], description }, 'es').text.split(
            '\n',
          )[4],
      ),
    ).toMatchInlineSnapshot(`
     [
       "Recibimos su pago de $15.00 por: Paquete para presentar una demanda de reclamos menores (caso c1). Gracias.",
       "Recibimos su pago de $15.00 por: Plan SueGo, 5 dic 2026 – 4 ene 2027. Gracias.",
       "Recibimos su pago de $15.00 por: Búsqueda de abogados: 30 días de acceso. Gracias.",
     ]
    `);
    const referral = renderEmail(
      'referral-sent',
      { ...SAMPLES['referral-sent'], attorneys: [JO, SAM] },
      'es',
    );
    expect([referral.subject, referral.text]).toMatchInlineSnapshot(`
     [
       "Se envió su referencia a Jo Law, Sam Sample",
       "Hola, Ana:

     Enviamos su caso a:
     - Jo Law, Law Offices of Jo, Austin, TX
     - Sam Sample, Sample & Co, Round Rock, TX (directorio de muestra: un abogado ficticio, no se le contactó)
     Los abogados se comunicarán con usted directamente.

     Resumen (en inglés, como lo leen los abogados): Unpaid invoice

     --
     SueGo · SueGo no es un bufete de abogados y no da asesoría legal.
     ",
     ]
    `);
    expect(renderEmail('trial-ending', SAMPLES['trial-ending'], 'es').text).toContain(
      '27 de noviembre de 2026',
    );
    expect(renderEmail('plan-needs-card', SAMPLES['plan-needs-card'], 'es').subject).toBe(
      'Agregue una tarjeta para conservar su plan SueGo',
    );
  });

  it('links to the document, never carries it', () => {
    const email = renderEmail('document-ready', SAMPLES['document-ready']);
    expect(email.html).toContain('href="https://suego.test/document/c1"');
    expect(email.text).toContain('https://suego.test/document/c1');
  });

  it('escapes user text in HTML and keeps it plain in text; no header injection through the subject', () => {
    const email = renderEmail('staff-reply', {
      ...SAMPLES['staff-reply'],
      ticketSubject: 'Hi\r\nBcc: x@evil.test',
      reply: '<script>alert(1)</script>',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.text).toContain('<script>alert(1)</script>');
    expect(email.subject).toBe('Re: Hi Bcc: x@evil.test');
  });

  it('the support acknowledgement carries nothing the sender typed: only the reference (issue 22 point 7)', () => {
    const email = renderEmail('ticket-received', { ticketId: 't-42' });
    expect(email.subject).toBe('We received your SueGo support request');
    expect(email.text).toBe(
      'Hello,\n\nThank you for contacting SueGo support. We received your request (reference t-42) and will answer within 24 hours on business days (Monday-Friday 9:00 AM-6:00 PM EST).\n\nIf you did not write to SueGo support, you can ignore this email.\n\n--\nSueGo · SueGo is not a law firm and does not give legal advice.\n',
    );
  });

  it('a receipt names what was bought, the amount, the card, the seller, its number and test mode; a refund says so', () => {
    const email = renderEmail('payment-receipt', SAMPLES['payment-receipt']);
    for (const text of [
      'Small Claims Filing Package (case c1)',
      '$15.00',
      'Visa ending in 4242',
      'SueGo Inc.',
      '1 Main St, Springfield, IL 62701',
      'support@suego.test',
      'SG-00001001',
      'Test mode — no real charge',
    ]) {
      expect(email.text).toContain(text);
      expect(email.html).toContain(text);
    }
    const refund = renderEmail('payment-receipt', {
      ...SAMPLES['payment-receipt'],
      refund: true,
      testModeLine: null,
    });
    expect(refund.subject).toBe('Your SueGo refund receipt');
    expect(refund.text).toContain('We refunded $15.00');
    expect(refund.text).toContain('Refunded to: Visa ending in 4242');
    expect(refund.text).not.toContain('Test mode');
  });

  it('case-reminder: a link per answer to the confirmation page and an RFC 8058 one-click unsubscribe, tokens sealed', () => {
    const email = renderEmail('case-reminder', SAMPLES['case-reminder']);
    expect(email.subject).toBe('Did they pay?');
    expect(email.secrets).toEqual({ answerToken: 'a1.tok.sig', unsubscribeToken: 'u1.tok.sig' });
    // The stored copy holds no token; staff read a placeholder; the delivered email has each link whole.
    for (const stored of [email.text, email.html, ...Object.values(email.headers)]) {
      expect(stored).not.toContain('tok.sig');
    }
    expect(redactSecrets(email.text)).toContain(`outcome=no_response&token=${HIDDEN_LINK}`);
    const html = fillSecrets(email.html, email.secrets, 'html');
    expect(html).toContain(
      'href="https://suego.test/cases/c1/answer?outcome=paid_in_full&amp;token=a1.tok.sig"',
    );
    expect(html).toContain('href="https://suego.test/unsubscribe?token=u1.tok.sig"');
    expect(fillSecrets(email.text, email.secrets, 'text')).toContain(
      'Did they pay?\n\n' +
        '- They paid in full: https://suego.test/cases/c1/answer?outcome=paid_in_full&token=a1.tok.sig\n' +
        '- No answer yet: https://suego.test/cases/c1/answer?outcome=no_response&token=a1.tok.sig\n\n' +
        'Each link opens a page',
    );
    const headers = Object.fromEntries(
      Object.entries(email.headers).map(([k, v]) => [k, fillSecrets(v, email.secrets, 'text')]),
    );
    expect(headers).toEqual({
      'List-Unsubscribe': '<https://suego.test/api/reminders/unsubscribe?token=u1.tok.sig>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(email.text).toContain(NOT_A_LAW_FIRM);
    expect(renderEmail('document-ready', SAMPLES['document-ready']).headers).toEqual({});
  });

  it('referral-sent speaks to the attorney differently than to the user', () => {
    const toAttorney = renderEmail('referral-sent', {
      ...SAMPLES['referral-sent'],
      recipient: 'attorney',
      name: 'Jo Law',
    });
    expect(toAttorney.subject).toBe('New client referral from SueGo');
    expect(toAttorney.text).toContain('Ana would like your help');
    expect(renderEmail('referral-sent', SAMPLES['referral-sent']).subject).toBe(
      'Your referral to Jo Law was sent',
    );
  });

  it.each([
    ['password-reset', 'https://suego.test/reset-password?token=abc'],
    ['verify-email', 'https://suego.test/verify-email?token=vvv'],
    ['email-change-confirm', 'https://suego.test/confirm-email-change?token=ccc'],
  ] as const)('%s keeps its secret link out of the rendered bodies; delivery puts it back', (kind, link) => {
    const email = renderEmail(kind, SAMPLES[kind] as never);
    for (const body of [email.subject, email.text, email.html]) expect(body).not.toContain('token=');
    expect(Object.values(email.secrets)).toEqual([link]);
    expect(redactSecrets(email.text)).toContain(HIDDEN_LINK);
    expect(redactSecrets(email.html)).not.toMatch(/[\uE000\uE001]/);
    expect(fillSecrets(email.text, email.secrets, 'text')).toContain(link);
    expect(fillSecrets(email.html, email.secrets, 'html')).toContain(`href="${link.replace('=', '&#x3D;')}"`);
    expect(() => fillSecrets(email.text, {}, 'text')).toThrow(/missing/);
  });

  it('referral-sent names every attorney to the user, sample ones too (marked, not contacted): never a blank name', () => {
    const onlySample = renderEmail('referral-sent', { ...SAMPLES['referral-sent'], attorneys: [SAM] });
    expect(onlySample.subject).toBe('Your referral to Sam Sample was sent');
    const both = renderEmail('referral-sent', { ...SAMPLES['referral-sent'], attorneys: [JO, SAM] });
    expect(both.subject).toBe('Your referral to Jo Law, Sam Sample was sent');
    expect(both.text).toContain('- Jo Law, Law Offices of Jo, Austin, TX\n');
    expect(both.text).toContain(
      '- Sam Sample, Sample & Co, Round Rock, TX (sample directory: a fictional attorney, not contacted)',
    );
    expect(both.html).toContain(
      '<strong>Sam Sample</strong>, Sample &amp; Co, Round Rock, TX <em>(sample directory',
    );
    for (const email of [onlySample, both]) expect(email.subject).not.toMatch(/to\s+was sent/);
  });

  it('no text a user typed can become a secret marker', () => {
    const email = renderEmail('staff-reply', {
      ...SAMPLES['staff-reply'],
      reply: 'see \uE000ticketUrl\uE001',
    });
    expect(email.secrets).toEqual({});
    expect(fillSecrets(email.text, {}, 'text')).toContain('see ticketUrl');
  });
});
