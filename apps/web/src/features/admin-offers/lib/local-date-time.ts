/**
 * `<input type="datetime-local">` speaks the browser's local time without a zone ("2026-11-25T09:00"); the API takes
 * instants with their offset. Staff type the time they mean where they are.
 */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a local input names, as ISO with its offset; what cannot be read stays as typed, for the schema to refuse. */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return value.trim() === '' || Number.isNaN(date.getTime()) ? value : date.toISOString();
}
