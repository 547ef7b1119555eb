/**
 * Security deposit: the state's return deadline with its citation, only when verified in official text (ADR 040);
 * "That time has passed" only when the landlord's clock ran out before the letter; what the letter itself is under the statute (the forwarding address, the written
 * demand) and the time it leaves; the remedy as the statute states it, and none when it is not known.
 */
export default `{{#with legalBasis}}
{{#if returnDeadline.certain}}{{../stateName}} law requires a landlord to return a tenant's security deposit, or to give the tenant a written, itemized account of any deductions, within this time: {{returnDeadline.text}} ({{returnDeadline.citation}}).{{#if returnDeadline.businessDays}} These days are counted as business days.{{/if}} {{#if returnDeadlinePassed}}That time has passed, and {{../amount.total}} of my deposit has not been returned to me.{{else}}{{../amount.total}} of my deposit has not been returned to me, and I ask you to return it.{{/if}}{{else}}{{../amount.total}} of my deposit has not been returned to me, and I ask you to return it.{{/if}}

{{#if letterServes.length}}
{{#each letterServes}}{{#unless @first}} {{/unless}}{{this}}{{/each}}{{#if clockSentence}} {{clockSentence}}{{/if}}

{{else if clockSentence}}
{{clockSentence}}

{{/if}}
{{#if remedySentences.length}}
{{#each remedySentences}}{{#unless @first}} {{/unless}}{{this}}{{/each}}{{#if interestSentence}} {{interestSentence}}{{/if}}

{{else if interestSentence}}
{{interestSentence}}

{{/if}}
{{/with}}
`;
