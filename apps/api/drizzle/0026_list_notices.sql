-- custom SQL
-- decision 016 / 044: the pages of a client's candidate list (GET /candidate/list) are held in memory
-- like the status counts and dropped on 'l:<codadm>:<codcli>' (same channel), sent whenever anything
-- a list row shows changes, by any statement: the candidate's listed columns, a unit's name, the
-- client's document types, a candidate's document statuses and pages, the existence of extra
-- information. An insert, a delete, a move between clients or a status change already sends
-- 'k:<codadm>:<codcli>' (0025), which drops the lists too. A TRUNCATE sends '*'.
-- Identical notices of one transaction are sent once.

-- rows that carry their client (candidate, unit, document_type)
CREATE FUNCTION list_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('admissao_session', 'l:' || OLD.codadm || ':' || OLD.codcli);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('admissao_session', 'l:' || NEW.codadm || ':' || NEW.codcli);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- rows of a candidate (candidate_document, document_file, custom_field_data): the candidate's client.
-- A row removed with its candidate finds no candidate: the candidate's own delete sent 'k:'.
CREATE FUNCTION candidate_list_notice() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := '{}';
  t record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    ids := ids || OLD.codcandidato;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    ids := ids || NEW.codcandidato;
  END IF;
  FOR t IN SELECT DISTINCT codadm, codcli FROM candidate WHERE codcandidato = ANY (ids) LOOP
    PERFORM pg_notify('admissao_session', 'l:' || t.codadm || ':' || t.codcli);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- the autosave updates candidate rows all day: only what a list row shows notifies
CREATE TRIGGER candidate_list_update AFTER UPDATE OF nome, email, codunidade, datinicio, datcadastro,
    datultinteracao, nacionalidade, tipocargo, cargo, pcd, transgenero ON candidate
  FOR EACH ROW WHEN ((OLD.nome, OLD.email, OLD.codunidade, OLD.datinicio, OLD.datcadastro,
    OLD.datultinteracao, OLD.nacionalidade, OLD.tipocargo, OLD.cargo, OLD.pcd, OLD.transgenero)
    IS DISTINCT FROM (NEW.nome, NEW.email, NEW.codunidade, NEW.datinicio, NEW.datcadastro,
    NEW.datultinteracao, NEW.nacionalidade, NEW.tipocargo, NEW.cargo, NEW.pcd, NEW.transgenero))
  EXECUTE FUNCTION list_notice();
--> statement-breakpoint
CREATE TRIGGER unit_list_update AFTER UPDATE OF unidade, codadm, codcli ON unit
  FOR EACH ROW WHEN ((OLD.unidade, OLD.codadm, OLD.codcli) IS DISTINCT FROM (NEW.unidade, NEW.codadm, NEW.codcli))
  EXECUTE FUNCTION list_notice();
--> statement-breakpoint
CREATE TRIGGER unit_list_delete AFTER DELETE ON unit
  FOR EACH ROW EXECUTE FUNCTION list_notice();
--> statement-breakpoint
CREATE TRIGGER document_type_list_insert_delete AFTER INSERT OR DELETE ON document_type
  FOR EACH ROW EXECUTE FUNCTION list_notice();
--> statement-breakpoint
CREATE TRIGGER document_type_list_update AFTER UPDATE OF ativo, opcional, opcional_est, nacionalidade,
    codadm, codcli ON document_type
  FOR EACH ROW WHEN ((OLD.ativo, OLD.opcional, OLD.opcional_est, OLD.nacionalidade, OLD.codadm, OLD.codcli)
    IS DISTINCT FROM (NEW.ativo, NEW.opcional, NEW.opcional_est, NEW.nacionalidade, NEW.codadm, NEW.codcli))
  EXECUTE FUNCTION list_notice();
--> statement-breakpoint
CREATE TRIGGER candidate_document_list_insert_delete AFTER INSERT OR DELETE ON candidate_document
  FOR EACH ROW EXECUTE FUNCTION candidate_list_notice();
--> statement-breakpoint
CREATE TRIGGER candidate_document_list_update AFTER UPDATE OF status, codcandidato, codtipodoc ON candidate_document
  FOR EACH ROW WHEN ((OLD.status, OLD.codcandidato, OLD.codtipodoc) IS DISTINCT FROM (NEW.status, NEW.codcandidato, NEW.codtipodoc))
  EXECUTE FUNCTION candidate_list_notice();
--> statement-breakpoint
CREATE TRIGGER document_file_list_insert_delete AFTER INSERT OR DELETE ON document_file
  FOR EACH ROW EXECUTE FUNCTION candidate_list_notice();
--> statement-breakpoint
CREATE TRIGGER document_file_list_update AFTER UPDATE OF active, codcandidato, codtipodoc ON document_file
  FOR EACH ROW WHEN ((OLD.active, OLD.codcandidato, OLD.codtipodoc) IS DISTINCT FROM (NEW.active, NEW.codcandidato, NEW.codtipodoc))
  EXECUTE FUNCTION candidate_list_notice();
--> statement-breakpoint
CREATE TRIGGER custom_field_data_list_insert_delete AFTER INSERT OR DELETE ON custom_field_data
  FOR EACH ROW EXECUTE FUNCTION candidate_list_notice();
--> statement-breakpoint
CREATE TRIGGER custom_field_data_list_update AFTER UPDATE OF codcandidato ON custom_field_data
  FOR EACH ROW WHEN (OLD.codcandidato IS DISTINCT FROM NEW.codcandidato)
  EXECUTE FUNCTION candidate_list_notice();
--> statement-breakpoint
CREATE TRIGGER unit_list_truncate AFTER TRUNCATE ON unit
  FOR EACH STATEMENT EXECUTE FUNCTION session_notice();
--> statement-breakpoint
CREATE TRIGGER document_type_list_truncate AFTER TRUNCATE ON document_type
  FOR EACH STATEMENT EXECUTE FUNCTION session_notice();
--> statement-breakpoint
CREATE TRIGGER candidate_document_list_truncate AFTER TRUNCATE ON candidate_document
  FOR EACH STATEMENT EXECUTE FUNCTION session_notice();
--> statement-breakpoint
CREATE TRIGGER document_file_list_truncate AFTER TRUNCATE ON document_file
  FOR EACH STATEMENT EXECUTE FUNCTION session_notice();
--> statement-breakpoint
CREATE TRIGGER custom_field_data_list_truncate AFTER TRUNCATE ON custom_field_data
  FOR EACH STATEMENT EXECUTE FUNCTION session_notice();
