/**
 * Concrete deadline, how to pay, and consequences limited to what the claimant can do. Nothing here tells the other
 * side about limitation periods or small-claims limits: those are on the claimant's notes page.
 */
export default `## Deadline

Please {{demandVerb}} {{amount.total}} by {{deadline.long}}.{{#if deadline.extendedBy}} This gives you {{#if deadline.movedFrom}}more than {{/if}}{{deadline.days}} days, {{deadline.extendedBy}}.{{/if}} {{payment}} If you believe you do not owe this amount, please tell me why in writing by the same date.

{{#if limitation.mayHaveExpired}}If I have not received payment by {{deadline.long}}, I will consider my options, which may include filing a claim against you in court.{{else if court.overLimit}}If I have not received payment by {{deadline.long}}, I intend to file a claim against you in court in {{stateName}}, where I may also ask the court to order you to pay my court costs.{{else}}If I have not received payment by {{deadline.long}}, I intend to file a claim against you in {{court.place}}, where I may also ask the court to order you to pay my court costs.{{/if}}

I would prefer to settle this without going to court. If you would like to discuss a payment plan, please contact me before the deadline.

`;
