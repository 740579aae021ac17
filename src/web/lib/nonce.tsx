import { createContext, type ReactNode, useContext } from 'react';

/**
 * The CSP nonce of this response (server only: entry.server provides it). In the browser it is undefined,
 * which is right: scripts the browser adds later are bundles from 'self'.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return <NonceContext value={nonce}>{children}</NonceContext>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
