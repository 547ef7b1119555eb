/** Other disputes: no specific statute is claimed. */
export default `Based on the facts above, I believe you are legally responsible for this amount under {{stateName}} law.

`;
