import { useState, type FormEvent } from 'react';
import { signUpSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ActionRow } from './action-row';
import { Field } from '../../components/ui/field';
import { FormError } from '../../components/ui/form-error';
import { useUpdateName } from './api/update-name';

/** The account's name (what the greeting and the menu show); the same rule as at sign-up. */
export function NameForm({ name: saved }: { name: string }) {
  const [name, setName] = useState(saved);
  const [problem, setProblem] = useState<string>();
  const save = useUpdateName();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = signUpSchema.shape.name.safeParse(name);
    setProblem(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) save.mutate(checked.data);
  };

  return (
    <Card as="section" aria-labelledby="cuenta-nombre">
      <h2 id="cuenta-nombre" className="mb-4 text-lg font-semibold text-slate-900">
        Tu nombre
      </h2>
      <form noValidate className="grid gap-4" onSubmit={onSubmit}>
        <Field label="Nombre completo" autoComplete="name" value={name} onChange={(event) => setName(event.target.value)} error={problem} />
        <FormError error={save.error} />
        <ActionRow done={save.isSuccess && !save.isPending && 'Nombre actualizado.'}>
          <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
            {save.isPending ? 'Guardando...' : 'Guardar nombre'}
          </Button>
        </ActionRow>
      </form>
    </Card>
  );
}
