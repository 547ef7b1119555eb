/**
 * final_notice (issue 30): a first page for the claimant, then the short notice exactly as it is mailed. It refers to
 * the first letter and its delivery (or its date), gives a last deadline and names the court with the same law view
 * model as the letter (an unverified fact is worded as the letter words it).
 */
export default `# Your final notice: read this page first

{{> disclaimer}}
## What is in this file

1. The final notice to {{recipient.name}}, starting on the next page. Print, sign and mail those pages only.
2. Keep your proof of mailing: it is part of your evidence if you go to court.

---

{{> letter-header}}
{{#if certifiedMail}}
Sent by certified mail, return receipt requested

{{/if}}
{{recipient.name}}
{{#each recipient.addressLines}}
{{this}}
{{/each}}

RE: FINAL NOTICE: {{subject}}
Amount due: {{finalNotice.remaining}}. Please respond by {{finalNotice.deadline.long}}.

{{salutation}}

{{finalNotice.firstLetter}}

{{finalNotice.since}}

## Final deadline

This is my final notice. Please {{demandVerb}} {{finalNotice.remaining}} by {{finalNotice.deadline.long}}. {{payment}}

{{#if limitation.mayHaveExpired}}If I have not received payment by {{finalNotice.deadline.long}}, I will consider my options, which may include filing a claim against you in court.{{else if court.overLimit}}If I have not received payment by {{finalNotice.deadline.long}}, I will file a claim against you in court in {{stateName}} without further notice, and I may ask the court to order you to pay my court costs.{{else}}If I have not received payment by {{finalNotice.deadline.long}}, I will file a claim against you in {{court.place}} without further notice, and I may ask the court to order you to pay my court costs.{{/if}}

Sincerely,
______________________________
{{sender.name}}
`;
