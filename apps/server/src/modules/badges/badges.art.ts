/**
 * The project's own badge designs, as SVG sources (128 x 128) rendered to PNG when the badge images are
 * published. Dark bodies, a bright rim and one symbol each, in the house colours (Greenlight green and friends),
 * with no text, so they render the same without fonts.
 */

/** A gradient from `top` to `bottom`, a soft shadow and a sheen: the finish every badge shares. */
function defs(id: string, top: string, bottom: string): string {
  return `<defs>
  <linearGradient id="${id}-body" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient>
  <linearGradient id="${id}-sheen" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/>
  </linearGradient>
  <filter id="${id}-shadow" x="-20%" y="-20%" width="140%" height="140%">
    <feDropShadow dx="0" dy="3" stdDeviation="3" flood-color="#000000" flood-opacity="0.45"/>
  </filter>
</defs>`;
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">${body}</svg>`;

/** Points of a regular polygon or star around (64, 64). */
function polygon(points: number, outer: number, inner = outer, rotation = -90): string {
  const corners = inner === outer ? points : points * 2;
  return Array.from({ length: corners }, (_, index) => {
    const radius = index % 2 === 1 && inner !== outer ? inner : outer;
    const angle = ((rotation + (360 / corners) * index) * Math.PI) / 180;
    return `${(64 + radius * Math.cos(angle)).toFixed(2)},${(64 + radius * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
}

/** Twelve dots around a ring: the months of an annual plan. */
const monthDots = Array.from({ length: 12 }, (_, index) => {
  const angle = ((index * 30 - 90) * Math.PI) / 180;
  return `<circle cx="${(64 + 44 * Math.cos(angle)).toFixed(2)}" cy="${(64 + 44 * Math.sin(angle)).toFixed(2)}" r="3" fill="#04120a" opacity="0.55"/>`;
}).join('');

/** Leaves along one side of a laurel wreath, from the bottom up; `side` -1 is the left, 1 the right. */
function laurel(side: 1 | -1): string {
  return Array.from({ length: 6 }, (_, index) => {
    const angle = 110 + index * 24;
    const radians = (angle * Math.PI) / 180;
    const x = (64 - side * 41 * Math.cos(radians) * -1).toFixed(2);
    const y = (64 + 41 * Math.sin(radians)).toFixed(2);
    const tilt = (side * -angle).toFixed(1);
    return `<ellipse cx="${x}" cy="${y}" rx="5" ry="10" transform="rotate(${tilt} ${x} ${y})" fill="#fff4d6"/>`;
  }).join('');
}

export const BADGE_ART: Readonly<Record<string, string>> = {
  // A green hexagon with a star and the twelve months around it.
  annual: svg(`${defs('annual', '#5ff0a0', '#159a55')}
<g filter="url(#annual-shadow)">
  <polygon points="${polygon(6, 58, 58, -90)}" fill="#0b0b0f"/>
  <polygon points="${polygon(6, 53, 53, -90)}" fill="url(#annual-body)"/>
</g>
${monthDots}
<polygon points="${polygon(5, 30, 13)}" fill="#f4f4f6" stroke="#04120a" stroke-width="2" stroke-linejoin="round"/>
<polygon points="${polygon(6, 53, 53, -90)}" fill="url(#annual-sheen)"/>`),

  // A gold medallion in a laurel wreath, with a bold 1.
  anniversary: svg(`${defs('anniversary', '#ffd66b', '#c98a12')}
<g filter="url(#anniversary-shadow)">
  <circle cx="64" cy="64" r="58" fill="#0b0b0f"/>
  <circle cx="64" cy="64" r="53" fill="url(#anniversary-body)"/>
</g>
<circle cx="64" cy="64" r="30" fill="#16161d"/>
${laurel(-1)}${laurel(1)}
<path d="M57 49 L68 42 L72 42 L72 82 L80 82 L80 88 L52 88 L52 82 L62 82 L62 54 L57 57 Z" fill="#ffd66b"/>
<circle cx="64" cy="64" r="53" fill="url(#anniversary-sheen)"/>`),

  // A blue shield with a bolt: the people who run the network.
  staff: svg(`${defs('staff', '#6aa8ff', '#2451c9')}
<g filter="url(#staff-shadow)">
  <path d="M64 6 L112 22 L112 60 C112 92 90 112 64 122 C38 112 16 92 16 60 L16 22 Z" fill="#0b0b0f"/>
  <path d="M64 12 L106 26 L106 60 C106 88 87 106 64 115 C41 106 22 88 22 60 L22 26 Z" fill="url(#staff-body)"/>
</g>
<path d="M70 30 L46 68 L62 68 L56 98 L82 56 L66 56 Z" fill="#f4f4f6" stroke="#0d1f4d" stroke-width="2" stroke-linejoin="round"/>
<path d="M64 12 L106 26 L106 60 C106 88 87 106 64 115 C41 106 22 88 22 60 L22 26 Z" fill="url(#staff-sheen)"/>`),

  // An orange rounded square with a clapperboard: the people who make the shows.
  creator: svg(`${defs('creator', '#ff8a4c', '#c43d0b')}
<g filter="url(#creator-shadow)">
  <rect x="8" y="8" width="112" height="112" rx="28" fill="#0b0b0f"/>
  <rect x="13" y="13" width="102" height="102" rx="24" fill="url(#creator-body)"/>
</g>
<rect x="32" y="56" width="64" height="40" rx="4" fill="#16161d"/>
<path d="M32 42 L92 32 L95 46 L35 56 Z" fill="#f4f4f6"/>
<path d="M44 40 L52 52 M60 37 L68 49 M76 34 L84 46" stroke="#16161d" stroke-width="6"/>
<path d="M58 66 L74 76 L58 86 Z" fill="#ff8a4c"/>
<rect x="13" y="13" width="102" height="102" rx="24" fill="url(#creator-sheen)"/>`),

  // A violet rosette with ribbons: the first members of the crew.
  'founding-crew': svg(`${defs('founding', '#b48cff', '#5a23c8')}
<g filter="url(#founding-shadow)">
  <path d="M44 78 L30 120 L46 112 L54 124 L62 84 Z M84 78 L98 120 L82 112 L74 124 L66 84 Z" fill="#7a3df0"/>
  <polygon points="${polygon(16, 52, 44)}" fill="#0b0b0f"/>
  <polygon points="${polygon(16, 47, 40)}" fill="url(#founding-body)"/>
</g>
<circle cx="64" cy="56" r="26" fill="#16161d"/>
<path d="M64 38 C70 50 76 54 84 56 C76 58 70 62 64 74 C58 62 52 58 44 56 C52 54 58 50 64 38 Z" fill="#e4d6ff"/>
<polygon points="${polygon(16, 47, 40)}" fill="url(#founding-sheen)"/>`),

  // A green diamond with a play mark: a vote that got a show made.
  'greenlight-backer': svg(`${defs('greenlight', '#2fd17a', '#0c6e3a')}
<g filter="url(#greenlight-shadow)">
  <rect x="22" y="22" width="84" height="84" rx="14" transform="rotate(45 64 64)" fill="#0b0b0f"/>
  <rect x="27" y="27" width="74" height="74" rx="11" transform="rotate(45 64 64)" fill="url(#greenlight-body)"/>
</g>
<circle cx="64" cy="64" r="24" fill="#04120a"/>
<path d="M57 51 L78 64 L57 77 Z" fill="#2fd17a"/>
<rect x="27" y="27" width="74" height="74" rx="11" transform="rotate(45 64 64)" fill="url(#greenlight-sheen)"/>`),

  // A teal speech bubble with a heart: the voices that keep the live chat going.
  'chat-regular': svg(`${defs('chat', '#4fe3d6', '#10867d')}
<g filter="url(#chat-shadow)">
  <path d="M30 14 H98 A22 22 0 0 1 120 36 V76 A22 22 0 0 1 98 98 H58 L32 118 L36 98 H30 A22 22 0 0 1 8 76 V36 A22 22 0 0 1 30 14 Z" fill="#0b0b0f"/>
  <path d="M30 19 H98 A17 17 0 0 1 115 36 V76 A17 17 0 0 1 98 93 H56 L39 106 L41 93 H30 A17 17 0 0 1 13 76 V36 A17 17 0 0 1 30 19 Z" fill="url(#chat-body)"/>
</g>
<path d="M64 80 C50 70 40 62 40 50 C40 42 46 37 53 37 C58 37 62 40 64 44 C66 40 70 37 75 37 C82 37 88 42 88 50 C88 62 78 70 64 80 Z" fill="#ff5a7a" stroke="#0b0b0f" stroke-width="2"/>
<path d="M30 19 H98 A17 17 0 0 1 115 36 V76 A17 17 0 0 1 98 93 H56 L39 106 L41 93 H30 A17 17 0 0 1 13 76 V36 A17 17 0 0 1 30 19 Z" fill="url(#chat-sheen)"/>`),
};
