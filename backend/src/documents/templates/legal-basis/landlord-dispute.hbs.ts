/**
 * Landlord dispute: breach of the lease or rental agreement. The paragraph is produced in the view model
 * (basisParagraph, through LetterLaw.general, ADR 217).
 */
export default `{{legalBasis.basis}}

`;
