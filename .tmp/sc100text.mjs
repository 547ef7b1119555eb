import { extractText, getDocumentProxy } from 'unpdf';
import { readFileSync } from 'node:fs';
const pdf = await getDocumentProxy(new Uint8Array(readFileSync(process.argv[2])));
const { text } = await extractText(pdf, { mergePages: false });
text.forEach((t, i) => console.log(`=== PAGE ${i + 1}\n${t}`));
