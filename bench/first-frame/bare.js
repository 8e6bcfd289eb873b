// The video page's physical ceiling (bench/web.ts): the same playback session and signed playlist as the product,
// played by hls.js alone. The session is opened while hls.js loads; nothing else runs.
/* global document, location, addEventListener */
const mediaId = new URLSearchParams(location.search).get('media');
const { token } = JSON.parse(localStorage.getItem('crewcast.authV2Token') ?? '{}');
const headers = { authorization: `Bearer ${token}` };
const opened = fetch(`/v1/playback/${mediaId}`, { method: 'POST', headers }).then((response) => {
  if (!response.ok) throw new Error(`the playback session answered ${response.status}`);
  return response.json();
});
const [{ default: Hls }, session] = await Promise.all([import('./hls.min.mjs'), opened]);
addEventListener('pagehide', () => {
  fetch(`/v1/playback/sessions/${session.sessionId}`, { method: 'DELETE', headers, keepalive: true });
});
const video = document.querySelector('video');
video.addEventListener('loadedmetadata', () => video.play(), { once: true });
const hls = new Hls({ capLevelToPlayerSize: true });
hls.loadSource(session.sources.find(({ format }) => format === 'hls').url);
hls.attachMedia(video);
