/** Itemised amount. Statutory damages are described in words (confirmed only, LetterLaw), never added to the demand. */
export default `## Amount owed

| Item | Amount |
| --- | ---: |
{{#each amount.items}}
| {{label}} | {{amount}} |
{{/each}}
| Total amount demanded | {{amount.total}} |

I am asking only for the amount above. {{amount.courtCostsSentence}}

`;
