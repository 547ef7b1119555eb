/**
 * The Spanish reading copy of the final notice (issue 33, ADR 209): the same markup and rules as reading-copy.hbs.ts
 * (plain text, `{{ }}` only, compiled strict with no helpers). Amounts, dates, names and addresses are the English
 * notice's own; legal terms come from the glossary (`g`).
 */
export const FINAL_NOTICE_COPY_SOURCE = `# Copia de referencia en español de su {{g.finalNotice}}

{{mark}}

## Importante: lea esto primero

{{spanishDisclaimer}}

Esta copia es una traducción del equipo de SueGo para que usted entienda lo que envía; no es una traducción certificada. Lo que usted firma y envía es el {{g.finalNotice}} en inglés: la otra parte lo recibe en inglés. Las cantidades, las fechas, los nombres y las direcciones aparecen aquí tal como en el aviso en inglés.

Fecha del aviso: {{date.long}}. Caso: {{caseId}}.
{{#if edited}}

## Cambios que usted hizo en el aviso: no traducidos

Usted editó el aviso (versión activa {{activeVersion}}). Estos párrafos del aviso en inglés cambiaron y esta copia no los traduce; léalos en el aviso en inglés antes de enviarlo:

{{#each changed}}
- Párrafo {{number}}: "{{text}}"
{{/each}}
{{#if removedCount}}

Usted también quitó {{removedCount}} párrafo(s) del texto original. Su traducción puede seguir abajo, pero ya no están en el aviso.
{{/if}}
{{/if}}

## Qué enviar y cuándo

1. Imprima, firme y envíe solo las páginas del {{g.finalNotice}} en inglés (desde la segunda página del archivo en inglés), no esta copia.
2. Envíelo pronto: el aviso pide el pago a más tardar el {{es.deadline}}.
3. Guarde la prueba de envío: es parte de sus {{g.evidence}} si va a la corte.

---

# Traducción del {{g.finalNotice}} (no lo envíe)

{{mark}}

Remitente: {{sender.name}}{{#each sender.addressLines}}, {{this}}{{/each}}{{#if sender.phone}}, {{sender.phone}}{{/if}}{{#if sender.email}}, {{sender.email}}{{/if}}

Fecha: {{date.long}}

{{#if certifiedMail}}
Enviado por {{g.certifiedMail}}

{{/if}}
Para: {{recipient.name}}{{#each recipient.addressLines}}, {{this}}{{/each}}

Asunto: AVISO FINAL: {{es.subject}}
Monto adeudado: {{es.remaining}}. Por favor, responda a más tardar el {{es.deadline}}.

{{es.firstLetter}}

{{es.since}}

## Último plazo

Este es mi aviso final. Por favor, {{es.demandVerb}} {{es.remaining}} a más tardar el {{es.deadline}}. {{es.payment}}

{{es.consequence}}

Atentamente,
{{sender.name}}
`;
