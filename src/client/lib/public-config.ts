import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/schemas/public-config';

export const publicConfigKey = ['/api/public-config'] as const;

/** What the server lets every visitor know: support address, sign-in providers, prices. */
export function usePublicConfig() {
  return useQuery<PublicConfig>({ queryKey: publicConfigKey }).data;
}
