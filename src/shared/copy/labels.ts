// Spanish labels for the English wire values of the buyer journey (SPEC §3 choice lists).
export const propertyTypes = ['casa', 'solar', 'reparacion'] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const propertyTypeLabels: Record<PropertyType, string> = {
  casa: 'Casa',
  solar: 'Solar',
  reparacion: 'Necesita Reparación',
};

/** SPEC §3 "income type": how the buyer earns; it decides the income documents a lender asks for. */
export const incomeTypes = ['employed', 'self-employed', 'contract'] as const;
export type IncomeType = (typeof incomeTypes)[number];

export const incomeTypeLabels: Record<IncomeType, string> = {
  employed: 'Empleado(a) asalariado(a)',
  'self-employed': 'Trabajo por cuenta propia',
  contract: 'Contratista o servicios por contrato',
};

export const maritalStatuses = ['single', 'married', 'divorced'] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];

export const maritalStatusLabels: Record<MaritalStatus, string> = {
  single: 'Soltero(a)',
  married: 'Casado(a)',
  divorced: 'Divorciado(a)',
};
