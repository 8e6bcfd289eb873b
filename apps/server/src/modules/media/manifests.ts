import { renderDashManifest } from './dash-manifest';
import { renderMasterPlaylist } from './hls-playlists';
import { MEDIA_FILES, type MediaDescription } from './media-description';

/**
 * The files rendered from a description, in the order to write them: the master playlist last, so a player
 * never finds it pointing at something not yet written.
 */
export function renderManifests(description: MediaDescription): [file: string, content: string][] {
  return [
    [MEDIA_FILES.description, `${JSON.stringify(description, null, 2)}\n`],
    [MEDIA_FILES.dashManifest, renderDashManifest(description)],
    [MEDIA_FILES.hlsMaster, renderMasterPlaylist(description)],
  ];
}
