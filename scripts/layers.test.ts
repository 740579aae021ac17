import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The layer check of `npm run lint` (.dependency-cruiser.cjs, decision 010) refuses each wrong import it is
// there for: shown on a small tree of deliberately wrong files, cruised with the project's own rules.
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const root = mkdtempSync(path.join(os.tmpdir(), 'layers-'));
const tablesRoot = mkdtempSync(path.join(os.tmpdir(), 'layers-tables-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(tablesRoot, { recursive: true, force: true });
});

function tree(files: Record<string, string>, at = root) {
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(at, file)), { recursive: true });
    writeFileSync(path.join(at, file), body);
  }
}

async function violations(at = root): Promise<string[]> {
  const { output } = await cruise(['src'], {
    ...config.options,
    tsConfig: undefined,
    baseDir: at,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

describe('layer check', () => {
  it('refuses each wrong import and accepts the right ones', async () => {
    tree({
      'src/domain/ok.rules.ts': 'export const one = 1;\n',
      'src/domain/reaches-server.rules.ts':
        "import { thing } from '../server/thing.ts';\nexport const x = thing;\n",
      'src/domain/does-io.rules.ts':
        "import { readFileSync } from 'node:fs';\nexport const y = readFileSync;\n",
      'src/web/page.tsx':
        "import { thing } from '../server/thing.ts';\nimport { one } from '../domain/ok.rules.ts';\nexport const p = [thing, one];\n",
      'src/server/thing.ts': "import { p } from '../web/page.tsx';\nexport const thing = p;\n",
      'src/server/modules/a/a.repository.ts': 'export const rows = [];\n',
      'src/server/modules/a/a.service.ts':
        "import { rows } from './a.repository.ts';\nimport { other } from '../b/b.repository.ts';\nimport { bService } from '../b/b.service.ts';\nexport const a = [rows, other, bService];\n",
      'src/server/modules/b/b.repository.ts': 'export const other = [];\n',
      'src/server/modules/b/b.service.ts':
        "import { other } from './b.repository.ts';\nexport const bService = other;\n",
      'src/domain/one.schema.ts': "import type { Two } from './two.rules.ts';\nexport type One = Two;\n",
      'src/domain/two.rules.ts': "import type { One } from './one.schema.ts';\nexport type Two = One | 2;\n",
    });
    expect((await violations()).sort()).toEqual([
      'domain-is-pure: src/domain/reaches-server.rules.ts → src/server/thing.ts',
      'domain-needs-no-node: src/domain/does-io.rules.ts → fs',
      'no-import-loops: src/domain/one.schema.ts → src/domain/two.rules.ts',
      'no-import-loops: src/server/thing.ts → src/web/page.tsx',
      'no-other-modules-repository: src/server/modules/a/a.service.ts → src/server/modules/b/b.repository.ts',
      'server-never-reaches-web-source: src/server/thing.ts → src/web/page.tsx',
      'web-never-reaches-server: src/web/page.tsx → src/server/thing.ts',
    ]);
  });

  it('lets a module touch only its own tables, and only from its repository (decision 041)', async () => {
    tree(
      {
        'src/server/db/schema/a.ts': 'export const aRows = {};\n',
        'src/server/db/schema/b.ts': 'export const bRows = {};\n',
        'src/server/modules/a/a.repository.ts':
          "import { aRows } from '../../db/schema/a.ts';\nimport { bRows } from '../../db/schema/b.ts';\nexport const rows = [aRows, bRows];\n",
        'src/server/modules/a/a.service.ts':
          "import { aRows } from '../../db/schema/a.ts';\nimport { rows } from './a.repository.ts';\nexport const a = [aRows, rows];\n",
        'src/server/modules/b/b.repository.ts':
          "import { bRows } from '../../db/schema/b.ts';\nexport const other = bRows;\n",
      },
      tablesRoot,
    );
    expect((await violations(tablesRoot)).sort()).toEqual([
      'only-own-tables: src/server/modules/a/a.repository.ts → src/server/db/schema/b.ts',
      'tables-only-in-repositories: src/server/modules/a/a.service.ts → src/server/db/schema/a.ts',
    ]);
  });
});
