import { Building2, Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { institutionLoginSchema, type InstitutionLoginInput } from '../../../shared/schemas/auth';
import { screens } from '../../../shared/screens';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { toast } from '../../components/ui/toast-store';
import { usePublicConfig } from '../../api/public-config';
import { TwoFactorChallenge } from '../../components/two-factor-challenge';
import { useEnterPortal, useInstitutionLogin } from './api/institution-login';

/** Staff ask for the link on the same screen as buyers; it brings them back to this portal. */
const staffResetPassword = `${screens.resetPassword}?portal=institucion`;

const empty: InstitutionLoginInput = { email: '', institutionName: '', password: '' };

/** docs/product/screens.md "Portal de Instituciones", wired to the real staff login (docs/product/roles.md#institutions-are-real-accounts). */
export default function InstitutionLoginPage() {
  const [values, setValues] = useState(empty);
  const supportEmail = usePublicConfig()?.supportEmail;

  const login = useInstitutionLogin();
  const enterPortal = useEnterPortal();
  const challenged = login.data?.twoFactorRequired ? login.data.institution : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!institutionLoginSchema.safeParse(values).success) {
      toast({ title: 'Campos requeridos', description: 'Por favor completa todos los campos', variant: 'destructive' });
      return;
    }
    login.mutate(values);
  };
  const set = (key: keyof InstitutionLoginInput) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <title>Portal de Instituciones · Casa Joven PR</title>
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="mb-6 flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-lg bg-blue-700 text-white" aria-hidden="true">
            <Building2 className="size-6" />
          </span>
          <div>
            <h1 className="text-2xl font-bold text-slate-900">Portal de Instituciones</h1>
            <p className="text-sm text-slate-600">Bancos, cooperativas y casas hipotecarias</p>
          </div>
        </div>
        {challenged ? (
          <TwoFactorChallenge onVerified={() => void enterPortal(challenged)} onRestart={() => login.reset()} />
        ) : (
          <form noValidate className="grid gap-4" onSubmit={onSubmit}>
            <Field
              label="Email institucional"
              type="email"
              inputMode="email"
              autoComplete="username"
              value={values.email}
              onChange={set('email')}
              disabled={login.isPending}
            />
            <Field
              label="Nombre de la institución"
              autoComplete="organization"
              value={values.institutionName}
              onChange={set('institutionName')}
              disabled={login.isPending}
            />
            <Field
              label="Contraseña"
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={set('password')}
              disabled={login.isPending}
            />
            <Link
              href={staffResetPassword}
              className="justify-self-start text-sm font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950"
            >
              ¿Olvidaste tu contraseña?
            </Link>
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? 'Iniciando sesión...' : 'Iniciar Sesión'}
            </Button>
          </form>
        )}
        <div className="mt-6 flex gap-3 rounded-lg bg-blue-50 p-4 text-sm text-blue-950 ring-1 ring-blue-100">
          <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            ¿Tu institución aún no tiene credenciales? Escríbenos a{' '}
            {supportEmail ? (
              <a className="break-all font-semibold underline" href={`mailto:${supportEmail}`}>
                {supportEmail}
              </a>
            ) : (
              'nuestro equipo de soporte'
            )}{' '}
            para obtener acceso.
          </p>
        </div>
      </div>
    </div>
  );
}
