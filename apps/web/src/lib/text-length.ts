/**
 * A text's length as zod's `.min()` and `.max()` count it: in Unicode code points ("😀" is 1, a lone surrogate
 * too), not in UTF-16 units, so that a reader written without zod accepts exactly what the schema accepts.
 */
export function textLength(text: string): number {
  return [...text].length;
}
