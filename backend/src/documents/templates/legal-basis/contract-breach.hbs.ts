/** Breach of contract, and the contract limitation period. */
export default `We had an agreement, and you did not do what you agreed to do. Under {{stateName}} law, a party who breaks an agreement must pay the other party the money lost as a result (breach of contract, a rule of {{stateName}} common law).

{{> limitation}}
`;
