// The print view's rows: fetched once, outside the query cache, because printing starts when they arrive and a live
// refresh of the leads must neither fetch up to 500 rows again nor print twice.
import { useEffect, useState } from 'react';
import type { BankLead } from '../../../../shared/schemas/bank-leads';
import type { FilterForm } from '../filters-query';
import { fetchLeadsPage } from './leads-pages';

/** A printed table beyond this is unreadable; the CSV export has everything. */
const printLimit = 500;

async function loadForPrint(filters: FilterForm): Promise<BankLead[]> {
  const rows: BankLead[] = [];
  let cursor: string | null = null;
  do {
    const page = await fetchLeadsPage(filters, cursor, 100);
    rows.push(...page.leads);
    cursor = page.nextCursor;
  } while (cursor && rows.length < printLimit);
  return rows.slice(0, printLimit);
}

/** The rows for `filters` (which the page reads once, when it opens); null until they have all arrived. */
export function usePrintLeads(filters: FilterForm): BankLead[] | null {
  const [rows, setRows] = useState<BankLead[] | null>(null);
  useEffect(() => {
    void loadForPrint(filters).then(setRows);
  }, [filters]);
  return rows;
}
