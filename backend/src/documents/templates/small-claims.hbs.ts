/**
 * small_claims: the filing package (disclaimer first, court and limit check, the state's forms with a worksheet,
 * filing steps and fee, service, evidence, damages, hearing checklist), then an "Exhibit A" divider page, then the
 * demand letter exactly as it is mailed (no exhibit label on it), then the claimant's private notes, which are not
 * part of Exhibit A.
 */
export default `# Small-Claims Filing Package

{{sender.name}} v. {{recipient.name}}
{{stateName}}. Prepared {{date.long}}.

{{> disclaimer}}
## How to use this package

1. Send the demand letter first. It is Exhibit A, after the hearing checklist; print those pages exactly as they are and follow your private notes at the end.
2. Wait until {{deadline.long}}. If {{recipient.name}} pays, you do not need to go to court.
3. If you are not paid by then, fill in the court's claim form using the worksheet below, file it, have {{recipient.name}} served, and get ready for the hearing with the checklist.

## Your case

- You (the plaintiff): {{sender.name}}
- The other side (the defendant): {{recipient.name}}{{#if recipient.hasAddress}}, {{smallClaims.recipientAddressInline}}{{/if}}
- Type of claim: {{caseTypeLabel}}
- Amount claimed: {{amount.total}}
- Date of the incident: {{incidentDate.long}}
- Response deadline in your demand letter: {{deadline.long}}

## 1. The court

Court: {{court.name}}. Authority: {{court.citation}}.

{{#if court.limit}}
Small-claims limit: {{court.limit.amount}} {{court.limitFor}} ({{court.limit.citation}}{{#unless court.limit.certain}}; not confirmed: ask the clerk{{/unless}}).{{#if court.businessLimit}} For a business or other organisation filing a claim: {{court.businessLimit.amount}} ({{court.businessLimit.citation}}{{#unless court.businessLimit.certain}}; not confirmed: ask the clerk{{/unless}}).{{/if}}

{{/if}}
{{#if court.noCap}}
Small-claims limit: {{stateName}} sets no dollar limit in small claims for this type of claim ({{court.noCap.citation}}).

{{/if}}
{{#if representation}}
{{#if representation.warning}}{{representation.warning}} {{/if}}Who appears for a business: {{representation.text}}. Authority: {{representation.citation}}.

{{/if}}
{{#if defendantElsewhere}}
{{defendantElsewhere}}

{{/if}}
Limit check: {{#if court.overLimit}}your claim of {{amount.total}} is more than the small-claims limit. You can give up (waive) the amount above {{court.limit.amount}} and file in small claims, or file for the full amount in the regular civil court.{{else}}your claim of {{amount.total}} is within the small-claims limit.{{/if}}{{#if court.lowerLocalLimits.length}} Some courts have lower limits than your claim: {{#each court.lowerLocalLimits}}{{#unless @first}}; {{/unless}}{{this}}{{/each}} ({{court.localLimitsCitation}}). Check which court covers {{recipient.name}}'s address.{{/if}}

## 2. Before you file

- Send the demand letter (Exhibit A) and keep proof that you sent it.
- Give {{recipient.name}} until {{deadline.long}} to pay or answer before you file.{{#if deadline.extendedBy}} The deadline is {{deadline.days}} days because of {{deadline.extendedBy}}.{{/if}}
{{#each depositNotes}}
- {{this}}
{{/each}}
{{#each notices}}
- {{name}} ({{citation}}): {{requirement}}{{#if condition}} {{condition}}{{/if}}
{{/each}}
{{#each smallClaims.filing.rules}}
- {{this}}
{{/each}}
{{#with limitation}}
- File before the deadline to sue. {{../stateName}}'s {{term}} for {{basisLabel}} is generally {{yearsText}} ({{citation}}).{{#if mayHaveExpired}} Counting from your incident date, that period has likely run (it may have ended on {{endsOn}}): talk to a lawyer before you file.{{else}} Counting from your incident date, it may end as early as {{endsOn}}.{{/if}}{{#if endsBeforeDeadline}} That may be before the deadline in your letter, so file before {{endsOn}} if you can.{{/if}}
{{/with}}

## 3. The court's forms

{{#with smallClaims.filing}}
{{#if hasWorksheet}}
{{#if filledOfficialForm}}
SueGo fills the official {{filledOfficialForm.number}} ({{filledOfficialForm.revision}}) with your answers: answer its few extra questions on your document page, download the filled form, check every item, then date and sign it. The worksheet below shows what the form says; do not file the worksheet itself.
{{else}}
File on the court's official form, current version, from the clerk or the court's website. Copy your answers from the worksheet below into it, or into the court's e-filing screens. Do not file this worksheet itself.
{{/if}}

- {{#if claimForm.number}}{{claimForm.number}}, {{/if}}{{claimForm.name}}: {{claimForm.purpose}}
{{#each otherForms}}
- {{#if number}}{{number}}, {{/if}}{{name}}: {{purpose}}
{{/each}}

### Worksheet: {{#if claimForm.number}}{{claimForm.number}}{{else}}{{claimForm.name}}{{/if}}

| Field on the form | What to write |
| --- | --- |
{{#each worksheetRows}}
| {{field}} | {{value}} |
{{/each}}

Form names and fields change: if the current form asks something else, answer what it asks. SueGo has not checked this worksheet against the court's latest form.

{{else}}
SueGo does not have {{../stateName}}'s claim form. Ask the clerk of the {{../court.name}} for:

- the small-claims claim form (it may be called the statement of claim, the plaintiff's claim, the complaint or the notice of small claim);
- the summons or notice form, if the court does not prepare it;
- the proof-of-service form;
- the fee-waiver application, if you cannot afford the fee.

Fill the claim form in with the facts under "Your case" above and the amounts in the damages worksheet below.

{{/if}}
{{/with}}
## 4. Filing steps and fee

1. Find the right court location. Usually you file in the {{court.name}} for the area where {{recipient.name}} lives or does business. The clerk can confirm the right location.
2. Fill in the claim form with {{recipient.name}}'s exact legal name and address. For a business, check its registered name with the Secretary of State.
3. State the amount ({{amount.total}}), the date it happened ({{incidentDate.long}}) and a short description of your claim. Your statement of facts in Exhibit A is a good starting point.
4. File the form with the clerk and pay the filing fee{{#if court.filingFee.courtFee}}: {{court.filingFee.courtFee}} ({{court.filingFee.citation}}{{#unless court.filingFee.certain}}; not confirmed: ask the clerk{{/unless}}).{{else}}, {{#if court.filingFee.certain}}{{court.filingFee.range}} ({{court.filingFee.citation}}){{else}}about {{court.filingFee.range}} ({{court.filingFee.citation}}; not confirmed: ask the clerk){{/if}}.{{/if}} {{court.filingFee.description}} Fees change, so check the current amount with the clerk. If you cannot afford the fee, ask for the fee-waiver form.
5. Write down the hearing date and the case number the clerk gives you, then follow the service rules in the next section.

## 5. Serving the defendant

{{#if smallClaims.filing.service}}
{{smallClaims.filing.service}}

{{else}}
{{recipient.name}} must be formally given ("served") a copy of your claim and the hearing date. The ways generally available are:

- Certified mail sent by the court clerk (many courts offer this for a small fee)
- The sheriff, constable or marshal, for a fee
- A registered or professional process server
- An adult who is not part of the case and delivers the papers in person, where the court allows it

In most courts you cannot serve the papers yourself. Confirm with the clerk which methods the court accepts and how many days before the hearing {{recipient.name}} must be served.

{{/if}}
{{#if smallClaims.filing.clerkServes}}
Ask the clerk before the hearing whether {{recipient.name}} was served.
{{else}}
Keep the proof of service and bring a copy to the hearing.
{{/if}}

## 6. Evidence to bring

- Exhibit A: your demand letter (the pages after the hearing checklist) and proof that you sent it
{{#each smallClaims.evidenceExhibits}}
- Exhibit {{label}}: {{item}}
{{/each}}

Also consider bringing, if you have them:

{{#each smallClaims.suggestedEvidence}}
- {{this}}
{{/each}}

## 7. Damages worksheet

| Item | Amount | Notes |
| --- | ---: | --- |
{{#each smallClaims.worksheet}}
| {{item}} | {{amount}} | {{note}} |
{{/each}}

{{#if smallClaims.wantsInterest}}
{{#unless smallClaims.interest}}
You asked about prejudgment interest. SueGo has no interest rule for {{stateName}} for this kind of claim: ask the clerk whether interest can be claimed and at what rate.

{{/unless}}
{{/if}}
## 8. Hearing checklist

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

# Exhibit A: demand letter

The following pages are your demand letter exactly as you mail it. Print them as they are for the court; this page only marks where Exhibit A starts. Your private notes after the letter are not part of Exhibit A.

---

{{> letter}}
---

{{> notes}}
`;
