/** Closing and signature block as one paragraph (printed together, never split over a page), then enclosures. */
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
