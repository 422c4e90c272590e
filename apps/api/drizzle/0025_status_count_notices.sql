-- custom SQL
-- decision 044: the status counts of a client (POST /candidate/status) are held in memory like the
-- session facts and dropped on 'k:<codadm>:<codcli>' (same channel), sent whenever a candidate of
-- that client is added, removed, moved to another client or changes status — by any statement.
-- A TRUNCATE of candidate already sends '*' (0014). Identical notices of one transaction are sent once.
CREATE FUNCTION status_count_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('admissao_session', 'k:' || OLD.codadm || ':' || OLD.codcli);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('admissao_session', 'k:' || NEW.codadm || ':' || NEW.codcli);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER candidate_status_count_insert AFTER INSERT ON candidate
  FOR EACH ROW EXECUTE FUNCTION status_count_notice();
--> statement-breakpoint
CREATE TRIGGER candidate_status_count_update AFTER UPDATE OF codadm, codcli, codstatus ON candidate
  FOR EACH ROW WHEN ((OLD.codadm, OLD.codcli, OLD.codstatus) IS DISTINCT FROM (NEW.codadm, NEW.codcli, NEW.codstatus))
  EXECUTE FUNCTION status_count_notice();
--> statement-breakpoint
CREATE TRIGGER candidate_status_count_delete AFTER DELETE ON candidate
  FOR EACH ROW EXECUTE FUNCTION status_count_notice();
