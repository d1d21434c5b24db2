// Interop test: drives `waymark serve` over stdio with the official TypeScript MCP SDK, a
// client nobody in this project wrote. Usage: node client.mjs /path/to/waymark
// Exits 0 when every check passes; otherwise prints what failed and exits 1.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const binary = process.argv[2];
if (!binary) {
  console.error("usage: node client.mjs /path/to/waymark");
  process.exit(2);
}

const TOOLS = [
  "experience_query",
  "experience_save",
  "experience_step",
  "experience_list",
  "browser_pattern_learn",
  "experience_forget",
  "experience_ingest",
];

// The fields of a query answer (SPEC §12).
const RECALL_FIELDS = [
  "tier", "confidence", "site", "url_pattern", "task_type", "primary_selectors",
  "extraction_query", "known_blockers", "anti_patterns", "warnings", "steps", "patterns",
  "cached_answers", "memory_context",
];

const URL = "https://docs.example.org/releases";
const trace = {
  task: "Find the latest release version of the docs site",
  start_url: URL,
  outcome: "success",
  final_answer: "v2.4.1",
  steps: [
    { action: "navigate", url: URL },
    {
      action: "extract", url: URL,
      target: { selector: "[data-testid='latest-release']", role: "heading", name: "v2.4.1" },
      extracted: "v2.4.1",
    },
    { action: "done", url: URL, extracted: "v2.4.1" },
  ],
};
const secondTrace = {
  task: "Open the changelog of the docs site",
  start_url: "https://docs.example.org/changelog",
  outcome: "success",
  steps: [
    { action: "navigate", url: "https://docs.example.org/changelog" },
    {
      action: "click", url: "https://docs.example.org/changelog",
      target: { selector: "a[data-testid='latest-entry']", role: "link", name: "Latest" },
      url_after: "https://docs.example.org/changelog/v2.4.1",
    },
  ],
};

class CheckError extends Error {}

function check(cond, message) {
  if (!cond) throw new CheckError(message);
}

function show(v) {
  return JSON.stringify(v, null, 2);
}

// call runs a tool that must succeed and returns its structured content.
async function call(client, name, args) {
  const res = await client.callTool({ name, arguments: args });
  check(!res.isError, `${name}: unexpected tool error: ${show(res.content)}`);
  check(res.structuredContent && typeof res.structuredContent === "object",
    `${name}: no structuredContent in ${show(res)}`);
  return res.structuredContent;
}

async function main() {
  const home = mkdtempSync(join(tmpdir(), "waymark-mcp-client-"));
  const transport = new StdioClientTransport({
    command: binary,
    args: ["serve", "--home", home],
    stderr: "inherit",
  });
  const client = new Client({ name: "waymark-interop-test", version: "0.0.0" });
  try {
    await client.connect(transport);
    const info = client.getServerVersion();
    check(info?.name === "waymark", `server name: got ${show(info)}`);
    check((client.getInstructions() ?? "").includes("experience_query"),
      "server instructions do not mention experience_query");

    // The tools and their schemas.
    const { tools } = await client.listTools();
    const names = tools.map((t) => t.name);
    for (const want of TOOLS) {
      check(names.includes(want), `tools/list: missing ${want} (got ${names.join(", ")})`);
    }
    for (const t of tools) {
      check(t.inputSchema?.type === "object", `${t.name}: input schema is not an object schema`);
      check(t.outputSchema?.type === "object", `${t.name}: no output schema`);
      check(t.description, `${t.name}: no description`);
    }
    const save = tools.find((t) => t.name === "experience_save");
    check(save.inputSchema.required?.includes("url"), "experience_save: url is not required");

    // Save a trace given as an object.
    const saved = await call(client, "experience_save", { url: URL, trace, intent: "latest release version" });
    check(typeof saved.trace_id === "string" && saved.trace_id !== "", `save: no trace_id in ${show(saved)}`);
    check(saved.duplicate === false, `save: first save reported duplicate: ${show(saved)}`);
    check(saved.records && typeof saved.records === "object", `save: no records in ${show(saved)}`);

    // Save another trace given as a JSON-encoded string.
    const saved2 = await call(client, "experience_save", {
      url: secondTrace.start_url, trace: JSON.stringify(secondTrace), outcome: "success",
    });
    check(saved2.trace_id && saved2.trace_id !== saved.trace_id, `save (string): trace_id ${show(saved2)}`);

    // The first trace again, now as a string: the same content is a duplicate.
    const again = await call(client, "experience_save", { url: URL, trace: JSON.stringify(trace), intent: "latest release version" });
    check(again.duplicate === true, `save (same trace as a string): want duplicate true, got ${show(again)}`);

    // Report a step.
    const step = await call(client, "experience_step", {
      session_id: "interop-1", step: { action: "navigate", url: URL }, url: URL,
    });
    check(step.session_id === "interop-1" && step.steps >= 1, `step: ${show(step)}`);

    // Query what is known.
    const recall = await call(client, "experience_query", { url: URL, intent: "latest release version" });
    for (const f of RECALL_FIELDS) {
      check(f in recall, `query: missing field ${f} in ${show(recall)}`);
    }
    check(["P1", "P2", "P3", "P4"].includes(recall.tier), `query: want a known tier after a save, got ${recall.tier}`);
    check(recall.site === "example.org", `query: site: want example.org, got ${recall.site}`);
    check(Array.isArray(recall.steps) && recall.steps.length > 0, `query: no steps in ${show(recall)}`);
    check(typeof recall.memory_context === "string" && recall.memory_context.length > 0, "query: empty memory_context");

    // Site memory: each action of browser_pattern_learn, its result checked by this client
    // against the tool's output schema.
    const site = await call(client, "browser_pattern_learn", { action: "get", url: URL });
    check(site.site === "example.org" && Array.isArray(site.patterns) && site.patterns.length > 0,
      `pattern get: ${show(site)}`);
    const route = await call(client, "browser_pattern_learn", { action: "get", url: URL, pattern: site.patterns[0].id });
    check(Array.isArray(route.steps) && route.steps.length > 0, `pattern get one: ${show(route)}`);
    const ran = await call(client, "browser_pattern_learn", {
      action: "record_execution", url: URL, pattern: site.patterns[0].id, success: true, duration_ms: 900,
    });
    check(ran.total_executions >= 2 && ran.reliability > 0.5, `pattern record_execution: ${show(ran)}`);
    const quirk = await call(client, "browser_pattern_learn", {
      action: "record_quirk", url: URL, problem: "cookie_banner", symptom: "a consent dialog covers the page",
      recovery: "click Accept", selector: "#accept",
    });
    check(quirk.problem === "cookie_banner", `pattern record_quirk: ${show(quirk)}`);

    // List what is stored.
    const list = await call(client, "experience_list", { filter: "example.org", page: 1, page_size: 10 });
    check(Array.isArray(list.items) && list.items.length > 0 && list.total >= list.items.length,
      `list: ${show(list)}`);

    // A bad argument is a tool error naming the field, not a protocol error.
    const bad = await client.callTool({ name: "experience_list", arguments: { page_size: 1000 } });
    check(bad.isError === true, `list page_size 1000: want isError, got ${show(bad)}`);
    const text = (bad.content ?? []).map((c) => c.text ?? "").join(" ");
    check(text.includes("page_size"), `list page_size 1000: the error does not name page_size: ${text}`);

    const badTrace = await client.callTool({ name: "experience_save", arguments: { url: URL, trace: '{"task":' } });
    check(badTrace.isError === true, `save truncated trace: want isError, got ${show(badTrace)}`);

    // Import a recording of another tool given inline: a Chrome DevTools Recorder flow.
    check(names.length === TOOLS.length, `tools/list: want ${TOOLS.length} tools, got ${names.join(", ")}`);
    const recording = JSON.stringify({
      title: "Open the releases page",
      steps: [
        { type: "navigate", url: "https://docs.example.org/" },
        { type: "click", selectors: [["aria/Releases"], ["a[data-testid='releases']"]], offsetX: 4, offsetY: 4 },
      ],
    });
    const ingested = await call(client, "experience_ingest", { content: recording, name: "open-releases.json" });
    const file = ingested.files?.[0];
    check(ingested.files?.length === 1 && file.format === "chrome-recorder" && !file.error,
      `ingest: want one chrome-recorder file without error, got ${show(ingested)}`);
    check(file.traces === 1 && file.steps === 2 && ingested.totals?.traces === 1,
      `ingest: want 1 trace of 2 steps, got ${show(ingested)}`);
    const ingestedAgain = await call(client, "experience_ingest", { content: recording, name: "open-releases.json" });
    check(ingestedAgain.totals?.duplicates === 1, `ingest again: want 1 duplicate, got ${show(ingestedAgain)}`);
    const badIngest = await client.callTool({ name: "experience_ingest", arguments: {} });
    const badText = (badIngest.content ?? []).map((c) => c.text ?? "").join(" ");
    check(badIngest.isError === true && badText.includes("path"),
      `ingest without path or content: want a tool error naming path, got ${show(badIngest)}`);

    console.log(`ok: ${TOOLS.length} tools; saved ${saved.trace_id}; query tier ${recall.tier}; list ${list.total} records; ingested ${file.format}`);
  } finally {
    await client.close().catch(() => {});
    rmSync(home, { recursive: true, force: true });
  }
}

const timer = setTimeout(() => {
  console.error("FAIL: timed out after 60 s");
  process.exit(1);
}, 60_000);

main().then(
  () => {
    clearTimeout(timer);
    process.exit(0);
  },
  (err) => {
    clearTimeout(timer);
    console.error(`FAIL: ${err instanceof CheckError ? err.message : err?.stack ?? err}`);
    process.exit(1);
  },
);
