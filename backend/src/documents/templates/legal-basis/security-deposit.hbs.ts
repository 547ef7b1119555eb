/**
 * Security deposit: the state's return deadline and penalty, with citations. "That time has passed" only where the
 * clock starts at move-out; the letter says when it is itself the tenant's statutory notice or demand.
 */
export default `{{#with legalBasis}}
{{#if returnDeadline.certain}}{{../stateName}} law requires{{else}}{{../stateName}} law generally requires{{/if}} a landlord to return a tenant's security deposit, or to give the tenant a written, itemized account of any deductions, within this time: {{returnDeadline.text}} ({{returnDeadline.citation}}).{{#if returnDeadline.businessDays}} These days are counted as business days.{{/if}} {{#if returnDeadlinePassed}}That time has passed, and {{../amount.total}} of my deposit has not been returned to me.{{else}}{{../amount.total}} of my deposit has not been returned to me, and I ask you to return it.{{/if}}

{{#if statutoryNotice}}
{{statutoryNotice}}

{{/if}}
{{#if penalty.certain}}{{penalty.citation}} also sets out what happens when a landlord does not follow these rules: {{penalty.text}}.{{else}}Depending on the facts, {{penalty.citation}} may also allow more than the deposit itself: {{penalty.text}}.{{/if}}

{{/with}}
`;
