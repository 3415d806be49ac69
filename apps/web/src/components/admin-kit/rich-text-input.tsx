import { Input, Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import type { RichTextInputProps } from './rich-text-editor';

export type { RichTextInputProps };

/**
 * The editor (tiptap and ProseMirror, about 136 kB gzip) was three-quarters of the kit's chunk and four forms use it: it
 * comes when one of them is shown, not with every back-office screen.
 */
const RichTextEditorField = lazyPart(async () => ({
  default: (await import('./rich-text-editor')).RichTextEditorField,
}));

/** Formatted text for the shop's pages and answers. Fits `form.getInputProps(...)`. */
export function RichTextInput(props: RichTextInputProps) {
  const { label, description, error, withAsterisk } = props;
  return (
    <Suspense
      fallback={
        // Its label, hint and error in place, and a box of the editor's height (toolbar and 200 px of text).
        <Input.Wrapper label={label} description={description} error={error} withAsterisk={withAsterisk}>
          <Skeleton h={250} />
        </Input.Wrapper>
      }
    >
      <RichTextEditorField {...props} />
    </Suspense>
  );
}
