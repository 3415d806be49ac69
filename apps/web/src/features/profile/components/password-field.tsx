import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's password input with its show/hide button named in the user's language, and marked invalid
 * for screen readers when it shows an error (Mantine only does so for its other inputs).
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation('profile');
  return (
    <PasswordInput
      aria-invalid={props.error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('toggle_password') }}
      {...props}
    />
  );
}
