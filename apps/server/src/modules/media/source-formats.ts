// What ffmpeg may open when it reads a video source (an upload or an imported file). Left to itself, ffmpeg
// guesses the container from the bytes, and some containers are lists of other files or URLs: an HLS playlist
// or an ffconcat list uploaded as a "video" would make the pipeline read files of the server's and publish them.
// Sources are read with an allow-list of plain video containers and the file protocol alone.

/**
 * ffmpeg's demuxers for what a video upload plausibly is: MP4, MOV and M4V (mov), MKV and WebM (matroska), AVI,
 * MPEG transport and program streams (camera .ts/.mts, .mpg) and FLV. None of them opens another file.
 */
export const SOURCE_FORMATS = ['mov', 'matroska', 'avi', 'mpegts', 'mpeg', 'flv'] as const;

export type SourceFormat = (typeof SOURCE_FORMATS)[number];

/** The allowed demuxer ffprobe reported (`mov,mp4,m4a,3gp,3g2,mj2` → `mov`), or undefined for any other. */
export function sourceFormatOf(formatName: string | undefined): SourceFormat | undefined {
  const names = (formatName ?? '').split(',');
  return SOURCE_FORMATS.find((format) => names.includes(format));
}

/**
 * Input options placed before a source's `-i`: the file protocol only, the allowed containers only, and once
 * probed the container itself, so the transcode reads the file exactly as the probe did.
 */
export function sourceInputArgs(file: string, format?: SourceFormat): string[] {
  return [
    ...['-protocol_whitelist', 'file', '-format_whitelist', SOURCE_FORMATS.join(',')],
    ...(format ? ['-f', format] : []),
    ...['-i', file],
  ];
}
