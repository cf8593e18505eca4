import { z } from 'zod';
import '../zod-locale';

/** docs/product/api.md: `POST /api/guide/complete` carries no data; no body or an empty object, anything else is refused. */
export const guideCompleteSchema = z.strictObject({}).nullish();
