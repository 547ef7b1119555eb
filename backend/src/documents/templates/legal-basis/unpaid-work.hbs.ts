/**
 * Unpaid work: breach of contract, and the freelancer laws of the state (city ordinances conditionally) that are
 * confirmed (ADR 040); the others are only in the claimant's notes. Both are produced in the view model through
 * LetterLaw (ADR 217).
 */
export default `{{legalBasis.basis}}

{{#each freelancerLaws}}
{{#if sentence}}
{{sentence}}

{{/if}}
{{/each}}
`;
