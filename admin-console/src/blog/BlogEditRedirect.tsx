import { Navigate, useParams } from 'react-router-dom';
import { adminPath } from '../shared/paths.ts';

/** react-admin links a record to /blog/:id; our editor's URL is /blog/edit/:id. */
export function BlogEditRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={adminPath(`/blog/edit/${encodeURIComponent(id)}`)} replace />;
}
