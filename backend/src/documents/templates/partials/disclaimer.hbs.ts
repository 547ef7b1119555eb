/** The "not a law firm" statement, first thing in every document, with the day the law table was reviewed (ADR 040). */
export default `## Important: not legal advice

{{disclaimer}}

Law reviewed on {{lawReviewedOn}} (SueGo law table version {{lawTableVersion}}). Laws change: check anything you rely on. Your private notes list which facts SueGo verified in official text, and when, and which it did not. Prepared {{date.long}}. Case reference: {{caseId}}.

`;
