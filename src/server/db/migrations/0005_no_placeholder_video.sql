-- The demo settings carried a placeholder video address (…/embed/VIDEO_ID) that plays
-- nothing: a site that still has it shows no video until the office sets its own.
UPDATE "site_settings" SET "settings" = jsonb_set("settings", '{video_url}', '""') WHERE "settings"->>'video_url' = 'https://www.youtube-nocookie.com/embed/VIDEO_ID';
