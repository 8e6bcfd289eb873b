import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..');
const MODULES = path.join(SRC, 'modules');

/**
 * The files that put modules together, and so may import any module's files: the app itself, the command line,
 * the database schema (every module's tables), the seeds, and the test helpers.
 */
const COMPOSITION = ['app.ts', 'main.ts', 'cli.ts', 'db/schema.ts', 'seed/', 'test/'];

interface Import {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Whether an import brings in nothing that exists at run time (`import type`, or only `type` names). */
function isTypeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node))
    return (
      node.isTypeOnly ||
      (!!node.exportClause &&
        ts.isNamedExports(node.exportClause) &&
        node.exportClause.elements.every((element) => element.isTypeOnly))
    );
  const clause = node.importClause;
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** The relative imports and re-exports of a file, resolved to files under src/. */
function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return [];
    const target = path.resolve(path.dirname(file), specifier.text);
    const to = fs.existsSync(`${target}.ts`) ? `${target}.ts` : path.join(target, 'index.ts');
    return [{ from: file, to, typeOnly: isTypeOnly(statement) }];
  });
}

const relative = (file: string) => path.relative(SRC, file).split(path.sep).join('/');

/** The module a file belongs to (modules/<name>/…), or undefined for a file outside a module's folder. */
function moduleOf(file: string): string | undefined {
  const [top, name, ...rest] = relative(file).split('/');
  return top === 'modules' && rest.length > 0 ? name : undefined;
}

/**
 * From another module a file may import only that module's `<name>.module.ts` (what it hands out), its
 * `<name>.schema.ts` (tables, for foreign keys and joins) and types. Shared layers import no module at all.
 */
function violation({ from, to, typeOnly }: Import): string | undefined {
  const target = relative(to);
  if (!target.startsWith('modules/') || target === 'modules/module.ts') return undefined;
  const source = relative(from);
  const owner = moduleOf(from);
  if (owner === undefined) {
    if (source.startsWith('modules/') || COMPOSITION.some((file) => source.startsWith(file)))
      return undefined;
    return `${source} (a shared layer) imports ${target}`;
  }
  const other = moduleOf(to);
  if (other === undefined || other === owner || typeOnly) return undefined;
  const allowed = [`modules/${other}/${other}.module.ts`, `modules/${other}/${other}.schema.ts`];
  return allowed.includes(target) ? undefined : `${source} imports ${target}`;
}

describe('module boundaries', () => {
  it('reaches another module only through its module file, its tables or its types', () => {
    const offending = sourceFiles(SRC)
      .flatMap(importsOf)
      .map(violation)
      .filter((found): found is string => found !== undefined);
    expect(offending, `imports across module boundaries:\n${offending.join('\n')}`).toEqual([]);
  });

  it('gives every module a <name>.module.ts with create<Name>Module', () => {
    const folders = fs
      .readdirSync(MODULES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const missing = folders.filter((name) => {
      const file = path.join(MODULES, name, `${name}.module.ts`);
      const factory = `create${name.replace(/(^|-)(\w)/g, (_, _dash, letter: string) => letter.toUpperCase())}Module`;
      const declared = new RegExp(`export (async )?function ${factory}\\(`);
      return !fs.existsSync(file) || !declared.test(fs.readFileSync(file, 'utf8'));
    });
    expect(missing).toEqual([]);
  });
});
