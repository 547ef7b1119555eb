/**
 * small_claims: the filing package (court and limit check, filing steps and fee, service, evidence, damages
 * worksheet, hearing checklist), then the demand letter as Exhibit A, then the claimant's notes page.
 */
export default `# Small-Claims Filing Package

{{sender.name}} v. {{recipient.name}}
{{stateName}}. Prepared {{date.long}}.

## How to use this package

1. Send the demand letter first. It is Exhibit A, at the end of this package; follow "Before you send this letter" on the last page.
2. Wait until {{deadline.long}}. If {{recipient.name}} pays, you do not need to go to court.
3. If you are not paid by then, file your claim using the steps below, have {{recipient.name}} served, and get ready for the hearing with the checklist.

## Your case

- You (the plaintiff): {{sender.name}}
- The other side (the defendant): {{recipient.name}}{{#if recipient.hasAddress}}, {{smallClaims.recipientAddressInline}}{{/if}}
- Type of claim: {{caseTypeLabel}}
- Amount claimed: {{amount.total}}
- Date of the incident: {{incidentDate.long}}
- Response deadline in your demand letter: {{deadline.long}}

## 1. The court

Court: {{court.name}} ({{court.citation}}).

{{#if court.limit}}
Small-claims limit: {{#unless court.limit.certain}}generally {{/unless}}{{court.limit.amount}} for a person filing a claim ({{court.limit.citation}}).{{#if court.businessLimit}} For a business or other organisation filing a claim: {{#unless court.businessLimit.certain}}generally {{/unless}}{{court.businessLimit.amount}} ({{court.businessLimit.citation}}).{{/if}}

{{/if}}
{{#if court.noCap}}
Small-claims limit: {{stateName}} sets no dollar limit in small claims for this type of claim ({{court.noCap.citation}}).

{{/if}}
Limit check: {{#if court.overLimit}}your claim of {{amount.total}} is more than the small-claims limit. You can give up (waive) the amount above {{court.limit.amount}} and file in small claims, or file for the full amount in the regular civil court.{{else}}your claim of {{amount.total}} is within the small-claims limit.{{/if}}{{#if court.lowerLocalLimits.length}} Some courts have lower limits than your claim: {{#each court.lowerLocalLimits}}{{#unless @first}}; {{/unless}}{{this}}{{/each}} ({{court.localLimitsCitation}}). Check which court covers {{recipient.name}}'s address.{{/if}}

## 2. Before you file

- Send the demand letter (Exhibit A) and keep proof that you sent it.
- Give {{recipient.name}} until {{deadline.long}} to pay or answer before you file.{{#if deadline.extendedBy}} The deadline is {{deadline.days}} days because of {{deadline.extendedBy}}.{{/if}}
{{#each notices}}
- {{name}} ({{citation}}): {{requirement}}{{#if condition}} {{condition}}{{/if}}
{{/each}}
{{#with limitation}}
- File before the deadline to sue. {{../stateName}}'s limitation period for {{basisLabel}} is generally {{yearsText}} ({{citation}}); counting from your incident date, it may end as early as {{endsOn}}.{{#if mayHaveExpired}} That date may have passed: talk to a lawyer before you file.{{/if}}{{#if endsBeforeDeadline}} That may be before the deadline in your letter, so file before {{endsOn}} if you can.{{/if}}
{{/with}}

## 3. Filing steps and fee

1. Find the right court location. Usually you file in the {{court.name}} for the area where {{recipient.name}} lives or does business, or where the events happened. The clerk can confirm the right location.
2. Get the small-claims claim form (often called the plaintiff's claim or statement of claim) from the court clerk or the court's website.
3. Fill it in with {{recipient.name}}'s exact legal name and address. For a business, check its registered name with the Secretary of State.
4. State the amount ({{amount.total}}), the date it happened ({{incidentDate.long}}) and a short description of your claim. Your statement of facts in Exhibit A is a good starting point.
5. File the form with the clerk and pay the filing fee, {{#if court.filingFee.certain}}{{court.filingFee.range}}{{else}}about {{court.filingFee.range}}{{/if}} ({{court.filingFee.citation}}). {{court.filingFee.description}} Fees change, so check the current amount with the clerk. If you cannot afford the fee, ask the clerk for a fee-waiver form.
6. Write down the hearing date and the case number the clerk gives you, then arrange service on {{recipient.name}} (next section).

## 4. Serving the defendant

{{recipient.name}} must be formally given ("served") a copy of your claim and the hearing date. The ways generally available are:

- Certified mail sent by the court clerk (many courts offer this for a small fee)
- The sheriff, constable or marshal, for a fee
- A registered or professional process server
- An adult who is not part of the case and delivers the papers in person, where the court allows it

In most courts you cannot serve the papers yourself. Confirm with the clerk which methods the court accepts and how many days before the hearing {{recipient.name}} must be served. After service, file the proof of service with the court, and bring a copy to the hearing.

## 5. Evidence to bring

- Exhibit A: your demand letter (at the end of this package) and proof that you sent it
{{#each smallClaims.evidenceExhibits}}
- Exhibit {{label}}: {{item}}
{{/each}}

Also consider bringing, if you have them:

{{#each smallClaims.suggestedEvidence}}
- {{this}}
{{/each}}

## 6. Damages worksheet

| Item | Amount | Notes |
| --- | ---: | --- |
{{#each smallClaims.worksheet}}
| {{item}} | {{amount}} | {{note}} |
{{/each}}

## 7. Hearing checklist

- [ ] Bring three copies of every document: one for the judge, one for {{recipient.name}}, and one for you.
- [ ] Bring Exhibit A (your demand letter) and your proof of mailing: receipts and the return-receipt card.
- [ ] Put your evidence in date order and label each item (Exhibit B, C, and so on).
- [ ] Prepare a short statement of two or three minutes: what was agreed, what happened, what you are owed, and how you got to {{amount.total}}.
- [ ] Write down the questions you want to ask {{recipient.name}} and any witness.
- [ ] Ask your witnesses to come with you, or ask the clerk how to make a witness attend.
- [ ] Bring your proof of service if the court does not already have it.
- [ ] Arrive early, and be polite and brief with the judge and the other side.
- [ ] If {{recipient.name}} offers to settle before the hearing, get the agreement in writing.

---

# Exhibit A: Demand letter

{{> letter}}
{{> delivery}}
`;
