import { Title, type TitleProps } from '@mantine/core';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * A screen's heading, which also names the browser tab after it ("Pedidos | Mercado Vedado"): one element, so a
 * screen cannot have a heading and forget its tab. The heading is text alone, as the tab's title is.
 */
export function PageTitle({
  children,
  ...props
}: Omit<TitleProps, 'order' | 'children'> & { children: string }) {
  useDocumentTitle(children);
  return (
    <Title order={1} {...props}>
      {children}
    </Title>
  );
}
