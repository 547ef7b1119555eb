/**
 * Unpaid work: breach of contract, and the freelancer laws of the state (city ordinances conditionally) that are
 * verified in official text (ADR 040); the others are only in the claimant's notes.
 */
export default `I did this work at your request, and you agreed to pay for it. Not paying for work that was agreed and completed is a breach of our agreement {{wording.contract}}, and I am entitled to the amount that was due.

{{#each freelancerLaws}}
{{#if certain}}
{{#if cityCondition}}{{cityCondition}}, {{reference}} may also apply.{{else}}{{referenceStart}} may also apply to this work.{{/if}} Under it, payment for covered freelance work worth {{threshold}} or more is due on the date agreed or, if no date was agreed, within {{paymentDueDays}} days after the work is completed.

{{/if}}
{{/each}}
`;
