/** The demand letter itself: what is mailed to the other side. */
export default `{{> letter-header}}
{{> parties}}
{{> facts}}
{{> legal-basis}}
{{> amount-table}}
{{> deadline}}
{{> closing}}
`;
