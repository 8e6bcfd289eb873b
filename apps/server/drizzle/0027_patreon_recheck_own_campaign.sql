-- Pledges were read from every campaign a member backs; only the site's own counts now. Each link is read again
-- from Patreon at its next check, and counts nothing until then.
UPDATE "patreon_links" SET "patron_status" = NULL, "tier_ids" = '{}', "pledge_cents" = 0, "checked_at" = 'epoch';
