import type { Probe } from "./html-probe";

export declare function probeExamples(jobs: readonly { name: string; file: string; markup: string }[]): Promise<Map<string, Probe>>;
