import type { messageReplySchema } from '@shop/contracts';
import type { z } from 'zod';

/** `{ message }`: the server's confirmation, already in the user's language. */
export type MessageReply = z.infer<typeof messageReplySchema>;
