import type { ComponentProps } from 'react';
import { municipalities } from '../../../shared/municipalities';
import { SelectField } from '../ui/select-field';

type MunicipioFieldProps = Omit<ComponentProps<typeof SelectField>, 'label' | 'children'>;

/** The 78 municipalities, with an empty first choice so that "Selecciona tu municipio" shows until one is picked. */
export function MunicipioField(props: MunicipioFieldProps) {
  return (
    <SelectField label="Municipio" {...props}>
      <option value="">Elige un municipio</option>
      {municipalities.map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </SelectField>
  );
}
