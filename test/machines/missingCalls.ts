import { expect, it } from 'vitest';
import { type AnyActorLogic, type AnyStateMachine, createActor, toPromise } from 'xstate';

/**
 * Each call a machine leaves to the app, left out, fails naming itself and the machine: what a
 * developer wiring a new screen meets (`appCall`). The kit's step machines are not calls.
 */
export function itNamesEachMissingCall(machine: AnyStateMachine, machineName: string) {
  const calls = Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>)
    .filter(([, logic]) => !('root' in logic))
    .map(([name]) => name);
  it.each(calls)(`a missing %s call names itself and the ${machineName} machine`, async (call) => {
    const logic = (machine.implementations.actors as Record<string, AnyActorLogic>)[call];
    const actor = createActor(logic as AnyActorLogic, { input: {} }).start();
    await expect(toPromise(actor)).rejects.toThrow(
      `The app must provide the "${call}" actor to the ${machineName} machine.`,
    );
  });
}
