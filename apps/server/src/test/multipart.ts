/** A multipart/form-data body as a browser sends it, for `app.inject`. */
export function multipart(
  files: Array<{ field: string; filename: string; type: string; data: Buffer }>,
  fields: Record<string, string> = {},
) {
  const boundary = `----shop${Math.random().toString(16).slice(2)}`;
  const values = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from('\r\n'),
  ]);
  const payload = Buffer.concat([...values, ...parts, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
