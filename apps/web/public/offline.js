// The offline page (served by sw.js when a page cannot be reached) in the member's language, as the site last
// stored it, and back to the page the member wanted once the connection returns.
(() => {
  const STRINGS_KEY = 'crewcast.offlinePage';
  try {
    const strings = JSON.parse(localStorage.getItem(STRINGS_KEY) ?? 'null');
    if (strings && typeof strings === 'object') {
      if (typeof strings.lang === 'string') document.documentElement.lang = strings.lang;
      for (const [id, key] of [
        ['offline-title', 'title'],
        ['offline-body', 'body'],
        ['offline-retry', 'retry'],
      ]) {
        const element = document.getElementById(id);
        if (element && typeof strings[key] === 'string') element.textContent = strings[key];
      }
      if (typeof strings.title === 'string') document.title = strings.title;
    }
  } catch {
    // Storage unavailable or unreadable: the English words stay.
  }
  window.addEventListener('online', () => window.location.reload());
})();
