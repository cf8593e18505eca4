import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { errorCopy } from '../../../shared/copy/errors';
import { screens } from '../../../shared/screens';
import { Page } from '../../components/layouts/page';
import { toast } from '../../components/ui/toast-store';
import { NewPasswordForm } from './new-password-form';
import { RequestLinkForm } from './request-link-form';

/**
 * A forgotten password, both halves on one screen: without a token it asks for the e-mail's link; the link
 * (through better-auth's token check) comes back here with `?token=` or, expired or used, `?error=INVALID_TOKEN`.
 * Staff come from the institution portal (`?portal=institucion`) and go back there.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const staff = params.get('portal') === 'institucion';
  const token = params.get('token');
  const [linkInvalid, setLinkInvalid] = useState(params.has('error'));
  const signIn = staff ? screens.institutionLogin : screens.login;

  const done = () => {
    toast({ title: 'Contraseña actualizada', description: 'Inicia sesión con tu contraseña nueva.', variant: 'success' });
    navigate(signIn);
  };

  const choosing = token && !linkInvalid;
  return (
    <Page title={choosing ? 'Elige una contraseña nueva' : 'Restablecer contraseña'}>
      <div className="mx-auto grid max-w-md gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {linkInvalid && (
          <p role="alert" className="rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
            {errorCopy.resetLinkInvalid}
          </p>
        )}
        {choosing ? (
          <NewPasswordForm token={token} staff={staff} onDone={done} onLinkInvalid={() => setLinkInvalid(true)} />
        ) : (
          <RequestLinkForm />
        )}
        <Link
          href={signIn}
          className="justify-self-start text-sm font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950"
        >
          Volver a iniciar sesión
        </Link>
      </div>
    </Page>
  );
}
