/**
 * The printable HTML document: Letter size, a system serif stack, everything inline (no fonts, images, scripts or
 * stylesheets are fetched, and the CSP forbids them anyway). Compiled with HTML escaping: text only through {{ }}.
 */
export default `<!DOCTYPE html>
<html lang="{{lang}}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="SueGo">
<title>{{title}}</title>
<style>
@page { size: Letter; margin: 0.75in; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; color: #111; background: #fff; font-family: "Times New Roman", Times, "Liberation Serif", "DejaVu Serif", serif; font-size: 12pt; line-height: 1.45; }
main { max-width: 7in; margin: 0 auto; }
@media screen { main { padding: 0.75in 0; } }
h1 { font-size: 18pt; line-height: 1.2; margin: 0 0 0.6em; color: #0b1f3a; }
h2 { font-size: 13.5pt; line-height: 1.25; margin: 1.3em 0 0.5em; color: #0b1f3a; break-after: avoid; page-break-after: avoid; }
h3 { font-size: 12pt; line-height: 1.25; margin: 1.1em 0 0.4em; break-after: avoid; page-break-after: avoid; }
p { margin: 0 0 0.85em; orphans: 3; widows: 3; }
ul, ol { margin: 0 0 0.85em; padding-left: 1.4em; }
li { margin: 0 0 0.3em; }
ul.checklist { list-style: none; padding-left: 0; }
ul.checklist li { padding-left: 1.5em; text-indent: -1.5em; }
ul.checklist li::before { content: "\\2610\\00a0\\00a0"; }
table { width: 100%; border-collapse: collapse; margin: 0.3em 0 1em; break-inside: avoid; page-break-inside: avoid; }
th, td { border-bottom: 1px solid #8a8f98; padding: 0.3em 0.5em; text-align: left; vertical-align: top; }
th { border-bottom: 1.5px solid #111; font-weight: bold; }
td.num, th.num { text-align: right; white-space: nowrap; }
tr.total td { font-weight: bold; border-top: 1.5px solid #111; }
p.signature { break-inside: avoid; page-break-inside: avoid; break-before: avoid; margin-top: 1.2em; line-height: 2.2; }

.page-break { break-before: page; page-break-before: always; height: 0; margin: 0; border: 0; }
</style>
</head>
<body>
<main>
{{#each blocks}}
{{#if isParagraph}}<p{{#if isSignature}} class="signature"{{/if}}>{{#each lines}}{{#unless @first}}<br>{{/unless}}{{this}}{{/each}}</p>
{{else if isH2}}<h2>{{text}}</h2>
{{else if isList}}<ul>{{#each items}}<li>{{this}}</li>{{/each}}</ul>
{{else if isH3}}<h3>{{text}}</h3>
{{else if isH1}}<h1>{{text}}</h1>
{{else if isOrderedList}}<ol>{{#each items}}<li>{{this}}</li>{{/each}}</ol>
{{else if isChecklist}}<ul class="checklist">{{#each items}}<li>{{this}}</li>{{/each}}</ul>
{{else if isTable}}<table>{{#if header}}<thead><tr>{{#each header}}<th{{#if numeric}} class="num"{{/if}}>{{text}}</th>{{/each}}</tr></thead>{{/if}}<tbody>{{#each rows}}<tr{{#if isTotal}} class="total"{{/if}}>{{#each cells}}<td{{#if numeric}} class="num"{{/if}}>{{text}}</td>{{/each}}</tr>{{/each}}</tbody></table>
{{else if isPageBreak}}<div class="page-break"></div>
{{/if}}
{{/each}}
</main>
</body>
</html>
`;
