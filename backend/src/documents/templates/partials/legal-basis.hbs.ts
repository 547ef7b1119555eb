/** The legal basis: the case type's own partial, then any statutory notice this letter also serves as. */
export default `## Why you owe this amount

{{> (lookup . "legalBasisPartial") }}
{{#each inLetterNotices}}
{{#if conditional}}To the extent it applies, this letter is also my written notice and demand under {{citation}} ({{name}}).{{else}}This letter is also my written notice and demand under {{citation}} ({{name}}).{{/if}}{{#if extra}} {{extra}}{{/if}}{{#if noticeDays}}{{#if fromReceipt}} The deadline below gives you at least {{noticeDays}} {{noticeUnit}} after you receive this letter, as that law requires.{{else}} The deadline below gives you at least {{noticeDays}} {{noticeUnit}}, as that law requires.{{/if}}{{/if}}

{{/each}}
`;
