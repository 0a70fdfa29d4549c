// react-admin's pages for what goes wrong (not found, access denied, failed authentication, a crash): one
// chunk, loaded only when one of them shows.
export { AccessDenied, AuthenticationError, Error, NotFound } from 'react-admin';
