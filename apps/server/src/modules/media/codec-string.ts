/**
 * The RFC 6381 codec string (`avc1.PPCCLL`) players need in CODECS, read from the avcC box of an H.264
 * init segment: the encoder decides profile and level (x264's ultrafast, for one, drops to Baseline).
 */
export function avcCodecString(initSegment: Buffer): string {
  const box = initSegment.indexOf('avcC');
  // After the box type: configurationVersion, then profile, profile compatibility and level bytes.
  if (box < 0 || box + 8 > initSegment.length) {
    throw new Error('The init segment holds no H.264 configuration (avcC box).');
  }
  const hex = (offset: number) => (initSegment[box + offset] ?? 0).toString(16).padStart(2, '0');
  return `avc1.${hex(5)}${hex(6)}${hex(7)}`;
}

/** ffmpeg's native AAC encoder writes AAC-LC. */
export const AAC_LC_CODEC = 'mp4a.40.2';
