import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { manualClock } from "../../tooling/app/manual-clock";
import { ConnectionGate, IDLE_MS } from "./connection-gate";

describe("connection gate", () => {
  it("serves the first connections up to the cap, every request on them, and sheds the next one", () => {
    const gate = new ConnectionGate(2, manualClock());
    const [a, b, c] = [new EventEmitter(), new EventEmitter(), new EventEmitter()];
    expect([gate.admit(a), gate.admit(b), gate.admit(a), gate.admit(c)]).toEqual([true, true, true, false]);
    expect(gate.served).toBe(2);
  });

  it("gives a closed connection's place to the next one", () => {
    const gate = new ConnectionGate(1, manualClock());
    const [a, b] = [new EventEmitter(), new EventEmitter()];
    expect(gate.admit(a)).toBe(true);
    expect(gate.admit(b)).toBe(false);
    a.emit("close");
    expect(gate.admit(b)).toBe(true);
  });

  it("gives the place of a connection idle for IDLE_MS to a newcomer, never of one still being answered", () => {
    const clock = manualClock();
    const gate = new ConnectionGate(1, clock);
    const [busy, idle, newcomer] = [new EventEmitter(), new EventEmitter(), new EventEmitter()];
    expect(gate.admit(busy)).toBe(true);
    clock.advance(IDLE_MS * 10);
    expect(gate.admit(newcomer)).toBe(false);
    gate.answered(busy);
    clock.advance(IDLE_MS - 1);
    expect(gate.admit(newcomer)).toBe(false);
    clock.advance(1);
    expect(gate.admit(newcomer)).toBe(true);
    // The idle one may come back when there is room, and tells the gate once when it closes.
    gate.answered(newcomer);
    clock.advance(IDLE_MS);
    expect(gate.admit(idle)).toBe(true);
    expect(idle.listenerCount("close")).toBe(1);
    expect(busy.listenerCount("close")).toBe(1);
  });
});
