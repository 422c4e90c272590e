-- Autosaves update one candidate row many times: leave room on each page so an update that
-- changes no indexed column stays on its page (a HOT update, no index entries added).
ALTER TABLE "candidate" SET (fillfactor = 85);
