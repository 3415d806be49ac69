import type { TFunction } from 'i18next';
import { textLength } from './text-length';

/**
 * Why words typed into a search are refused, or undefined: longer than the `max` characters its list reads. The box
 * keeps them and says so; nothing is sent (decision 050).
 */
export function searchRefusal(words: string, max: number, t: TFunction): string | undefined {
  return textLength(words.trim()) > max ? t('common:text_too_long', { max }) : undefined;
}
