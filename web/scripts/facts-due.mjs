// Lists the guide's facts due for review: checked more than six months ago, or within 60 days of the
// day they are known to hold until. `npm run facts:due` (today) or `npm run facts:due -- 2027-01-01`.
// Exits 1 when any fact is due, so a scheduled job can flag it.
import { runnerImport } from "vite";

const { module: guide } = await runnerImport(new URL("../app/content/guide.ts", import.meta.url).pathname, { configFile: false, logLevel: "silent" });
const today = process.argv[2] ? new Date(`${process.argv[2]}T12:00:00Z`) : new Date();
const due = guide.factsDue(guide.immigrationRoutes, today);
for (const { route, fact, reason } of due) {
  console.log(`${route}: ${fact.text}\n  ${reason}; checked against ${fact.against.href}\n`);
}
console.log(`${due.length} fact(s) due for review on ${today.toISOString().slice(0, 10)}.`);
process.exitCode = due.length > 0 ? 1 : 0;
