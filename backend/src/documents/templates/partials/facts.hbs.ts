/** Opening paragraph and the statement of facts (template text or the accepted LLM rewrite). */
export default `{{opening}}

## Statement of facts

{{#each facts}}
{{this}}

{{/each}}
`;
