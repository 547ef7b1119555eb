/** Security deposit: the state's return deadline and penalty, with citations. */
export default `{{#with legalBasis}}
{{#if returnDeadline.certain}}{{../stateName}} law requires{{else}}{{../stateName}} law generally requires{{/if}} a landlord to return a tenant's security deposit, or to give the tenant a written, itemized account of any deductions, within this time: {{returnDeadline.text}} ({{returnDeadline.citation}}).{{#if returnDeadline.businessDays}} These days are counted as business days.{{/if}} {{#if returnDeadlinePassed}}That time has passed, and {{../amount.total}} of my deposit has not been returned to me.{{else}}I ask you to return {{../amount.total}} of my deposit within that time.{{/if}}

{{#if penalty.certain}}{{penalty.citation}} also sets out what happens when a landlord does not follow these rules: {{penalty.text}}.{{else}}Depending on the facts, {{penalty.citation}} may also allow more than the deposit itself: {{penalty.text}}.{{/if}}

{{/with}}
{{> limitation}}
`;
