import { useState, type ComponentProps } from 'react';
import { Field } from './field';

/** A password input with a "show" toggle, so a person on a phone can check what they typed. */
export function PasswordField(props: Omit<ComponentProps<typeof Field>, 'type'>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="grid gap-1">
      <Field {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        aria-pressed={shown}
        onClick={() => setShown((value) => !value)}
        className="justify-self-start rounded text-sm font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950 focus-visible:outline-2 focus-visible:outline-blue-700"
      >
        {`Mostrar ${props.label.toLowerCase()}`}
      </button>
    </div>
  );
}
