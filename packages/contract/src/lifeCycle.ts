/**
 * A life cycle as a transition table (docs/lifecycles.md): named states, each with the code its row
 * stores, and operations, each allowed from some states and leading to one of a few. Declared once
 * here; the server checks every operation against it inside the transaction that writes, and the
 * pages read states by name from it — no status number is written anywhere else.
 */
export interface Transition<S extends string> {
  from: readonly S[];
  /** Where it leads; several when the clock or the facts pick one (an auction resumed is free or timed). */
  to: readonly S[];
}

export interface LifeCycle<S extends string, C extends string | number, Op extends string> {
  /** What the records are called, for messages and the documentation. */
  name: string;
  /** Each state's stored code (several states may share one when the clock tells them apart). */
  codes: Readonly<Record<S, C>>;
  transitions: Readonly<Record<Op, Transition<S>>>;
  /** The Chinese answer to an operation the state does not allow (409). */
  refusals: Readonly<Record<Op, string>>;
  allows(state: S, op: Op): boolean;
  /** The codes a row may hold for `op` to start from: what a guarded UPDATE's WHERE takes. */
  fromCodes(op: Op): C[];
  /** Whether a row holding `code` may start `op` (the stored-code form of `allows`). */
  startsFrom(op: Op, code: string | number): boolean;
  /** The code `op` writes, when it leads to one stored code. */
  toCode(op: Op): C;
  /** The states an operation is allowed from, in declaration order. */
  operationsFrom(state: S): Op[];
  states: readonly S[];
  operations: readonly Op[];
}

export function lifeCycle<S extends string, C extends string | number, Op extends string>(definition: {
  name: string;
  codes: Record<S, C>;
  transitions: Record<Op, Transition<S>>;
  refusals: Record<Op, string>;
}): LifeCycle<S, C, Op> {
  const { codes, transitions } = definition;
  const states = Object.keys(codes) as S[];
  const operations = Object.keys(transitions) as Op[];
  const allows = (state: S, op: Op) => transitions[op].from.includes(state);
  return {
    ...definition,
    states,
    operations,
    allows,
    fromCodes: (op) => [...new Set(transitions[op].from.map((state) => codes[state]))],
    startsFrom: (op, code) => transitions[op].from.some((state) => codes[state] === code),
    toCode(op) {
      const targets = new Set(transitions[op].to.map((state) => codes[state]));
      if (targets.size !== 1) throw new Error(`${definition.name}: ${op} leads to more than one stored code`);
      return [...targets][0]!;
    },
    operationsFrom: (state) => operations.filter((op) => allows(state, op)),
  };
}

/** The state whose code a row holds, for a life cycle whose codes are one per state. */
export function stateOfCode<S extends string, C extends string | number>(
  cycle: { codes: Readonly<Record<S, C>> },
  code: C,
): S {
  const found = (Object.keys(cycle.codes) as S[]).filter((state) => cycle.codes[state] === code);
  if (found.length !== 1) throw new Error(`no single state stored as ${String(code)}`);
  return found[0]!;
}
