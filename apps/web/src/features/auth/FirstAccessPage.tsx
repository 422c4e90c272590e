import { useParams } from 'react-router';
import { FirstAccessForm } from './FirstAccessForm';

/** /start/:u/:l inside the app (a first visit gets the sign-in page's entry, PublicApp.tsx). */
export function FirstAccessPage() {
  const { u = '', l = '' } = useParams();
  return <FirstAccessForm u={u} l={l} />;
}
