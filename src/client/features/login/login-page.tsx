import { zodResolver } from '@hookform/resolvers/zod';
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'wouter';
import { signInSchema, signUpSchema, type Role, type SignInInput, type SignUpInput } from '../../../shared/schemas/auth';
import { errorCopy } from '../../../shared/copy/errors';
import { screens } from '../../../shared/screens';
import { safeReturnTo } from '../../../shared/return-to';
import { Page } from '../../components/layouts/page';
import { useAuth } from '../../api/auth-user';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { usePublicConfig } from '../../api/public-config';
import { FormError } from '../../components/ui/form-error';
import { TwoFactorChallenge } from '../../components/two-factor-challenge';
import { useExternalSignIn, useSignIn, useSignUp } from './api/sign-in';

type Mode = 'sign-in' | 'sign-up';

/** Officers always land on their portal; operators on the console unless they were going to one of its pages. */
function homeFor(role: Role, returnTo: string): string {
  if (role === 'institution') return screens.leadsDashboard;
  if (role === 'admin') return returnTo.startsWith(screens.admin) || returnTo === screens.devMailbox ? returnTo : screens.admin;
  return returnTo;
}

/**
 * docs/product/screens.md#sign-in-is-the-products-own-page: the product's own Spanish sign-in and create-account page; returns to where the
 * visitor was going.
 */
export default function LoginPage() {
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in');

  useEffect(() => {
    if (user) navigate(homeFor(user.role, returnTo), { replace: true });
  }, [user, returnTo, navigate]);

  return (
    <Page title="Accede a tu cuenta" subtitle="Guarda tu progreso y continúa tu camino hacia tu primera casa.">
      <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <LinkError code={params.get('error')} />
        <Tabs.Root value={mode} onValueChange={(value) => setMode(value as Mode)}>
          <Tabs.List className="mb-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1" aria-label="Elige cómo acceder">
            <Tabs.Trigger
              value="sign-in"
              className="rounded-md py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-blue-800 data-[state=active]:shadow"
            >
              Iniciar sesión
            </Tabs.Trigger>
            <Tabs.Trigger
              value="sign-up"
              className="rounded-md py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white data-[state=active]:text-blue-800 data-[state=active]:shadow"
            >
              Crear cuenta
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="sign-in">
            <SignInForm />
          </Tabs.Content>
          <Tabs.Content value="sign-up">
            <SignUpForm />
          </Tabs.Content>
        </Tabs.Root>
        <ExternalProvider returnTo={returnTo} />
      </div>
    </Page>
  );
}

/** better-auth sends a broken link or a failed external sign-in here with `?error=CODE` (English): say it in Spanish. */
function LinkError({ code }: { code: string | null }) {
  if (!code) return null;
  const message = /TOKEN/i.test(code) ? 'El enlace no es válido o venció. Pide uno nuevo.' : errorCopy.authFailed;
  return (
    <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
      {message}
    </p>
  );
}

function SignInForm() {
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const mutation = useSignIn();
  const { errors } = form.formState;
  // The password was right and the account has a second factor: the code step takes the form's place.
  const challenge = mutation.data?.twoFactorRedirect ? mutation.data : null;
  if (challenge) {
    return <TwoFactorChallenge trustDeviceOffered={challenge.trustDeviceOffered === true} onRestart={() => mutation.reset()} />;
  }
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <Field label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
      <Field
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Link
        href={screens.resetPassword}
        className="justify-self-start text-sm font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950"
      >
        ¿Olvidaste tu contraseña?
      </Link>
      <FormError error={mutation.error} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Iniciando sesión...' : 'Iniciar sesión'}
      </Button>
    </form>
  );
}

function SignUpForm() {
  const form = useForm<SignUpInput>({ resolver: zodResolver(signUpSchema), defaultValues: { name: '', email: '', password: '' } });
  const mutation = useSignUp();
  const { errors } = form.formState;
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <Field label="Nombre completo" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <Field label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
      <Field
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        hint="Mínimo 8 caracteres."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormError error={mutation.error} />
      <Button type="submit" disabled={mutation.isPending}>
        {mutation.isPending ? 'Creando cuenta...' : 'Crear cuenta'}
      </Button>
    </form>
  );
}

function ExternalProvider({ returnTo }: { returnTo: string }) {
  const providerName = usePublicConfig()?.oidcProviderName;
  const mutation = useExternalSignIn(returnTo);
  if (!providerName) return null;
  return (
    <div className="mt-6 border-t border-slate-200 pt-6">
      <Button variant="secondary" className="w-full" disabled={mutation.isPending} onClick={() => mutation.mutate()}>
        Continuar con {providerName}
      </Button>
      <FormError error={mutation.error} />
    </div>
  );
}
