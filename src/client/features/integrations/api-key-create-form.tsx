import { useState, type FormEvent } from 'react';
import { apiKeyNameMaxLength, createApiKeySchema, type CreatedApiKey } from '../../../shared/schemas/api-keys';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { twoFactorCopy } from '../../../shared/copy/two-factor';
import { TwoFactorChallenge } from '../../components/two-factor-challenge';
import { ApiError } from '../../lib/api';
import { useCreateApiKey } from './api/api-keys';

/** A 400's reason about the name, to show under the field. */
const nameProblem = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? (error.issues[0]?.message ?? error.serverMessage ?? undefined) : undefined;

/**
 * docs/product/lender-integrations.md#api-keys-and-the-versioned-api: a name that says which system uses the key.
 * Checked with the server's schema first; the name stays after an error. The key comes back once, to `onCreated`.
 */
export function ApiKeyCreateForm({ onCreated }: { onCreated: (created: CreatedApiKey & { name: string }) => void }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const create = useCreateApiKey();

  const send = () => {
    const checked = createApiKeySchema.safeParse({ name });
    setProblem(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    create.mutate(checked.data, {
      onSuccess: (created) => {
        setName('');
        onCreated({ ...created, name: checked.data.name });
      },
      onError: (error) => setProblem(nameProblem(error)),
    });
  };
  const onSubmit = (submit: FormEvent) => {
    submit.preventDefault();
    send();
  };
  // A key is made only within 15 minutes of a code (docs/product/two-factor.md): the code step, then the same key.
  const codeFirst = create.error instanceof ApiError && create.error.serverMessage === twoFactorCopy.recentRequired;
  // A 400 sits under the field; anything else (too many keys, the network) once above the button.
  const formError = create.isError && !nameProblem(create.error) ? create.error : null;

  if (codeFirst) {
    return (
      <div className="grid gap-4">
        <p role="alert" className="text-sm text-slate-800">
          {twoFactorCopy.recentRequired}
        </p>
        <TwoFactorChallenge onVerified={send} />
      </div>
    );
  }
  return (
    <form noValidate className="grid gap-4" onSubmit={onSubmit} aria-label="Crear una clave de API">
      <fieldset disabled={create.isPending} className="grid min-w-0 gap-4 sm:grid-cols-[minmax(0,28rem)_auto] sm:items-start">
        <legend className="sr-only">Crear una clave de API</legend>
        <Field
          label="Nombre de la clave"
          autoComplete="off"
          maxLength={apiKeyNameMaxLength}
          placeholder="CRM de préstamos"
          hint="Para reconocerla luego: el sistema o la persona que la usará."
          value={name}
          error={problem}
          onChange={(change) => setName(change.target.value)}
        />
        <Button type="submit" className="w-full sm:mt-7 sm:w-auto sm:justify-self-start">
          {create.isPending ? 'Creando...' : 'Crear clave'}
        </Button>
      </fieldset>
      <FormError error={formError} />
    </form>
  );
}
