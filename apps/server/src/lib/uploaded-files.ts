import { invalidFields, TooLarge } from './domain-errors';

/**
 * The multipart plugin keeps fields as values and files as Buffers (`attachFieldsToBody: 'keyValues'`), so a
 * file's name and declared type never reach the service: a file is judged by its bytes alone.
 */
export function filesFrom(body: unknown, field: string): Buffer[] {
  const value = (body as Record<string, unknown> | undefined)?.[field];
  const list = Array.isArray(value) ? value : [value];
  const files = list.filter((v): v is Buffer => Buffer.isBuffer(v) && v.length > 0);
  if (!files.length || files.length !== list.length) throw invalidFields({ [field]: ['file_required'] });
  return files;
}

export const tooLarge = (
  field: string,
  key: 'image_too_large' | 'spec_sheet_too_large' | 'receipt_too_large' | 'import_too_large',
) => new TooLarge(key, {}, { [field]: [key] });
