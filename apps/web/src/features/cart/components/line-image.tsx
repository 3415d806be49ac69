import { Box, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

const SIZE = 72;

/** A line's small picture; a neutral placeholder when the product has none. */
export function LineImage({ url }: { url: string | null }) {
  if (!url) {
    return (
      <Box
        w={SIZE}
        h={SIZE}
        bg="var(--mantine-color-default-hover)"
        style={{
          display: 'grid',
          placeItems: 'center',
          borderRadius: 'var(--mantine-radius-sm)',
          flex: 'none',
        }}
        aria-hidden
      >
        <IconPhoto size={28} stroke={1.25} />
      </Box>
    );
  }
  return (
    <Image
      src={url}
      alt=""
      w={SIZE}
      h={SIZE}
      fit="cover"
      radius="sm"
      loading="lazy"
      style={{ flex: 'none' }}
    />
  );
}
