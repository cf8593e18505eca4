// zod's built-in messages in Spanish, for every field whose schema gives no message of its own.
import { z } from 'zod';

z.config(z.locales.es());
