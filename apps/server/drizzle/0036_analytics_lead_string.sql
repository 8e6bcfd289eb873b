-- The Analytics page has viewing, live and community sections: its English lead, which spoke of viewing only, is
-- replaced where it is still as seeded (an operator's own wording is kept).
UPDATE "translation_strings" SET "text" = 'What members watch, how the live broadcasts went and what the community does: views, viewers, watch time and where they stop for the network, a show or an episode; viewers, chat and bingo per broadcast; Greenlight contributions, Producer Points and comments. Figures are totals; no member’s own activity is shown.', "updated_at" = now()
WHERE "language_id" = 4 AND "string_slug" = 'console.analytics.lead'
  AND "text" = 'What members watch: views, viewers, watch time and where they stop, for the network, a show or an episode. Figures are totals; no member’s own viewing is shown.';
