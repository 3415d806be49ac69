/**
 * The `?return=` a screen may send the shopper back to: a path of this site only. A second slash or a backslash
 * right after the first ("//evil.example", "/\evil.example") and any blank (browsers drop tabs and line breaks,
 * which turns "/\t/evil.example" into "//evil.example") would lead to another site, so they are refused.
 */
export function safeReturnPath(value: string | null): string | null {
  return value && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
}
