/**
 * Breach of contract (or, in Louisiana, failure to perform an obligation). The paragraph is produced in the view model
 * (basisParagraph, through LetterLaw.general, ADR 217).
 */
export default `{{legalBasis.basis}}

`;
