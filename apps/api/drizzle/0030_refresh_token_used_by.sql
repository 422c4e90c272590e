ALTER TABLE "refresh_token" ADD COLUMN "used_by" char(64);
-- decision 010: the client that spent a refresh token (a hash of its user agent and network); its
-- grace renewal serves only that client. Tokens spent before this have none: no grace (15 s at most).
