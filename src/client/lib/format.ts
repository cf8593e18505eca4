// The es-PR formatters live in shared code so the server's letters format money and dates the same way.
export { formatCents, formatCentsExact, formatDate, formatDateTime, formatPercent, formatShortDate, formatUsd } from '../../shared/format';
