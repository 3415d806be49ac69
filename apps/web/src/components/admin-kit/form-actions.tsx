import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

/** The end of a page form: a way back to the list, and the submit button (busy while the form is sent). */
export function FormActions({
  backTo,
  backLabel,
  submitLabel,
  submitting,
}: {
  backTo: string;
  backLabel: string;
  submitLabel: string;
  submitting: boolean;
}) {
  return (
    <Group justify="flex-end">
      <Button component={Link} to={backTo} variant="default">
        {backLabel}
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
