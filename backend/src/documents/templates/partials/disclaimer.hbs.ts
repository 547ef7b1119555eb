/** The "not a law firm" note and where the document came from. */
export default `### Important

{{disclaimer}}

Prepared by SueGo on {{date.long}} from your answers and SueGo's {{stateName}} law table (version {{lawTableVersion}}). Case reference: {{caseId}}.

`;
