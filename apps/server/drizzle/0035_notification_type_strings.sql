-- The Send me choice governs browser pushes only, and email stays the member's per kind: the English texts that
-- said otherwise are replaced where they are still as seeded (an operator's own wording is kept).
UPDATE "translation_strings" AS "s" SET "text" = "v"."new_text", "updated_at" = now()
FROM (VALUES
  ('account.notifications.description', 'What our apps notify you about.',
   'What we tell you about, in your browsers and by email.'),
  ('account.notifications.all.description', 'New videos, livestreams, Greenlight and replies.',
   'Browser notifications of every kind you switch on below.'),
  ('account.notifications.important.description', 'Livestreams going live and account messages.',
   'Browser notifications only when the livestream goes live, if you switch that on below.'),
  ('account.notifications.none.description', 'No notifications at all.',
   'No browser notifications at all. The emails you switch on below still come.'),
  ('account.notifications.kinds.description',
   'Shows and the livestream you follow. Everything here is off until you turn it on.',
   'Shows and the livestream you follow. Everything here is off until you turn it on. Emails come whatever you chose under Send me.')
) AS "v"("slug", "old_text", "new_text")
WHERE "s"."language_id" = 4 AND "s"."string_slug" = "v"."slug" AND "s"."text" = "v"."old_text";
