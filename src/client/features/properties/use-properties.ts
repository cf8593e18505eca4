import { useQuery } from '@tanstack/react-query';
import type { Property } from '../../../shared/schemas/properties';

export const propertiesKey = ['/api/properties'] as const;

export function useProperties() {
  return useQuery<Property[]>({ queryKey: propertiesKey });
}
