/** Vehicle damage: negligence, and the property-damage limitation period. */
export default `You are responsible for the damage to my vehicle because it was caused by your carelessness. Under {{stateName}} law, a person who carelessly damages someone else's property must pay for the harm caused, such as the reasonable cost of repair (negligence, a rule of {{stateName}} common law).

{{> limitation}}
`;
