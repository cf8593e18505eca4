// zod's built-in messages in Spanish, for every field whose schema gives no message of its own.
// Imported by each schema module, so whoever uses a schema gets Spanish errors (and only the Spanish locale is bundled).
import { z } from 'zod';
import { es } from 'zod/locales';

z.config(es());
