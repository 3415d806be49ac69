/**
 * An e-mail address that, when it does not fit its line, breaks after its "@" ("mayorista@ / demo.shop.local"):
 * the phone's cards break a long word anywhere, which cut "demo.sh / op.local". A domain longer than the line
 * still breaks where it must. A copied address has no break in it (a <wbr> is not text).
 */
export function EmailAddress({ email }: { email: string | null }) {
  if (email === null) return null;
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
