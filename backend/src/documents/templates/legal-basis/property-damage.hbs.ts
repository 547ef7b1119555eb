/**
 * Property damage: negligence (in Louisiana, fault under La. C.C. art. 2315). The paragraph is produced in the view model
 * (basisParagraph, through LetterLaw.general, ADR 217).
 */
export default `{{legalBasis.basis}}

`;
