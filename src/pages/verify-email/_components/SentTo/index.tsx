import React, { type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';

/** Names the address the link went to, when the sign-up form passed it in navigation state. */
export default function SentTo(): ReactNode {
  const location = useLocation();
  const state = location.state as { email?: unknown } | undefined;
  const email = typeof state?.email === 'string' ? state.email : null;
  return (
    <p>
      {email ? (
        <>
          We sent a verification link to <strong>{email}</strong>.
        </>
      ) : (
        <>We sent a verification link to the work email you signed up with.</>
      )}{' '}
      Open it to activate your SigNoz Cloud account.
    </p>
  );
}
