import assert from "node:assert/strict";
import { test } from "node:test";
import { cpuSlowdown, withCpuSlowdown } from "./cpu-slowdown.mjs";

test("auto fits the slowdown to the host's benchmark index, 1× per 233 either side of 4× at 1,533", () => {
  assert.equal(cpuSlowdown("auto", 1533), 4);
  assert.equal(cpuSlowdown("auto", 1300), 3);
  assert.equal(cpuSlowdown("auto", 2000), 6);
  assert.equal(cpuSlowdown("auto", 2766), 9.3);
  assert.equal(cpuSlowdown("auto", 500), 1, "a slow host gets no slowdown, never less than none");
});

test("a number is taken as it is; anything under 1 or not a number is refused", () => {
  assert.equal(cpuSlowdown("4", 2800), 4);
  assert.equal(cpuSlowdown("2.5", 900), 2.5);
  for (const bad of ["0.5", "0", "fast", ""]) assert.throws(() => cpuSlowdown(bad, 1533), /--cpu-slowdown/, bad);
});

test("the preset's own 4× leaves the flags alone; another slowdown is set on them, the rest kept", () => {
  const flags = { port: 9222, onlyCategories: ["performance"] };
  assert.equal(withCpuSlowdown(flags, 4), flags);
  assert.deepEqual(withCpuSlowdown(flags, 9.3), { port: 9222, onlyCategories: ["performance"], throttling: { cpuSlowdownMultiplier: 9.3 } });
  assert.deepEqual(flags, { port: 9222, onlyCategories: ["performance"] });
});
