import type { Agent } from './agent';
import { multipart } from './multipart';

/** A CSV file's bytes from its lines, as a spreadsheet writes them. */
export const csv = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

/** Sends a spreadsheet to the products import as the import page does: checked unless `dry_run` is "false". */
export function sendSheet(
  agent: Agent,
  data: Buffer,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const body = multipart([{ field: 'file', filename: 'productos.csv', type: 'text/csv', data }], fields);
  return agent.post('/api/admin/products/import', body.payload, { headers: { ...body.headers, ...headers } });
}
