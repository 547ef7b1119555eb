/**
 * The legal basis: the case type's own partial, then any statutory notice this letter also serves as. Of a rule not
 * verified in official text (ADR 040) the letter says only "to the extent it applies", never what the law requires.
 */
export default `## Why you owe this amount

{{> (lookup . "legalBasisPartial") }}
{{#each inLetterNotices}}
{{#if certain}}{{#if conditional}}To the extent it applies, this letter is also my written notice and demand under {{citation}} ({{name}}).{{else}}This letter is also my written notice and demand under {{citation}} ({{name}}).{{/if}}{{else}}To the extent it applies, this letter is also my written notice and demand under {{citation}} ({{name}}).{{/if}}{{#if extra}} {{extra}}{{/if}}{{#if certain}}{{#if noticeDays}}{{#if fromReceipt}} The deadline below gives you at least {{noticeDays}} {{noticeUnit}} after you receive this letter, as that law requires.{{else}} The deadline below gives you at least {{noticeDays}} {{noticeUnit}}, as that law requires.{{/if}}{{/if}}{{/if}}

{{/each}}
`;
