import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..', '..');
const FEATURES = readdirSync(join(ROOT, 'src', 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The rule ids lint reports for `code` as if it were a file at `path`. */
async function lintAs(path: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: ROOT }).lintText(code, { filePath: join(ROOT, path) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('feature boundaries (docs/design.md section 1)', () => {
  it('hold for every folder of src/features (search included), however the import is written', async () => {
    expect(FEATURES).toContain('search');
    for (const feature of FEATURES) {
      const other = FEATURES.find((name) => name !== feature)!;
      const path = `src/features/${feature}/probe.ts`;
      expect(await lintAs(path, `import { x } from '../../app/Layout.tsx';\nexport const y = x;\n`), `${feature} -> app`).toContain(
        'no-restricted-imports',
      );
      expect(await lintAs(path, `import { x } from '../${other}/routes.ts';\nexport const y = x;\n`), `${feature} -> ${other}`).toContain(
        'no-restricted-imports',
      );
      expect(
        await lintAs(`src/features/${feature}/routes/probe.tsx`, `import { x } from '../../${other}/messages.ts';\nexport const y = x;\n`),
        `${feature}/routes -> ${other}`,
      ).toContain('no-restricted-imports');
      const libImport = `import { x } from '../../lib/addresses/paths.ts';\nexport const y = x;\n`;
      expect(await lintAs(path, libImport), `${feature} -> lib`).toEqual([]);
    }
  }, 60_000);
});
