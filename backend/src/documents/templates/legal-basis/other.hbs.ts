/**
 * Other disputes: with a written or spoken agreement, the broken agreement is the basis; otherwise no
 * specific rule is claimed. The paragraph is produced in the view model
 * (basisParagraph, through LetterLaw.general, ADR 217).
 */
export default `{{legalBasis.basis}}

`;
