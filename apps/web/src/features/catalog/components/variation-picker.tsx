import { Chip, Group, Stack, Text } from '@mantine/core';
import type { StorefrontAttribute, StorefrontVariation } from '@shop/contracts';
import { isTermOffered, pickTerm, type Selection } from '../lib/variations';

interface VariationPickerProps {
  attributes: StorefrontAttribute[];
  variations: StorefrontVariation[];
  selection: Selection;
  onChange: (selection: Selection) => void;
}

/** One choice per attribute; a term that no available variation offers with the other picks is disabled. */
export function VariationPicker({ attributes, variations, selection, onChange }: VariationPickerProps) {
  return (
    <Stack gap="sm">
      {attributes.map((attribute) => {
        const labelId = `attribute-${attribute.id}`;
        const picked = selection[attribute.id];
        return (
          <div key={attribute.id}>
            <Text id={labelId} size="sm" fw={500} mb={6}>
              {attribute.name}
            </Text>
            <Chip.Group
              multiple={false}
              value={picked === undefined ? null : String(picked)}
              onChange={(value) => onChange(pickTerm(variations, selection, attribute.id, Number(value)))}
            >
              <Group gap="xs" role="radiogroup" aria-labelledby={labelId}>
                {attribute.terms.map((term) => (
                  <Chip
                    key={term.id}
                    value={String(term.id)}
                    disabled={!isTermOffered(variations, selection, attribute.id, term.id)}
                    variant="outline"
                  >
                    {term.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </div>
        );
      })}
    </Stack>
  );
}
