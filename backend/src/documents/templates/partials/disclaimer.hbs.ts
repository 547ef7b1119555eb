/** The "not a law firm" statement, first thing in every document, with the date the law was current. */
export default `## Important: not legal advice

{{disclaimer}}

The {{stateName}} law in this document was current as of {{lawCurrentAsOf}} (SueGo law table version {{lawTableVersion}}). Laws change: check anything you rely on. Prepared {{date.long}}. Case reference: {{caseId}}.

`;
