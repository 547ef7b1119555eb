/** Signature block and enclosures. */
export default `Sincerely,

______________________________
{{sender.name}}

{{#if hasEnclosures}}
Enclosures (copies):

{{#each enclosures}}
- {{this}}
{{/each}}

{{/if}}
`;
