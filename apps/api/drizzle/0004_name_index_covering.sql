-- The name-prefix count of the candidate list (LIKE 'abc%') can then be answered from the
-- index alone: the expression index carries nome itself (drizzle's index builder has no INCLUDE).
DROP INDEX IF EXISTS "candidate_tenant_nome_idx";--> statement-breakpoint
CREATE INDEX "candidate_tenant_nome_idx" ON "candidate" USING btree ("codadm","codcli",lower("nome") text_pattern_ops) INCLUDE ("nome");
