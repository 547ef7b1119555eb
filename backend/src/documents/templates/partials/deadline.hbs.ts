/** Concrete deadline, how to pay, and consequences limited to what the claimant can actually do. */
export default `## Deadline

Please {{demandVerb}} {{amount.total}} by {{deadline.long}}.{{#if deadline.extendedBy}} This gives you {{#if deadline.movedFrom}}more than {{/if}}{{deadline.days}} days, {{deadline.extendedBy}}.{{/if}} {{payment}} If you believe you do not owe this amount, please tell me why in writing by the same date.

{{#if limitation.mayHaveExpired}}If I have not received payment by {{deadline.long}}, I will consider my options, which may include filing a claim against you in small claims court in {{stateName}} ({{court.name}}; {{court.citation}}).{{else}}If I have not received payment by {{deadline.long}}, I intend to file a claim against you in small claims court in {{stateName}} ({{court.name}}; {{court.citation}}), where I may also ask the court to order you to pay my court costs.{{/if}}{{#if court.overLimit}} Because the amount I am owed is more than {{stateName}}'s small-claims limit{{#if court.limit.certain}} of{{else}}, which is generally{{/if}} {{court.limit.amount}} ({{court.limit.citation}}), I may either give up the amount above that limit and file in small claims, or file for the full amount in the regular civil court.{{/if}}

I would prefer to settle this without going to court. If you would like to discuss a payment plan, please contact me before the deadline.

`;
