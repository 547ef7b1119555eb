/** Landlord dispute: breach of the lease or rental agreement. */
export default `Our rental agreement sets out what each of us must do. Under {{stateName}} law, a landlord or tenant who does not keep to the lease or rental agreement must pay the other for the loss this causes {{wording.contract}}.

`;
