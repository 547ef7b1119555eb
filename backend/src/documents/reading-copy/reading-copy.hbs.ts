/**
 * The Spanish reading copy (issue 33, ADR 206): the letter and the private notes in templated Spanish, built from
 * the letter's own view model. Numbers, dates, names, addresses and citations are printed exactly as the English
 * letter prints them; the claimant's own words and the law table's per-state sentences stay in English (quoted),
 * never translated one by one. Legal terms come from the glossary (`g`, backend/src/common/glossary.ts).
 * Same markup and same rules as ../templates (plain text, `{{ }}` only, compiled strict with no helpers).
 */

const first = `# Copia de referencia en español de su {{#if isPackage}}{{g.smallClaimsPackage}}{{else}}{{g.demandLetter}}{{/if}}

{{mark}}

## Importante: lea esto primero

{{spanishDisclaimer}}

Esta copia es una traducción del equipo de SueGo para que usted entienda lo que envía; no es una traducción certificada. Lo que usted firma y envía es la versión en inglés: {{#if isPackage}}la corte y la otra parte necesitan los documentos en inglés{{else}}la otra parte recibe la carta en inglés{{/if}}. Las cantidades, las fechas, los nombres, las direcciones y las citas de la ley aparecen aquí tal como en la carta en inglés. Sus propias palabras (el relato de los hechos) y las frases de la ley de {{stateName}} se dejan en inglés, entre comillas.

Fecha de la carta: {{date.long}}. Caso: {{caseId}}. Tabla de leyes de SueGo versión {{lawTableVersion}}, revisada el {{lawReviewedOn}}.
{{#if lawTableChanged}}

SueGo actualizó su tabla de leyes después de preparar su carta (versión {{letterLawTableVersion}}). Esta copia usa la versión actual: si algo aquí no coincide con la carta en inglés, la carta en inglés es la que cuenta.
{{/if}}
{{#if isPackage}}

Los formularios de la corte y la hoja de trabajo del paquete no se traducen: se llenan y se presentan en inglés. Esta copia traduce la carta (el {{g.exhibitA}} del paquete) y sus {{g.privateNotes}}.
{{/if}}
{{#if edited}}

## Cambios que usted hizo en la carta: no traducidos

Usted editó la carta (versión activa {{activeVersion}}). Estos párrafos de la carta en inglés cambiaron y esta copia no los traduce; léalos en la carta en inglés antes de enviarla:

{{#each changed}}
- Párrafo {{number}}: "{{text}}"
{{/each}}
{{#if removedCount}}

Usted también quitó {{removedCount}} párrafo(s) del texto original. Su traducción puede seguir abajo, pero ya no están en la carta.
{{/if}}
{{/if}}

`;

const letter = `# Traducción de la {{g.demandLetter}} (no la envíe)

{{mark}}

Remitente: {{sender.name}}{{#each sender.addressLines}}, {{this}}{{/each}}{{#if sender.phone}}, {{sender.phone}}{{/if}}{{#if sender.email}}, {{sender.email}}{{/if}}

Fecha: {{date.long}}

{{#if certifiedMail}}
Enviada por {{g.certifiedMail}}

{{/if}}
Para: {{recipient.name}}{{#each recipient.addressLines}}, {{this}}{{/each}}

Asunto: {{es.subject}}
Monto adeudado: {{amount.total}}. Por favor, responda a más tardar el {{deadline.long}}.

Estimado(a) {{recipient.name}}:

{{es.opening}} Esta carta explica lo que pasó, por qué usted debe este monto y lo que haré si no se paga a más tardar el {{deadline.long}}.

## Relato de los hechos

Con sus propias palabras, en inglés como en la carta:

{{#each letterFacts}}
"{{this}}"

{{/each}}
## Por qué usted debe este monto

{{es.basis}}

{{#each es.basisMore}}
{{this}}

{{/each}}
{{#each inLetterNotices}}
{{#if certain}}{{#if conditional}}En la medida en que se aplique, esta carta también es mi aviso y reclamación por escrito conforme a {{citation}} ("{{name}}").{{else}}Esta carta también es mi aviso y reclamación por escrito conforme a {{citation}} ("{{name}}").{{/if}}{{else}}En la medida en que se aplique, esta carta también es mi aviso y reclamación por escrito conforme a {{citation}} ("{{name}}").{{/if}}{{#if certain}}{{#if noticeDays}} El plazo de abajo le da al menos {{noticeDays}} {{unitEs}}{{#if fromReceipt}} después de que usted reciba esta carta{{/if}}, como exige esa ley.{{/if}}{{/if}}{{#if extra}} La carta agrega, en inglés: "{{extra}}"{{/if}}

{{/each}}
## Monto adeudado

| Concepto (como en la carta) | Monto |
| --- | ---: |
{{#each amount.items}}
| {{label}} | {{amount}} |
{{/each}}
| Monto total reclamado | {{amount.total}} |

Solo pido el monto de arriba. Si tengo que ir a la corte, también puedo pedir las costas judiciales{{#if amount.hasStatutory}} y cualquier monto adicional que permita la ley, como "{{amount.statutoryText}}"{{/if}}.

## Plazo

Por favor, {{es.demandVerb}} {{amount.total}} a más tardar el {{deadline.long}}.{{#if deadline.extendedBy}} Esto le da {{#if deadline.movedFrom}}más de {{/if}}{{deadline.days}} días (la carta dice por qué, en inglés: "{{deadline.extendedBy}}").{{/if}} {{es.payment}} Si usted cree que no debe este monto, dígame por escrito por qué, a más tardar en la misma fecha.

{{#if limitation.mayHaveExpired}}Si no he recibido el pago a más tardar el {{deadline.long}}, consideraré mis opciones, que pueden incluir presentar una {{g.lawsuit}} contra usted en la corte.{{else if court.overLimit}}Si no he recibido el pago a más tardar el {{deadline.long}}, tengo la intención de presentar una {{g.lawsuit}} contra usted en la corte de {{stateName}}, donde también puedo pedir que la corte le ordene pagar mis costas judiciales.{{else}}Si no he recibido el pago a más tardar el {{deadline.long}}, tengo la intención de presentar una {{g.lawsuit}} contra usted en la {{g.smallClaimsCourt}} de {{stateName}} ({{courtShortName}}), donde también puedo pedir que la corte le ordene pagar mis costas judiciales.{{/if}}

Prefiero resolver esto sin ir a la corte. Si quiere hablar de un plan de pagos, comuníquese conmigo antes del plazo.

Atentamente,
______________________________
{{sender.name}}

{{#if hasEnclosures}}
Anexos (copias; como en la carta):

{{#each enclosures}}
- {{this}}
{{/each}}

{{/if}}
`;

const notes = `# Traducción de sus notas privadas: no envíe ni presente estas páginas

{{mark}}

Estas páginas son solo para usted. No forman parte de la carta{{#if isPackage}} ni del {{g.exhibitA}}{{/if}}.

## Qué enviar y cuándo

1. Envíe solo la carta en inglés (las páginas que empiezan con su nombre y dirección y terminan con su firma). No envíe esta copia en español ni sus {{g.privateNotes}}.{{#if isPackage}} Los formularios de la corte se presentan en la corte, en inglés.{{/if}}
2. Lea la carta con cuidado y corrija cualquier nombre, fecha, monto o hecho que no sea correcto.
3. Imprima la carta, fírmela y haga una copia para usted.
{{#if certifiedMail}}
4. Envíela por {{g.certifiedMail}}, como dice la carta, y también por correo regular de primera clase a la dirección de {{recipient.name}}. Si vuelve la tarjeta verde del acuse de recibo, o si la carta de primera clase no se devuelve, usted puede demostrar que se recibió.
{{else}}
4. Le recomendamos enviarla por {{g.certifiedMail}} y también por correo regular de primera clase, para poder demostrar que se recibió. La carta no dice cómo se envió porque usted no nos dijo que usará correo certificado; si lo hará, cambie esa respuesta y SueGo agrega la línea.
{{/if}}
5. Guarde los recibos del correo, la tarjeta del acuse de recibo y copias de todo lo que adjunte. Nunca envíe originales.
6. {{#if mailingDate}}Usted nos dijo que la enviará el {{mailingDate}}, por eso la carta tiene esa fecha.{{else}}Envíela pronto.{{/if}} La carta le da a {{recipient.name}} hasta el {{deadline.long}}, es decir, {{deadline.days}} días después de la fecha de la carta ({{date.long}}){{#if deadline.transitDays}}, incluidos {{deadline.transitDays}} días para que llegue la carta, porque la ley cuenta desde el día en que se recibe{{/if}}{{#if deadline.movedFrom}}, pasado al siguiente día hábil porque el {{deadline.movedFrom.long}} no es día hábil{{/if}}. Si la envía más tarde, cambie las dos fechas para que sigan quedando al menos {{deadline.days}} días.
{{#if deliveryRequirements.length}}

Reglas de entrega que su carta puede tener que cumplir (en inglés, como en sus notas):

{{#each deliveryRequirements}}
- "{{this}}"
{{/each}}
{{/if}}

{{#if hasPrivateNotes}}
## Puntos que debe saber antes de enviarla

Estos puntos dependen de la ley de {{stateName}} y se dejan en inglés, como en sus notas:

{{#each privateNotes}}
- "{{this}}"
{{/each}}

{{/if}}
{{#if hasNotices}}
## Reglas que pueden aplicarse a su reclamo

{{#each notices}}
- {{citation}} ("{{name}}"){{#if inLetter}}: la carta dice que es este aviso.{{else}}: la carta no dice que es este aviso.{{/if}} Lo que exige, en inglés: "{{requirement}}"
{{/each}}

{{/if}}
{{#if hasFreelancerLaws}}
## Leyes que protegen a trabajadores independientes

{{#each freelancerLaws}}
- {{citation}}{{#if cityCondition}} (solo para trabajo hecho en esa ciudad){{/if}}: el pago de trabajo de {{threshold}} o más vence en la fecha acordada o, si no se acordó una fecha, dentro de {{paymentDueDays}} días después de terminar el trabajo. Verifique si cubre su trabajo antes de basarse en ella.
{{/each}}

{{/if}}
## Dónde presentaría la {{g.lawsuit}}

Corte: {{court.name}}. Autoridad: {{court.citation}}.{{#if court.limit}} Límite de {{g.smallClaims}}: {{court.limit.amount}} ({{court.limit.citation}}{{#unless court.limit.certain}}; no confirmado: pregunte al secretario de la corte{{/unless}}).{{/if}} {{#if court.filingFee.court}}La {{g.filingFee}} de {{court.filingFee.court}} es de {{court.filingFee.range}} ({{court.filingFee.citation}}); cada corte fija la suya: confirme la de su corte.{{else}}La {{g.filingFee}} es de {{court.filingFee.range}} ({{court.filingFee.citation}}).{{/if}}

## {{es.limitationTitle}}

{{es.limitation}} ({{limitation.citation}}{{#unless limitation.certain}}; no confirmado: pregunte al secretario de la corte{{/unless}}).{{#if limitation.mayHaveExpired}} Contando desde la fecha del incidente ({{incidentDate.long}}), ese plazo probablemente ya venció: pudo haber terminado el {{limitation.endsOn}}. Hable con un {{g.attorney}} antes de enviar esta carta o presentar una {{g.lawsuit}}; algunas reglas suspenden o reinician el plazo.{{else}} Contando desde la fecha del incidente ({{incidentDate.long}}), puede terminar tan pronto como el {{limitation.endsOn}}. Las reglas sobre cuándo empieza, se suspende o se reinicia el plazo varían, así que no espere hasta el último momento.{{/if}}{{#if limitation.endsBeforeDeadline}} Eso puede ser antes del plazo de su carta. No espere ese plazo: presente la {{g.lawsuit}} antes del {{limitation.endsOn}} si puede.{{/if}} La carta no menciona este plazo: es solo para usted.

{{#if court.overLimit}}
## Límite de {{g.smallClaims}}

Su reclamo ({{amount.total}}) es mayor que el límite de {{g.smallClaims}} de {{stateName}}, {{court.limit.amount}} ({{court.limit.citation}}). Puede renunciar al monto que pasa del límite y presentar la {{g.lawsuit}} en {{g.smallClaims}}, o presentarla por el monto completo en la corte civil regular, donde las reglas son más formales y un {{g.attorney}} puede ayudarle. Esta decisión es solo suya: la carta no la menciona.

{{/if}}
{{#if court.lowerLocalLimits.length}}
## Límites más bajos en algunas cortes

Algunas cortes de {{stateName}} tienen un límite de {{g.smallClaims}} más bajo que su reclamo: {{#each court.lowerLocalLimits}}{{#unless @first}}; {{/unless}}{{this}}{{/each}} ({{court.localLimitsCitation}}). Verifique qué corte corresponde a la dirección de {{recipient.name}} antes de presentar la {{g.lawsuit}}.

{{/if}}
## La ley en la que se basa este documento

La tabla de leyes de SueGo para {{stateName}} se revisó el {{lawReviewedOn}}. La carta presenta como ley solo lo que SueGo verificó en el texto oficial en los últimos 12 meses.
{{#if hasConfirmed}}

Verificado en el texto oficial:

{{#each confirmed}}
- {{citation}} ("{{what}}"), leído el {{verifiedOn}}{{#if how}} (en inglés: {{how}}){{else}}{{#if sourceUrl}} en {{sourceUrl}}{{/if}}{{/if}}.
{{/each}}
{{/if}}
{{#if hasVerify}}

No confirmado: pregunte al secretario de la corte. SueGo no lo verificó en el texto oficial, así que la carta no lo presenta como ley:

{{#each verify}}
- {{citation}} ("{{what}}"){{#if stale}}, verificado el {{verifiedOn}}, hace más de 12 meses{{/if}}{{#if sourceUrl}}. Texto oficial: {{sourceUrl}}{{/if}}
{{/each}}
{{/if}}

{{spanishDisclaimer}} Preparado por SueGo el {{date.long}} a partir de sus respuestas y de la tabla de leyes de SueGo para {{stateName}} (versión {{lawTableVersion}}). Caso: {{caseId}}. {{mark}}.
`;

export const READING_COPY_SOURCES = {
  document: `{{> es-first}}
---

{{> es-letter}}
---

{{> es-notes}}
`,
  partials: { 'es-first': first, 'es-letter': letter, 'es-notes': notes },
} as const;
