/** Delivery line (only when the claimant will send it that way), recipient block, subject and salutation. */
export default `{{#if certifiedMail}}
Sent by certified mail, return receipt requested

{{/if}}
{{recipient.name}}
{{#each recipient.addressLines}}
{{this}}
{{/each}}

RE: {{subject}}
Amount due: {{amount.total}}. Please respond by {{deadline.long}}.

{{salutation}}

`;
