/**
 * Security deposit: the state's return deadline with its citation, only when confirmed (ADR 040); "That time has
 * passed" only when the landlord's clock ran out before the letter; what the letter itself is under the statute (the
 * forwarding address, the written demand) and the time it leaves; the remedy as the statute states it, and none when
 * it is not known. Every sentence is produced in the view model through LetterLaw (ADR 217).
 */
export default `{{#with legalBasis}}
{{basis}}

{{#if letterServes.length}}
{{#each letterServes}}{{#unless @first}} {{/unless}}{{this}}{{/each}}{{#if clockSentence}} {{clockSentence}}{{/if}}

{{else if clockSentence}}
{{clockSentence}}

{{/if}}
{{#if remedySentences.length}}
{{#each remedySentences}}{{#unless @first}} {{/unless}}{{this}}{{/each}}{{#if interestSentence}} {{interestSentence}}{{/if}}

{{else if interestSentence}}
{{interestSentence}}

{{/if}}
{{/with}}
`;
