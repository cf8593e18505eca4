import type { ChangeEvent } from 'react';
import { staffPasswordMinLength } from '../../../shared/domain/staff-password';
import { newPasswordSchema, passwordMaxLength, passwordMinLength } from '../../../shared/schemas/auth';
import { PasswordField } from './password-field';

const staffHint = `Mínimo ${staffPasswordMinLength} caracteres, con letras y números, sin incluir tu email.`;

/** What is wrong with a chosen password before it is sent (the server checks again, and staff's stronger rule). */
export const newPasswordProblem = (password: string) => newPasswordSchema.safeParse(password).error?.issues[0]?.message;

/** "Contraseña nueva", with the rule that applies to this person as its hint. */
export function NewPasswordField(props: {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  staff: boolean;
  error?: string;
}) {
  return (
    <PasswordField
      label="Contraseña nueva"
      autoComplete="new-password"
      maxLength={passwordMaxLength}
      value={props.value}
      onChange={props.onChange}
      hint={props.staff ? staffHint : `Mínimo ${passwordMinLength} caracteres.`}
      error={props.error}
    />
  );
}
