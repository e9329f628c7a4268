import type { AnyStateMachine, InspectionEvent } from 'xstate';

/*
 * Which states and transitions of a machine the path replays took. A transition is named by
 * its source state, its event and its place among that state's transitions for the event, as
 * in the transition tables; eventless (`always`) transitions use the event `always`.
 */

interface NodeLike {
  id: string;
  states: Record<string, NodeLike>;
  transitions: Map<string, unknown[]>;
  always?: unknown[];
}

interface TransitionLike {
  source: NodeLike;
  eventType: string;
}

function allNodes(node: NodeLike): NodeLike[] {
  return [node, ...Object.values(node.states).flatMap(allNodes)];
}

function transitionKey(source: NodeLike, eventType: string, index: number): string {
  return `${source.id} ${eventType} #${index + 1}`;
}

/** Every state id and every transition key of the machine. */
export function machineParts(machine: AnyStateMachine): {
  states: string[];
  transitions: string[];
} {
  const nodes = allNodes(machine.root as unknown as NodeLike);
  const transitions = nodes.flatMap((node) => [
    ...[...node.transitions.entries()].flatMap(([eventType, list]) =>
      list.map((_, index) => transitionKey(node, eventType, index)),
    ),
    ...(node.always ?? []).map((_, index) => transitionKey(node, 'always', index)),
  ]);
  return { states: nodes.map((node) => node.id), transitions };
}

export interface Coverage {
  states: Set<string>;
  transitions: Set<string>;
}

/** An inspector for `createActor` that adds what the root actor does to `coverage`. */
export function recordCoverage(coverage: Coverage) {
  return (inspection: InspectionEvent) => {
    // Child actors (a card form's setup intent, say) have machines and tables of their own.
    if ((inspection.actorRef as { sessionId?: string }).sessionId !== inspection.rootId) return;
    if (inspection.type === '@xstate.snapshot' || inspection.type === '@xstate.microstep') {
      const nodes = (inspection.snapshot as unknown as { _nodes?: NodeLike[] })._nodes ?? [];
      for (const node of nodes) coverage.states.add(node.id);
    }
    if (inspection.type === '@xstate.microstep') {
      for (const taken of inspection._transitions as unknown as TransitionLike[]) {
        const { source, eventType } = taken;
        // A transient state (one left at once by an eventless transition) counts as entered.
        coverage.states.add(source.id);
        const list =
          eventType === '' || !source.transitions.has(eventType)
            ? (source.always ?? [])
            : (source.transitions.get(eventType) ?? []);
        const kind = list === source.always ? 'always' : eventType;
        coverage.transitions.add(transitionKey(source, kind, list.indexOf(taken)));
      }
    }
  };
}
