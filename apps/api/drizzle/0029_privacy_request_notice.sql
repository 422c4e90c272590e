ALTER TABLE "privacy_request" ADD COLUMN "dpo_noticed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "privacy_request_notice_idx" ON "privacy_request" USING btree ("codadm","codcli") WHERE "privacy_request"."dpo_noticed_at" is null;--> statement-breakpoint
-- custom SQL
-- decision 038: requests filed before this were mailed to the DPO one by one when filed; they are
-- noticed already, so the grouped notice (privacy-notice job) does not send them again.
UPDATE "privacy_request" SET "dpo_noticed_at" = "criada_em";
