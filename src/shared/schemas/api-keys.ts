// API keys of an institution (docs/product/lender-integrations.md#api-keys-and-the-versioned-api): the key itself is
// answered once, on creation; afterwards only its last four characters.
import { z } from 'zod';
import '../zod-locale';
import { exactText, plainText } from './text';
import { apiKeyCopy } from '../copy/api-keys';

/** Active keys one institution may hold at a time: enough for each system and a rotation, few enough to review. */
export const maxActiveApiKeys = 10;

export const apiKeyNameMaxLength = 80;

export const createApiKeySchema = z.object({
  name: plainText({ error: apiKeyCopy.nameRequired }).min(1, apiKeyCopy.nameRequired).max(apiKeyNameMaxLength, apiKeyCopy.nameTooLong),
});
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

/** The only answer that carries the key. */
export const createdApiKeySchema = z.object({ id: z.string(), key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  lastFour: z.string(),
  createdAt: z.string(),
  /** Updated at most about once a minute. */
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyParamsSchema = z.object({ id: exactText().max(64) });
