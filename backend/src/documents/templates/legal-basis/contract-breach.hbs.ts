/** Breach of contract (or, in Louisiana, failure to perform an obligation). */
export default `{{wording.agreement}}, and you did not do what you agreed to do. Under {{stateName}} law, a party who breaks an agreement must pay the other party the money lost as a result {{wording.contract}}.

`;
