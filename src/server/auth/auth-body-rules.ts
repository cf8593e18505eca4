// better-auth checks the types of its bodies, not our rules: update-user would store an empty, 300-character or
// `{}` name and any `image`, and the reset request takes an address longer than an e-mail can be. These endpoints
// get the same rules as our own forms, and the same Spanish 400 `{message, issues}` as the rest of the API.
import type { z } from 'zod';
import { passwordResetRequestSchema, signUpSchema, updateUserSchema } from '../../shared/schemas/auth';
import { errorCopy } from '../../shared/copy/errors';
import { spanishAuthError } from './auth-errors';

const rules: Record<string, z.ZodType<Record<string, unknown>>> = {
  '/update-user': updateUserSchema,
  '/request-password-reset': passwordResetRequestSchema,
  // The name and e-mail as the sign-up form checks them (better-auth keeps its own password rule, the same numbers).
  '/sign-up/email': signUpSchema.pick({ name: true, email: true }),
};

/** Refuses a body that breaks our rule; otherwise the body as the rule reads it (a trimmed name, say). */
export function checkAuthBody(path: string, body: unknown): Record<string, unknown> | null {
  const rule = rules[path];
  if (!rule) return null;
  const parsed = rule.safeParse(body ?? {});
  if (parsed.success) return { ...(body as object), ...parsed.data };
  // A field that may not be sent is named by its own path, as a field that breaks a rule is.
  const issues = parsed.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [key], message: issue.message }))
      : [{ path: issue.path.map(String), message: issue.message }],
  );
  throw spanishAuthError('BAD_REQUEST', issues[0]?.message ?? errorCopy.invalidInput, issues);
}
