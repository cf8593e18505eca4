// Step one of an enrolment: the password gives a new key (as a QR code's otpauth URI) and ten recovery codes. Nothing
// is on until the first code from the app is verified (src/client/api/two-factor.ts).
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../../../shared/api-paths';
import { postJson } from '../../../lib/api';

export interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

export const useEnableTwoFactor = () =>
  useMutation({ mutationFn: (password: string) => postJson<Enrolment>(apiPaths.auth.twoFactor.enable, { password }) });
