ALTER TABLE "kit_document" ADD COLUMN "original_bucket" char(1) DEFAULT 'L' NOT NULL;--> statement-breakpoint
ALTER TABLE "kit_document" ADD COLUMN "signed_bucket" char(1);