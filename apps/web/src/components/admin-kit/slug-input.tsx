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
export function SlugInput({ source, from, description, error, ...props }: SlugInputProps) {
  const { t } = useTranslation('admin-shell');
  // A blank address is made from the name: while that is blank too, the name's field says what is missing, and this
  // one, which may stay blank, says nothing.
  const fromBlank = String(props.value ?? '').trim() === '' && source.trim() === '';
  return (
    <TextInput
      label={t('slug.label')}
      description={description ?? t(from === 'name' ? 'slug.hint_name' : 'slug.hint_title')}
      placeholder={slugify(source)}
      autoComplete="off"
      error={fromBlank ? undefined : error}
      {...props}
    />
  );
}
