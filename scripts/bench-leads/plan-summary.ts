/** "Index Scan using leads_created_idx → Nested Loop Left Join …", shortest useful picture of a plan. */
export function summarizePlan(plan: string): { summary: string; executionMs: number | null } {
  const nodes: string[] = [];
  for (const line of plan.split('\n')) {
    const node = /^\s*(?:->\s*)?([A-Z][A-Za-z ]+?(?: using \S+)?(?: on \S+)?)\s+\(cost=/.exec(line)?.[1];
    if (node && !/^(Limit|Aggregate|Result)$/.test(node))
      nodes.push(node.replace(/ on \S+$/, (on) => (node.includes(' using ') ? '' : on)));
  }
  const execution = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
  return { summary: [...new Set(nodes)].join(' · '), executionMs: execution ? Number(execution) : null };
}
