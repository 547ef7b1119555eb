/** Sender block and date. */
export default `{{sender.name}}
{{#each sender.addressLines}}
{{this}}
{{/each}}
{{#if sender.phone}}
{{sender.phone}}
{{/if}}
{{#if sender.email}}
{{sender.email}}
{{/if}}

{{date.long}}

`;
