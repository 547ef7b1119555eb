/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF; a field in double quotes may hold commas, line
 * breaks and doubled quotes. Returns each record with the 1-based line it starts on (for the rejection report).
 */
export function parseCsv(text: string): Array<{ line: number; fields: string[] }> {
  const records: Array<{ line: number; fields: string[] }> = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // a byte-order mark is not part of the first header
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') continue;
    else if (c === '\n' || c === '\r') {
      endRecord();
      line++;
      recordLine = line;
    } else field += c;
  }
  if (quoted) throw new Error(`Unclosed quoted field starting on line ${recordLine}`);
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
