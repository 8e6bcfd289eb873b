import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PUBLIC_SHELL_FILES, serviceWorker } from './vite-plugin';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');

function chunk(fileName: string, isEntry: boolean, imports: string[] = [], css: string[] = []) {
  return { type: 'chunk', fileName, isEntry, imports, viteMetadata: { importedCss: new Set(css) } };
}

/** Runs the plugin's build step on a bundle and returns the build it wrote into sw.js. */
function build(bundle: Record<string, unknown>): { version: string; precache: string[] } {
  const plugin = serviceWorker();
  const configResolved = plugin.configResolved as (config: { publicDir: string }) => void;
  configResolved({ publicDir });
  let source = '';
  const context = { emitFile: (file: { fileName: string; source: string }) => void (source = file.source) };
  const generateBundle = plugin.generateBundle as (this: unknown, options: unknown, bundle: unknown) => void;
  generateBundle.call(context, {}, bundle);
  const match = /const BUILD = (\{.*\});/.exec(source);
  if (!match?.[1]) throw new Error('sw.js has no build');
  return JSON.parse(match[1]) as { version: string; precache: string[] };
}

const bundle = (entryName: string) => ({
  [entryName]: chunk(entryName, true, ['assets/react-1.js'], ['assets/index-1.css']),
  'assets/react-1.js': chunk('assets/react-1.js', false),
  'assets/video-page-1.js': chunk(
    'assets/video-page-1.js',
    false,
    ['assets/react-1.js'],
    ['assets/video-1.css'],
  ),
  'assets/index-1.css': { type: 'asset', fileName: 'assets/index-1.css' },
});

describe('the service worker build', () => {
  it('keeps the entry script, what it imports, their styles and the public shell files, not lazy pages', () => {
    const { precache } = build(bundle('assets/index-1.js'));
    expect(precache).toEqual([
      '/assets/index-1.js',
      '/assets/index-1.css',
      '/assets/react-1.js',
      ...PUBLIC_SHELL_FILES,
    ]);
  });

  it('gives each deploy its own version, so the old cache is dropped', () => {
    const first = build(bundle('assets/index-1.js'));
    expect(build(bundle('assets/index-1.js')).version).toBe(first.version);
    expect(build(bundle('assets/index-2.js')).version).not.toBe(first.version);
    expect(first.version).toMatch(/^[0-9a-f]{16}$/);
  });
});
