import type { ExportWriter } from './personal-data-holder';

/** `"name": [rows…]` in a data export, one row at a time. */
export async function exportRows(
  out: ExportWriter,
  name: string,
  rows: AsyncIterable<unknown>,
): Promise<void> {
  await out.openField(name, 'array');
  for await (const row of rows) await out.item(row);
  await out.end();
}
