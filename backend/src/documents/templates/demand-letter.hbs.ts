/**
 * demand_letter: a first page for the claimant (the disclaimer and what is in the file), then the letter exactly as
 * it is mailed, on its own pages, then the claimant's private notes. Nothing meant for the claimant is in the letter.
 */
export default `{{> cover}}
---

{{> letter}}
---

{{> notes}}
`;
