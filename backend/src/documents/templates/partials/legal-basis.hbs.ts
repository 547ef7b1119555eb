/**
 * The legal basis: the case type's own partial, then any statutory notice this letter also serves as. Each sentence
 * that states law is produced by LetterLaw (drafting/letter-law.ts, ADR 217) in the view model; of a rule not
 * confirmed the letter says only "to the extent it applies", never what the law requires.
 */
export default `## Why you owe this amount

{{> (lookup . "legalBasisPartial") }}
{{#each inLetterNotices}}
{{letterSentence}}

{{/each}}
`;
