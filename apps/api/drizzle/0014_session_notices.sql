-- Decision 044: the session cache of every API process drops what it holds for an account or a
-- sign-in the moment it changes. Payloads: 'u:<codusuario>' (the staff row or its clients),
-- 'c:<codcandidato>', 's:<auth_session.id>', '*' (a TRUNCATE: forget everything).
CREATE OR REPLACE FUNCTION session_notice() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('admissao_session', '*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('admissao_session', TG_ARGV[0] || (to_jsonb(OLD) ->> TG_ARGV[1]));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('admissao_session', TG_ARGV[0] || (to_jsonb(NEW) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER staff_user_session_notice AFTER UPDATE OR DELETE ON staff_user
  FOR EACH ROW EXECUTE FUNCTION session_notice('u:', 'codusuario');
--> statement-breakpoint
CREATE TRIGGER membership_session_notice AFTER INSERT OR UPDATE OR DELETE ON membership
  FOR EACH ROW EXECUTE FUNCTION session_notice('u:', 'codusuario');
--> statement-breakpoint
-- the autosave updates candidate rows all day: only what the account check reads notifies
CREATE TRIGGER candidate_session_notice AFTER UPDATE ON candidate
  FOR EACH ROW WHEN (OLD.session_version IS DISTINCT FROM NEW.session_version
    OR OLD.trocar_senha IS DISTINCT FROM NEW.trocar_senha
    OR OLD.codadm IS DISTINCT FROM NEW.codadm OR OLD.codcli IS DISTINCT FROM NEW.codcli)
  EXECUTE FUNCTION session_notice('c:', 'codcandidato');
--> statement-breakpoint
CREATE TRIGGER candidate_session_notice_delete AFTER DELETE ON candidate
  FOR EACH ROW EXECUTE FUNCTION session_notice('c:', 'codcandidato');
--> statement-breakpoint
CREATE TRIGGER auth_session_notice AFTER UPDATE OR DELETE ON auth_session
  FOR EACH ROW EXECUTE FUNCTION session_notice('s:', 'id');
--> statement-breakpoint
CREATE TRIGGER staff_user_session_truncate AFTER TRUNCATE ON staff_user
  FOR EACH STATEMENT EXECUTE FUNCTION session_notice();
--> statement-breakpoint
CREATE TRIGGER membership_session_truncate AFTER TRUNCATE ON membership
  FOR EACH STATEMENT EXECUTE FUNCTION session_notice();
--> statement-breakpoint
CREATE TRIGGER candidate_session_truncate AFTER TRUNCATE ON candidate
  FOR EACH STATEMENT EXECUTE FUNCTION session_notice();
--> statement-breakpoint
CREATE TRIGGER auth_session_session_truncate AFTER TRUNCATE ON auth_session
  FOR EACH STATEMENT EXECUTE FUNCTION session_notice();
