/** The notes page for the claimant (never mailed): delivery advice, rules that may apply, facts to check. */
export default `---

## Before you send this letter

This page is for you. Do not send it with the letter.

### How to send it

- Read the letter carefully and correct any name, date, amount or fact that is not right.
- Print the letter, sign it, and make a copy for your records.
- Send it by certified mail, return receipt requested, and also by regular first-class mail{{#if recipient.hasAddress}} to the address in the letter{{/if}}. If the green return-receipt card comes back, or the first-class letter is not returned, you can show that it was received.
- Keep the mailing receipts, the return-receipt card and copies of everything you enclose. Never send originals.
- You may also send a copy by e-mail or text message, but keep the mailed copies as your proof.
{{#each deliveryRequirements}}
- {{this}}
{{/each}}
- Send it soon. The letter gives {{recipient.name}} until {{deadline.long}}, which is {{deadline.days}} days after the date on the letter ({{date.long}}){{#if deadline.movedFrom}}, moved to the next business day because {{deadline.movedFrom.long}} is {{deadline.movedFrom.reason}}{{/if}}. If you mail it later, change both dates so there are still at least {{deadline.days}} days.
{{#unless recipient.hasAddress}}
- The letter has no address for {{recipient.name}}. Add their mailing address before you send it.
{{/unless}}

{{#if hasNotices}}
### Rules that may apply to your claim

{{#each notices}}
- {{name}} ({{citation}}): {{requirement}}{{#if condition}} {{condition}}{{/if}}{{#if delivery}} Delivery: {{delivery}}{{/if}}{{#if inLetter}} The letter already says it is this notice, to the extent the rule applies.{{/if}}
{{/each}}

{{/if}}
{{#if hasFreelancerLaws}}
### Freelancer protection laws

{{#each freelancerLaws}}
- {{referenceStart}}{{#if cityCondition}} (only for work done in that city){{/if}}: {{remedy}} Check whether it covers your work before you rely on it.
{{/each}}

{{/if}}
### Deadline to sue

{{#with limitation}}
{{../stateName}}'s limitation period for {{basisLabel}} is generally {{yearsText}} ({{citation}}). Counting from your incident date ({{../incidentDate.long}}), it may end as early as {{endsOn}}. Rules on when the clock starts, pauses or restarts vary, so do not wait until the last moment.{{#if mayHaveExpired}} Your incident date is more than {{yearsText}} ago, so your claim may be too late. Talk to a lawyer before you send this letter or file a claim.{{/if}}{{#if endsBeforeDeadline}} That may be before the deadline in your letter. Do not wait for that deadline: file before {{endsOn}} if you can.{{/if}}
{{/with}}

{{#if court.overLimit}}
### Small-claims limit

Your claim ({{amount.total}}) is more than {{stateName}}'s small-claims limit{{#if court.limit.certain}} of{{else}}, which is generally{{/if}} {{court.limit.amount}} ({{court.limit.citation}}). To use small claims you would give up (waive) the amount above the limit; otherwise you would file for the full amount in the regular civil court, where the rules are more formal and a lawyer can help.

{{/if}}
{{#if court.lowerLocalLimits.length}}
### Lower limits in some courts

Some {{stateName}} courts have a lower small-claims limit than your claim: {{#each court.lowerLocalLimits}}{{#unless @first}}; {{/unless}}{{this}}{{/each}} ({{court.localLimitsCitation}}). Check which court covers {{recipient.name}}'s address before you file.

{{/if}}
{{#if hasVerify}}
### Check these facts

Some statements in this document rely on facts SueGo has not fully verified, so the document words them carefully ("generally", "may"). Check the current statute or court rule before you rely on them:

{{#each verify}}
- {{what}}: {{citation}}.{{#if sourceUrl}} Official text: {{sourceUrl}}{{/if}}
{{/each}}

{{/if}}
{{> disclaimer}}
`;
