/** demand_letter: the letter, then the claimant's notes page. */
export default `{{> letter}}
{{> delivery}}
`;
