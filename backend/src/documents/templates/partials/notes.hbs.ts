/**
 * The claimant's private notes (never mailed, never part of Exhibit A): how to send the letter, what the landlord's
 * deposit clock or the court's rules mean for the claimant, the rules that may apply, the deadline to sue, the
 * small-claims limit, and the law the document relies on: verified in official text (and when), or not confirmed.
 */
export default `# Your private notes: do not send or file these pages

These pages are for you. They are not part of the letter{{#if isPackage}} and not part of Exhibit A{{/if}}.

## How to send the letter

- Read the letter carefully and correct any name, date, amount or fact that is not right.
- Print the letter, sign it, and make a copy for your records.
{{#if certifiedMail}}
- Send it by certified mail, return receipt requested, as the letter says, and also by regular first-class mail to {{recipient.name}}'s address. If the green return-receipt card comes back, or the first-class letter is not returned, you can show that it was received.
{{else}}
- We recommend certified mail, return receipt requested, plus regular first-class mail, so you can prove it was received. The letter does not say how it was sent because you did not tell us you will use certified mail; if you will, change that answer and SueGo adds the line.
{{/if}}
- Keep the mailing receipts, the return-receipt card and copies of everything you enclose. Never send originals.
- You may also send a copy by e-mail or text message, but keep the mailed copies as your proof.
{{#each deliveryRequirements}}
- {{this}}
{{/each}}
- {{#if mailingDate}}You told us you will mail it on {{mailingDate}}, so the letter is dated that day.{{else}}Send it soon.{{/if}} The letter gives {{recipient.name}} until {{deadline.long}}, which is {{deadline.days}} days after the date on the letter ({{date.long}}){{#if deadline.transitDays}}, including {{deadline.transitDays}} days for the letter to arrive, because the law below counts from the day it is received{{/if}}{{#if deadline.movedFrom}}, moved to the next business day because {{deadline.movedFrom.long}} is {{deadline.movedFrom.reason}}{{/if}}. If you mail it later, change both dates so there are still at least {{deadline.days}} days.

{{#if hasPrivateNotes}}
## Points to know before you send it

{{#each privateNotes}}
- {{this}}
{{/each}}

{{/if}}
{{#if hasNotices}}
## Rules that may apply to your claim

{{#each notices}}
- {{name}} ({{citation}}): {{requirement}}{{#if condition}} {{condition}}{{/if}}{{#if delivery}} Delivery: {{delivery}}{{/if}}{{#if inLetter}} The letter says it is this notice.{{/if}}{{#if notesWhy}} {{notesWhy}}{{/if}}
{{/each}}

{{/if}}
{{#if hasFreelancerLaws}}
## Freelancer protection laws

{{#each freelancerLaws}}
- {{referenceStart}}{{#if cityCondition}} (only for work done in that city){{/if}}: {{remedy}} Check whether it covers your work before you rely on it.
{{/each}}

{{/if}}
## Where you would file

Court: {{court.name}}. Authority: {{court.citation}}.{{#if court.limit}} Small-claims limit: {{court.limit.amount}} ({{court.limit.citation}}{{#unless court.limit.certain}}; not confirmed: ask the clerk{{/unless}}).{{/if}}

## Deadline to sue

{{#with limitation}}
{{../stateName}}'s {{term}} for {{basisLabel}} is {{#unless certain}}generally {{/unless}}{{yearsText}} ({{citation}}{{#unless certain}}; not confirmed: ask the clerk{{/unless}}).{{#if mayHaveExpired}} Counting from your incident date ({{../incidentDate.long}}), that period has likely run: it may have ended on {{endsOn}}. Talk to a lawyer before you send this letter or file a claim; some rules pause or restart the clock.{{else}} Counting from your incident date ({{../incidentDate.long}}), it may end as early as {{endsOn}}. Rules on when the clock starts, pauses or restarts vary, so do not wait until the last moment.{{/if}}{{#if endsBeforeDeadline}} That may be before the deadline in your letter. Do not wait for that deadline: file before {{endsOn}} if you can.{{/if}} The letter does not mention this period: it is for you only.
{{/with}}

{{#if court.overLimit}}
## Small-claims limit

Your claim ({{amount.total}}) is more than {{stateName}}'s small-claims limit of {{court.limit.amount}} ({{court.limit.citation}}{{#unless court.limit.certain}}; not confirmed: ask the clerk{{/unless}}). You may give up (waive) the amount over the limit and file in small claims, or file for the full amount in the regular civil court, where the rules are more formal and a lawyer can help. Keep this choice to yourself: the letter does not mention it.

{{/if}}
{{#if court.lowerLocalLimits.length}}
## Lower limits in some courts

Some {{stateName}} courts have a lower small-claims limit than your claim: {{#each court.lowerLocalLimits}}{{#unless @first}}; {{/unless}}{{this}}{{/each}} ({{court.localLimitsCitation}}). Check which court covers {{recipient.name}}'s address before you file.

{{/if}}
## The law this document relies on

SueGo's {{stateName}} law table was reviewed on {{lawReviewedOn}}. The letter states as law only what SueGo has verified in official text within the last 12 months.
{{#if hasConfirmed}}

Verified against official text{{#if hasPublishedText}} (or, where it says so, in the statute's text as two publishers print it){{/if}}:

{{#each confirmed}}
- {{what}}{{#if said}}: {{said}}{{/if}} ({{citation}}), read on {{verifiedOn}}{{#if how}}: {{how}}{{else}}{{#if sourceUrl}} at {{sourceUrl}}{{/if}}{{/if}}.
{{/each}}
{{/if}}
{{#if hasVerify}}

Not confirmed: ask the clerk. SueGo has not verified these in official text, so the letter does not state them as law:

{{#each verify}}
- {{what}}{{#if said}}: {{said}}{{/if}} ({{citation}}){{#if stale}}, verified on {{verifiedOn}}, more than 12 months ago{{/if}}: not confirmed: ask the clerk. Ask: "{{ask}}"{{#if sourceUrl}} Official text: {{sourceUrl}}{{/if}}
{{/each}}
{{/if}}

{{disclaimer}} Prepared by SueGo on {{date.long}} from your answers and SueGo's {{stateName}} law table (version {{lawTableVersion}}, law reviewed on {{lawReviewedOn}}). Case reference: {{caseId}}.
`;
