import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaBinaries } from './ffmpeg-binary';
import { runTool } from './run-tool';

/** DejaVu from Debian's fonts-dejavu-core, which the README's set-up installs. */
export const TITLE_CARD_FONTS = {
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
};

export interface TitleCardOptions {
  outputFile: string;
  durationSeconds: number;
  width: number;
  height: number;
  frameRate: number;
  /** Two `#rrggbb` colours of the slowly moving gradient behind the title. */
  colors: [string, string];
  title: string;
  subtitle: string;
  toneHz: number;
  fonts?: { bold: string; regular: string };
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Paths inside a filter graph: `\`, `'` and `:` would end the option. */
const filterPath = (file: string) => file.replace(/[\\':]/g, (c) => `\\${c}`);

type GradientOptions = Pick<
  TitleCardOptions,
  'durationSeconds' | 'width' | 'height' | 'frameRate' | 'colors'
>;

/** ffmpeg 5.0's `gradients` source: drawn at half size and scaled up, it costs a third and looks the same. */
function gradientsFilter({ durationSeconds, width, height, frameRate, colors }: GradientOptions): string[] {
  const hex = (color: string) => `0x${color.replace(/^#/, '')}`;
  const half = (size: number) => Math.max(2, Math.round(size / 4) * 2);
  return [
    `gradients=s=${half(width)}x${half(height)}:r=${frameRate}:d=${durationSeconds}:` +
      `c0=${hex(colors[0])}:c1=${hex(colors[1])}:speed=0.02`,
  ];
}

/**
 * The same slowly turning two-colour gradient for an ffmpeg without `gradients` (before 5.0): `geq` mixes the
 * colours along a turning axis on a tiny frame, and scaling it up keeps the blend smooth (geq is too slow to run
 * at full size).
 */
function geqGradientFilter({ durationSeconds, frameRate, colors }: GradientOptions): string[] {
  const channels = (color: string) => [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
  const [from, to] = colors.map(channels) as [number[], number[]];
  const mix = 'clip(0.5+(X/W-0.5)*cos(T*0.4)+(Y/H-0.5)*sin(T*0.4)\\,0\\,1)';
  const channel = (name: string, index: number) => `${name}='lerp(${from[index]}\\,${to[index]}\\,${mix})'`;
  return [
    `color=c=black:s=64x36:r=${frameRate}:d=${durationSeconds}`,
    'format=gbrp',
    `geq=${channel('r', 0)}:${channel('g', 1)}:${channel('b', 2)}`,
  ];
}

/**
 * A demo episode with a look of its own: the show's colours as a moving gradient, and its title and the episode's
 * name set in the picture (so the stills the pipeline takes show them too). The text is read from files, so no
 * title needs escaping; without the fonts the clip is made without text.
 */
export async function generateTitleCard(binaries: MediaBinaries, options: TitleCardOptions): Promise<void> {
  const { durationSeconds: d, width, height } = options;
  const { has } = binaries.capabilities;
  const fonts = options.fonts ?? TITLE_CARD_FONTS;
  const filters = [
    ...(has['filter:gradients'] ? gradientsFilter(options) : geqGradientFilter(options)),
    `scale=${width}:${height}`,
  ];
  const output = path.resolve(options.outputFile);
  const textFiles = { title: `${output}.title.txt`, subtitle: `${output}.subtitle.txt` };
  const withText = has['filter:drawtext'] && (await exists(fonts.bold)) && (await exists(fonts.regular));
  if (withText) {
    await fs.writeFile(textFiles.title, options.title);
    await fs.writeFile(textFiles.subtitle, options.subtitle);
    const text = (font: string, file: string, size: string, y: string, color: string) =>
      `drawtext=fontfile='${filterPath(font)}':textfile='${filterPath(file)}':fontcolor=${color}:` +
      `fontsize=${size}:x=(w-text_w)/2:y=${y}:shadowcolor=black@0.5:shadowx=2:shadowy=2`;
    filters.push(
      text(fonts.bold, textFiles.title, 'h/9', 'h*0.36', 'white'),
      text(fonts.regular, textFiles.subtitle, 'h/18', 'h*0.55', 'white@0.9'),
    );
  }
  const tone = `sine=frequency=${options.toneHz}:sample_rate=48000:duration=${d}`;
  try {
    await runTool(binaries.ffmpeg, [
      ...['-hide_banner', '-nostdin', '-y', '-loglevel', 'error'],
      ...['-f', 'lavfi', '-i', filters.join(',')],
      ...['-f', 'lavfi', '-i', tone, '-c:a', 'aac', '-b:a', '96k'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '26', '-pix_fmt', 'yuv420p'],
      ...['-movflags', '+faststart', output],
    ]);
  } finally {
    await Promise.all(Object.values(textFiles).map((file) => fs.rm(file, { force: true })));
  }
}
