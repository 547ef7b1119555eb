/** The limitation period, stated only while the claim is still within it. */
export default `{{#with limitation}}
{{#unless mayHaveExpired}}
{{#if certain}}{{../stateName}} law allows{{else}}{{../stateName}} law generally allows{{/if}} {{yearsText}} to bring a claim for {{basisLabel}} ({{citation}}), and this claim is within that time.

{{/unless}}
{{/with}}
`;
