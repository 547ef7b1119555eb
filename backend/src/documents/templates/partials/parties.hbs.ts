/** Delivery line, recipient block, subject and salutation. */
export default `Sent by certified mail, return receipt requested, and by first-class mail

{{recipient.name}}
{{#each recipient.addressLines}}
{{this}}
{{/each}}

RE: {{subject}}
Amount due: {{amount.total}}. Please respond by {{deadline.long}}.

{{salutation}}

`;
