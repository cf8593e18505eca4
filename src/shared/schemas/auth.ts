import { z } from 'zod';
import '../zod-locale';
import { exactText, plainText } from './text';
import { errorCopy } from '../copy/errors';

export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** Any password a person chooses (sign-up, reset, change); better-auth enforces the same lengths, staff a stronger rule. */
export const newPasswordSchema = exactText()
  .min(passwordMinLength, `La contraseña debe tener al menos ${passwordMinLength} caracteres`)
  .max(passwordMaxLength, `La contraseña no puede tener más de ${passwordMaxLength} caracteres`);

/** The buyer's create-account form. */
export const signUpSchema = z.object({
  name: plainText().min(2, 'Ingresa tu nombre completo').max(120, 'El nombre es demasiado largo'),
  email: plainText().email('Ingresa un email válido').max(254, 'El email es demasiado largo'),
  password: newPasswordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/** better-auth's update-user, as the /cuenta name form calls it: the sign-up name rule, and no other field. */
export const updateUserSchema = z.strictObject(
  { name: z.string({ error: errorCopy.invalidInput }).pipe(signUpSchema.shape.name) },
  { error: errorCopy.invalidInput },
);

/** The forgotten-password request: the sign-up e-mail rule (better-auth checks the rest of the body). */
export const passwordResetRequestSchema = z.object(
  { email: z.string({ error: errorCopy.invalidEmail }).pipe(signUpSchema.shape.email) },
  { error: errorCopy.invalidInput },
);

export const signInSchema = z.object({
  email: plainText().email('Ingresa un email válido'),
  password: exactText().min(1, 'Ingresa tu contraseña'),
});
export type SignInInput = z.infer<typeof signInSchema>;

const required = plainText().min(1, errorCopy.institutionRequiredFields).max(254, errorCopy.institutionRequiredFields);

/** docs/product/validation.md: e-mail, institution name and password are all required. */
export const institutionLoginSchema = z.object({
  email: required,
  institutionName: required,
  password: exactText().min(1, errorCopy.institutionRequiredFields).max(passwordMaxLength, errorCopy.institutionCredentials),
});
export type InstitutionLoginInput = z.infer<typeof institutionLoginSchema>;

export const roles = ['buyer', 'institution', 'admin'] as const;
export type Role = (typeof roles)[number];

export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** False until the buyer follows the link of the verification e-mail; institutions see no lead before. */
  emailVerified: z.boolean(),
  firstName: z.string().nullable(),
  name: z.string(),
  username: z.string(),
  role: z.enum(roles),
  institution: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The account has an authenticator app enrolled. */
  twoFactorEnabled: z.boolean(),
  /** This session passed a second factor; staff and operators see no buyer data until it has. */
  secondFactorPassed: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const institutionLoginResponseSchema = z.object({
  institution: z.object({ id: z.string(), name: z.string() }),
  /** The password was right and the login has a second factor: the code comes next (`/api/auth/two-factor/verify-totp`). */
  twoFactorRequired: z.boolean(),
});

export const messageSchema = z.object({ message: z.string() });
