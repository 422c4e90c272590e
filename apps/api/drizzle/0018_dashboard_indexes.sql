CREATE INDEX "candidate_tenant_cadastro_status_idx" ON "candidate" USING btree ("codadm","codcli","datcadastro","codstatus");--> statement-breakpoint
CREATE INDEX "candidate_tenant_finalizacao_idx" ON "candidate" USING btree ("codadm","codcli","datfinalizacao","datcadastro","codstatus");--> statement-breakpoint
CREATE INDEX "candidate_log_status_idx" ON "candidate_log" USING btree ("codstatus","datlog","codcandidato");--> statement-breakpoint
CREATE INDEX "document_observation_action_idx" ON "document_observation" USING btree ("acao","datlog","codcandidato");