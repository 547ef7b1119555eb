/** Property damage: negligence (in Louisiana, fault under La. C.C. art. 2315). */
export default `You are responsible for the damage to my property because it was caused by your carelessness. Under {{stateName}} law, a person who carelessly damages someone else's property must pay for the harm caused, such as the reasonable cost of repair or replacement {{wording.fault}}.

`;
