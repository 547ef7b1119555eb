/** Itemised amount. Statutory damages are described in words, never added to the demand. */
export default `## Amount owed

| Item | Amount |
| --- | ---: |
{{#each amount.items}}
| {{label}} | {{amount}} |
{{/each}}
| Total amount demanded | {{amount.total}} |

I am asking only for the amount above.{{#if amount.hasStatutory}} If I have to go to court, I may also ask for my court costs and for any additional amount the law allows, such as {{amount.statutoryText}}.{{else}} If I have to go to court, I may also ask for my court costs.{{/if}}

`;
