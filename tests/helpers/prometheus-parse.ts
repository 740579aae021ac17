import { spawnSync } from 'node:child_process';

export type PromSample = { name: string; labels: Record<string, string>; value: number | string };
export type PromFamily = { name: string; type: string; help: string; samples: PromSample[] };

// The official Prometheus client for Python ships the reference parser of the text exposition format
// (Debian: python3-prometheus-client, for Debian's /usr/bin/python3; installed by .ci/run); no such parser exists for Node in our tree.
const PARSE = `
import sys, json, math
from prometheus_client.parser import text_string_to_metric_families
out = []
for f in text_string_to_metric_families(sys.stdin.read()):
    out.append({'name': f.name, 'type': f.type, 'help': f.documentation, 'samples': [
        {'name': s.name, 'labels': s.labels, 'value': s.value if math.isfinite(s.value) else str(s.value)}
        for s in f.samples]})
print(json.dumps(out))
`;

/** Parses Prometheus text with the reference parser; throws with the parser's complaint on a malformed line. */
export function parsePrometheusText(text: string): PromFamily[] {
  const result = spawnSync('/usr/bin/python3', ['-c', PARSE], { input: text, encoding: 'utf8' });
  if (result.error || result.status !== 0)
    throw new Error(
      `Prometheus parser (python3-prometheus-client) failed: ${result.error?.message ?? result.stderr}`,
    );
  return JSON.parse(result.stdout) as PromFamily[];
}
