import type { LifeCycle } from './lifeCycle.js';

/**
 * A life cycle as docs/lifecycles.md shows it: a Mermaid state diagram and the transition table,
 * between markers the document test (listingTransaction.test.ts) compares with this, so the
 * document says what the code checks.
 */
export function lifeCycleMarkdown(key: string, cycle: LifeCycle<string, string | number, string>): string {
  const diagram = ['```mermaid', 'stateDiagram-v2'];
  for (const op of cycle.operations) {
    const { from, to } = cycle.transitions[op as never] as { from: readonly string[]; to: readonly string[] };
    // An operation that leaves each state as it was (a bid, an extension) is drawn as loops only.
    const keepsState = from.every((source) => to.includes(source));
    for (const source of from) {
      for (const target of keepsState ? [source] : to) diagram.push(`  ${source} --> ${target} : ${op}`);
    }
  }
  diagram.push('```');
  const codes = cycle.states.map((state) => `${state} \`${String(cycle.codes[state as never])}\``).join(', ');
  const table = ['| operation | from | to | refused otherwise (409) |', '| --- | --- | --- | --- |'];
  for (const op of cycle.operations) {
    const { from, to } = cycle.transitions[op as never] as { from: readonly string[]; to: readonly string[] };
    table.push(`| ${op} | ${from.join(', ')} | ${to.join(', ')} | ${cycle.refusals[op as never]} |`);
  }
  return [
    `<!-- life cycle ${key}: generated from the contract, checked by listingTransaction.test.ts -->`,
    `States and their stored codes: ${codes}.`,
    '',
    ...diagram,
    '',
    ...table,
    `<!-- end of ${key} -->`,
  ].join('\n');
}
