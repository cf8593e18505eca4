// Each opening of the lead-capture dialog is recorded, so the operator can compare conversion per variant.
import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '../../shared/api-paths';
import { apiRequest } from '../lib/api';

/** Losing this record must never block the dialog: a failure is left unreported. */
export const useRecordLeadDialogShown = () => useMutation({ mutationFn: () => apiRequest('POST', apiPaths.leadDialogShown) });
