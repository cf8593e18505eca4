/** "Index Scan using leads_on_sale_created_idx · Nested Loop Left Join …", shortest useful picture of a plan. */
export function summarizePlan(plan: string): { summary: string; executionMs: number | null } {
  const nodes: string[] = [];
  for (const line of plan.split('\n')) {
    // "Seq Scan on leads l (cost=…": the table is kept when no index names the node, the alias never.
    const match = /^\s*(?:->\s*)?([A-Z][A-Za-z ]+?(?: using \S+)?)(?: on (\S+)(?: \w+)?)?\s+\(cost=/.exec(line);
    if (!match || /^(Limit|Aggregate|Result)$/.test(match[1]!)) continue;
    nodes.push(match[2] && !match[1]!.includes(' using ') ? `${match[1]} on ${match[2]}` : match[1]!);
  }
  const execution = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
  return { summary: [...new Set(nodes)].join(' · '), executionMs: execution ? Number(execution) : null };
}
