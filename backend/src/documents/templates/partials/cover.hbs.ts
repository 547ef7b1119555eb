/** The first page of a demand-letter PDF: the disclaimer, then what the file contains. */
export default `# Your demand letter: read this page first

{{> disclaimer}}
## What is in this file

1. The letter to {{recipient.name}}, starting on the next page. Print, sign and mail those pages only.
2. Your private notes, after the letter: how to send it, the deadline to sue and the rules that may apply. Do not send them.

`;
