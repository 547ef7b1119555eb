/**
 * Other disputes: with a written or spoken agreement (a loan "promised in writing"), the broken agreement is the basis;
 * otherwise no specific rule is claimed.
 */
export default `{{#if legalBasis.agreementBased}}{{wording.agreement}}, and you did not do what you agreed to do. Under {{stateName}} law, a party who breaks an agreement must pay the other party the money lost as a result {{wording.contract}}.{{else}}Based on the facts above, I believe you are legally responsible for this amount under {{stateName}} law.{{/if}}

`;
