// An institution's staff logins: deactivate/reactivate, reset a password or the second factor, add one.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { staffLoginSchema, type StaffMember } from '../../../shared/schemas/admin';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { useAddStaff } from './api/institution';
import { useResetStaffPassword, useToggleStaffActive } from './api/staff';
import { TwoFactorResetDialog } from './two-factor-reset-dialog';

export function StaffRow({ member }: { member: StaffMember }) {
  const [resetting, setResetting] = useState(false);
  const [password, setPassword] = useState('');
  const [resettingTwoFactor, setResettingTwoFactor] = useState(false);
  const toggle = useToggleStaffActive(member);
  const reset = useResetStaffPassword(member);
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{member.name}</p>
          <p className="text-sm break-all text-slate-700">{member.email}</p>
          <p className="text-sm text-slate-700">{`2 pasos: ${member.twoFactorEnabled ? 'activada' : 'no activada'}`}</p>
        </div>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${member.active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}
        >
          {member.active ? 'Activo' : 'Desactivado'}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="h-9 px-3"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
          aria-label={`${member.active ? 'Desactivar' : 'Reactivar'} ${member.email}`}
        >
          {member.active ? 'Desactivar' : 'Reactivar'}
        </Button>
        <Button
          variant="secondary"
          className="h-9 px-3"
          onClick={() => setResetting((v) => !v)}
          aria-expanded={resetting}
          aria-label={`Restablecer contraseña de ${member.email}`}
        >
          Restablecer contraseña
        </Button>
        {member.twoFactorEnabled && (
          <Button
            variant="secondary"
            className="h-9 px-3"
            onClick={() => setResettingTwoFactor(true)}
            aria-label={`Restablecer verificación de ${member.email}`}
          >
            Restablecer verificación
          </Button>
        )}
      </div>
      <TwoFactorResetDialog member={member} open={resettingTwoFactor} onClose={() => setResettingTwoFactor(false)} />
      <FormError error={toggle.error} />
      {resetting && (
        <form
          noValidate
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            reset.mutate(password, {
              onSuccess: () => {
                setResetting(false);
                setPassword('');
              },
            });
          }}
        >
          <Field
            label={`Nueva contraseña para ${member.email}`}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint="Al menos 10 caracteres, con letras y números. Sus sesiones abiertas se cerrarán."
          />
          <FormError error={reset.error} />
          <Button type="submit" disabled={reset.isPending}>
            Guardar contraseña
          </Button>
        </form>
      )}
    </li>
  );
}

export function AddStaffForm({ institutionId }: { institutionId: string }) {
  const form = useForm<z.input<typeof staffLoginSchema>, unknown, z.output<typeof staffLoginSchema>>({
    resolver: zodResolver(staffLoginSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const add = useAddStaff(institutionId);
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      aria-labelledby="nuevo-acceso"
      className="grid gap-3 rounded-lg bg-slate-50 p-3"
      onSubmit={form.handleSubmit((values) => add.mutate(values, { onSuccess: () => form.reset() }))}
    >
      <h3 id="nuevo-acceso" className="text-sm font-semibold text-slate-900">
        Añadir acceso
      </h3>
      <Field label="Nombre" error={errors.name?.message} {...form.register('name')} />
      <Field label="Correo electrónico" type="email" autoComplete="off" error={errors.email?.message} {...form.register('email')} />
      <Field
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormError error={add.error} />
      <Button type="submit" variant="secondary" disabled={add.isPending}>
        Añadir acceso
      </Button>
    </form>
  );
}
