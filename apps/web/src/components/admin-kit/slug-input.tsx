import { TextInput, type TextInputProps } from '@mantine/core';
import { slugify } from '@shop/contracts';
import { useTranslation } from 'react-i18next';

interface SlugInputProps extends Omit<TextInputProps, 'label' | 'placeholder'> {
  /** The record's name or title, whose address a blank field takes: shown as the placeholder. */
  source: string;
  /** Which of the two it is, for the words under the field. */
  from: 'name' | 'title';
}

/**
 * A record's address in the shop's links ("cafe-cubano-en-casa"), with the same label and words in every area of the
 * back office; the placeholder shows the address a blank field gets.
 */
export function SlugInput({ source, from, description, ...props }: SlugInputProps) {
  const { t } = useTranslation('admin-shell');
  return (
    <TextInput
      label={t('slug.label')}
      description={description ?? t(from === 'name' ? 'slug.hint_name' : 'slug.hint_title')}
      placeholder={slugify(source)}
      autoComplete="off"
      {...props}
    />
  );
}
