/**
 * Itemised amount. Statutory damages are described in words (confirmed only, LetterLaw), never added to the demand;
 * then the interest asked at a confirmed rate and the remedy reserved (issue 43, ADR 227).
 */
export default `## Amount owed

| Item | Amount |
| --- | ---: |
{{#each amount.items}}
| {{label}} | {{amount}} |
{{/each}}
| Total amount demanded | {{amount.total}} |

In this letter I ask only for the amount above. {{amount.courtCostsSentence}}{{#if amount.interestSentence}} {{amount.interestSentence}}{{/if}}{{#if amount.reservation}} {{amount.reservation}}{{/if}}

`;
