-- Each string keeps the text the release last seeded, so a later release rewords the strings no operator has
-- edited without a migration of its own. Strings stored before are matched against the release's wording at the
-- next start.
ALTER TABLE "translation_strings" ADD COLUMN "seeded_text" text;
